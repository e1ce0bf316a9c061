/**
 * Moves the keyboard to the first field showing an error inside `root` (in page order) and
 * scrolls it to the middle of the screen, so on a long form on a phone the user sees what to fix.
 * Returns whether there was such a field.
 */
export function focusFirstInvalidField(root: ParentNode = document): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/** Runs `focusFirstInvalidField` once the errors just set have rendered. */
export function focusFirstInvalidFieldSoon(root: () => ParentNode): void {
  requestAnimationFrame(() => focusFirstInvalidField(root()));
}

/**
 * Every form in the app: when a submit leaves fields in error (the browser-side check of the shared
 * schema), the first of them gets the focus and scrolls into view. Set up as the app starts
 * (main.tsx), so that a form sent the moment its screen shows is covered too.
 */
export function focusFirstInvalidFieldOnSubmit(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement) focusFirstInvalidFieldSoon(() => form);
  });
}
