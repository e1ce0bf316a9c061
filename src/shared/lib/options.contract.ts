import { z } from 'zod';
import { searchText } from './schema-helpers';

/**
 * Most records one GET /api/<records>/options answers (besides the `ids` ones), and how many
 * when the query says nothing: what a picker shows while the user types.
 */
export const optionsMaxLimit = 100;
export const optionsDefaultLimit = 50;

const uuidSchema = z.uuid();

/** `?ids=a,b` or `?ids=a&ids=b`: a list of ids, blanks dropped. */
function splitIds(value: unknown): unknown {
  if (value === undefined) return [];
  const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
  return list
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
}

/** The `ids` of a picker's query: at most optionsMaxLimit ids, each a UUID, else `message`. */
const optionIds = (message: string) =>
  z.preprocess(
    splitIds,
    z
      // Each one a UUID: checked below as one field, so that the message names `ids`.
      .array(z.string().meta({ format: 'uuid' }), { error: message })
      .max(optionsMaxLimit, `At most ${optionsMaxLimit} ids`)
      .refine((ids) => ids.every((id) => uuidSchema.safeParse(id).success), message),
  );

/** `?name=true` or `?name=false`: a yes/no filter of a query (false when left out). */
export const flagParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} is true or false` })
    .optional()
    .transform((value) => value === 'true');

/**
 * The fields every GET /api/<records>/options takes: the records matching `search`, at most
 * `limit` of them (50 unless said, at most 100), plus those among `ids` (e.g. the ones a picker
 * has selected, so they stay labelled) whether they match or not. `idsMessage` answers ids that
 * are not UUIDs ('Ids must be car ids').
 */
const optionsQueryFields = (idsMessage: string) => ({
  search: searchText().optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(optionsMaxLimit, `Limit must be at most ${optionsMaxLimit}`)
    .default(optionsDefaultLimit),
  ids: optionIds(idsMessage),
});

/**
 * The query schema of a GET /api/<records>/options: optionsQueryFields for `noun` ('car': ids
 * that are not UUIDs answer 'Ids must be car ids') plus the feature's own `filters`, described
 * for the API docs by what it `offers` ('active cars by name matching `search` on …').
 */
export const optionsQuerySchema = <S extends z.ZodRawShape>(noun: string, offers: string, filters?: S) =>
  z
    .object({ ...optionsQueryFields(`Ids must be ${noun} ids`), ...filters })
    .describe(
      `For a picker: the first \`limit\` (default ${optionsDefaultLimit}, at most ${optionsMaxLimit}) ${offers}, ` +
        `plus the ${noun}s among \`ids\` (comma-separated or repeated, e.g. the chosen ones), in the same order.`,
    );

/** What a picker's options query holds on the server once parsed: `search`, `limit`, `ids`. */
export interface OptionsFilter {
  /** Matched case-insensitively (what against is the feature's to say). */
  search?: string | undefined;
  limit: number;
  /** Always included (when within the other filters), whatever the search or limit. */
  ids?: readonly string[];
}
