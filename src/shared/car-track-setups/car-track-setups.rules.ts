/** Save is enabled only once a track is chosen and the notes are non-blank after trimming. */
export function canSaveTrackSetup(trackId: string | null | undefined, notes: string): boolean {
  return Boolean(trackId) && notes.trim().length > 0;
}
