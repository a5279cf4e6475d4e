import { createHash } from 'node:crypto';
import { arrayOverlaps, gte, lt, type SQL } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../domain/local-date';
import { plateKey } from '../../domain/plates';
import { type AccessKind, isRedacted, type Subject, subjectLookupKey, subjectsOfText } from '../../domain/privacy';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { accessLog } from '../db/schema';
import type { Caller } from './auth';

/**
 * The key an access record is found by: a hash of the subject's stored form, so that the log finds
 * every reading of a plate or phone asked about without keeping it readable once it is erased.
 */
export function hashedSubjectKey(subject: Subject): string {
  return createHash('sha256').update(subjectLookupKey(subject)).digest('hex');
}

export interface Access {
  kind: AccessKind;
  recordId: number | null;
  subjects: readonly Subject[];
}

/** Who read: a member of staff, or an integrator of the open data API (no account, no role: its name, and its id as the record). */
export type Reader = Pick<Caller, 'name'> & { id: number | null; role_id: number | null };

/** Records that the reader was shown these subjects' data: one insert, in the request that showed it. */
export async function recordAccess(db: Database | Transaction, reader: Reader, access: Access): Promise<void> {
  const unique = new Map(access.subjects.map((subject) => [subjectLookupKey(subject), subject]));
  await db.insert(accessLog).values({
    actor_id: reader.id,
    actor_name: reader.name,
    actor_role_id: reader.role_id,
    kind: access.kind,
    record_id: access.recordId,
    subjects: [...unique.values()].map((subject) => subject.key).join(', '),
    subject_keys: [...unique.values()].map(hashedSubjectKey),
  });
}

/** The access log's filters beyond its exact columns: the subject however typed, and the local days. */
export function accessLogFilterWhere(
  { subject, from, to }: { subject?: unknown; from?: unknown; to?: unknown },
  clock: Clock,
): Array<SQL | undefined> {
  const keys = typeof subject === 'string' && subject ? subjectsOfText(subject).map(hashedSubjectKey) : undefined;
  return [
    // A text that reads as no plate, phone or email matches nothing rather than everything.
    keys ? arrayOverlaps(accessLog.subject_keys, keys.length > 0 ? keys : ['']) : undefined,
    typeof from === 'string' ? gte(accessLog.at, startOfLocalDay(from, clock.timeZone)) : undefined,
    typeof to === 'string' ? lt(accessLog.at, endOfLocalDay(to, clock.timeZone)) : undefined,
  ];
}

interface PlateFields {
  plate_letters: string;
  plate_number: string;
}

/** The subjects a record shows: its phone, email and plates, those not redacted. */
export function subjectsShown({
  phone,
  email,
  vehicles = [],
}: {
  phone?: string | null;
  email?: string | null;
  vehicles?: readonly PlateFields[];
}): Subject[] {
  const subjects: Subject[] = [];
  if (phone && !isRedacted(phone)) subjects.push({ kind: 'phone', key: phone });
  if (email && !isRedacted(email)) subjects.push({ kind: 'email', key: email.toLowerCase() });
  for (const { plate_letters, plate_number } of vehicles)
    if (!isRedacted(plate_letters))
      subjects.push({ kind: 'plate', key: plateKey({ letters: plate_letters, number: plate_number }) });
  return subjects;
}

/**
 * Records a read that showed a plate's history: a list searched down to some plates (a stay's or a
 * payment's), an integrator's sessions with their plates. Nothing when it showed no plate.
 */
export async function recordPlatesShown(
  db: Database | Transaction,
  reader: Reader,
  kind: AccessKind,
  recordId: number | null,
  plates: ReadonlyArray<string | null>,
): Promise<void> {
  const subjects = plates.flatMap((key) => (key && !isRedacted(key) ? [{ kind: 'plate' as const, key }] : []));
  if (subjects.length > 0) await recordAccess(db, reader, { kind, recordId, subjects });
}
