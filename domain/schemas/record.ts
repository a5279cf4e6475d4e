import { z } from 'zod';

/**
 * Pieces of the records the API answers. A record schema lists every field a resource answers,
 * and only those: the server cuts each answer to it. Times are Dates on the server and ISO text
 * in the JSON answer.
 */
export const timestamp = () => z.date();

export const recordBase = {
  id: z.number().int(),
  created_at: timestamp(),
  updated_at: timestamp(),
};

/** A record as the browser receives it: the JSON answer, times as ISO text (a time that may be absent too). */
export type JsonRecord<Record> = {
  [Field in keyof Record]: Record[Field] extends Date
    ? string
    : Record[Field] extends Date | null
      ? string | null
      : Record[Field];
};

/** The field a record that decisions act on answers its version in (docs/api.md#decisions-bind-to-what-was-seen). */
export const RECORD_VERSION_FIELD = 'version';

/**
 * The version of the record as answered: a decision on it sends this back as `If-Match`, and
 * the server decides only if the record is still the one read.
 */
export const recordVersion = () =>
  z.string().describe('The version of this record as answered; a decision on it sends it back as If-Match');
