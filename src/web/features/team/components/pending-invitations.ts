/** "1 pending invitation", "2 pending invitations": the team switcher's label and menu heading. */
export function pendingInvitations(count: number): string {
  return count === 1 ? '1 pending invitation' : `${count} pending invitations`;
}
