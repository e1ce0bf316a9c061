/** A row of a track list: the track form's fields; the type in any case. */
import { trackInputSchema, trackTypes, type TrackValues } from '../tracks/tracks.contract';
import { field, numberCell, RowErrors, type ImportKindRule } from './import-fields.rules';
import { rowKey, sameText } from './import-values.rules';

export const trackImportRule: ImportKindRule<TrackValues> = {
  fields: [
    field('name', 'Name', ['track', 'track name', 'circuit'], true),
    field('location', 'Location', ['city', 'place', 'address'], true),
    field('length', 'Length (miles)', ['length', 'miles', 'length miles']),
    field('type', 'Type', ['track type', 'kind']),
    field('description', 'Description', ['notes']),
    field('imageUrl', 'Image URL', ['image', 'picture', 'photo']),
  ],
  checkRow(cells) {
    const errors = new RowErrors();
    const typeText = cells.type ?? '';
    const parsed = trackInputSchema.safeParse({
      name: cells.name ?? '',
      location: cells.location ?? '',
      length: numberCell(cells, 'length', 'Length', errors),
      type: trackTypes.find((type) => sameText(type) === sameText(typeText)) ?? typeText,
      description: cells.description ?? '',
      imageUrl: cells.imageUrl ?? '',
    });
    if (!parsed.success) {
      errors.addIssues(parsed.error, {
        name: 'name',
        location: 'location',
        length: 'length',
        type: 'type',
        description: 'description',
        imageUrl: 'imageUrl',
      });
    }
    if (!parsed.success || !errors.empty) return { ok: false, errors: errors.list };
    return { ok: true, value: parsed.data, key: rowKey(parsed.data.name, parsed.data.location) };
  },
};
