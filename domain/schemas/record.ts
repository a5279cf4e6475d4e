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
