import { describe, expect, it } from 'vitest';
import { saveTrackSetupSchema } from './car-track-setups.contract';
import { canSaveTrackSetup } from './car-track-setups.rules';

describe('track setup notes', () => {
  it('can be saved only with a track and non-blank notes', () => {
    expect(canSaveTrackSetup(null, 'Soft front bar')).toBe(false);
    expect(canSaveTrackSetup('t1', '   ')).toBe(false);
    expect(canSaveTrackSetup('t1', ' Soft front bar ')).toBe(true);
  });

  it('trims the notes', () => {
    const parsed = saveTrackSetupSchema.parse({
      trackId: '6f1c1a9e-4d3b-4c56-9a0e-0d7f1b2c3d4e',
      notes: '  Rear wing +1  ',
    });
    expect(parsed.notes).toBe('Rear wing +1');
    expect(
      saveTrackSetupSchema.safeParse({ trackId: '6f1c1a9e-4d3b-4c56-9a0e-0d7f1b2c3d4e', notes: '  ' }).error?.issues[0]
        ?.message,
    ).toBe('Setup notes are required');
  });
});
