import { guessMapping, headerHashOf } from '@shared/imports/imports.rules';
import { trackImportRule } from '@shared/imports/track-import.rules';
import { recordImportedKeys, saveMapping } from '../features/imports/imports.service';
import { getTracks } from '../features/tracks/tracks.service';
import type { DemoSeedStep } from './demo-seed-steps';

/** The header rows of LubeLogger's service-record and odometer-record exports. */
const lubeLoggerHeaders = {
  'service-records': ['Date', 'Odometer', 'Description', 'Notes', 'Cost'],
  'meter-readings': ['Date', 'Odometer', 'Notes'],
} as const;

/**
 * The demo team has imported LubeLogger files before (their mappings are saved) and its tracks
 * came from a track list: importing that list again finds every track already there.
 */
export const seedImports: DemoSeedStep = async (_deps, ctx) => {
  for (const [kind, headers] of Object.entries(lubeLoggerHeaders) as [
    keyof typeof lubeLoggerHeaders,
    readonly string[],
  ][]) {
    await saveMapping(ctx, kind, headerHashOf(kind, headers), guessMapping(kind, headers));
  }
  const tracks = await getTracks(ctx, { archived: false });
  const keys = tracks.flatMap((track) => {
    const check = trackImportRule.checkRow({
      name: track.name,
      location: track.location,
      length: track.length === null ? '' : String(track.length),
      type: track.type ?? '',
      description: track.description ?? '',
      imageUrl: track.imageUrl ?? '',
    });
    return check.ok ? [{ key: check.key, recordId: track.id }] : [];
  });
  await recordImportedKeys(ctx, 'tracks', '', keys);
};
