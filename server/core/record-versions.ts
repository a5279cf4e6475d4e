import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { RECORD_VERSION_FIELD } from '../../domain/schemas/record';
import { conflict } from '../errors';

type ApiRecord = Record<string, unknown>;

/** Object keys in one order, so that the same content always hashes alike whatever built it. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The version of a record: a hash of every field it answers (its own page's, where it has one),
 * the version itself left out. Any change of what a person reads, in the record's row or in the
 * rows it shows from elsewhere (a company subscription's vehicles, a payment's refunds), gives
 * another version; nothing else does.
 */
export function versionOf(record: ApiRecord): string {
  const { [RECORD_VERSION_FIELD]: _, ...content } = record;
  return createHash('sha256').update(JSON.stringify(content, sortedKeys)).digest('base64url').slice(0, 32);
}

/** The record with its version, where its schema answers one. */
export function withVersion(schema: z.ZodObject, record: ApiRecord): ApiRecord {
  return RECORD_VERSION_FIELD in schema.shape ? { ...record, [RECORD_VERSION_FIELD]: versionOf(record) } : record;
}

/**
 * A decision binds to the record its decider read: `seen` (their `If-Match`) must be the version
 * of the record as it stands now, read under the decision's lock, or nothing is decided (409
 * `record_changed`).
 */
export function assertSeen(seen: string, current: ApiRecord): void {
  if (versionOf(current) !== seen) throw conflict('record_changed');
}
