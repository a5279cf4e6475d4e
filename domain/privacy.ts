import { MAX_EVENT_AGE_MS } from './schemas/gate-operations';
import { normalizeSaudiPhone } from './phone';
import { plateKey, readPlate } from './plates';

/**
 * What stands in a personal field once it is redacted (by its retention or a data subject's
 * erase): the row stays, with its money and dates, and no longer says who it was.
 */
export const REDACTED = '[redacted]';

export function isRedacted(value: string | null | undefined): boolean {
  return value === REDACTED;
}

/**
 * The kinds of personal data kept only for a time: a guest's plate and ticket once the stay is
 * closed, a rejected request's contact details, a gate event's answer (kept for the lane's
 * retries), and the mail the product sent.
 */
export const RETENTION_KINDS = ['guest_stays', 'rejected_requests', 'gate_event_answers', 'outbox_mail'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

const DAY_MS = 24 * 60 * 60_000;

/**
 * The days each kind is kept, as shipped. A guest's plate serves a dispute of the stay's charge (a
 * quarter); a rejected applicant may ask why within half a year; mail is read within a month.
 */
export const RETENTION_DEFAULT_DAYS: Record<RetentionKind, number> = {
  guest_stays: 90,
  rejected_requests: 180,
  gate_event_answers: 8,
  outbox_mail: 30,
};

/**
 * The fewest days each kind may be kept: a gate event's answer must outlive the oldest repeat a lane
 * may still send (MAX_EVENT_AGE_MS), or a retried exit would be charged twice.
 */
export const RETENTION_MIN_DAYS: Record<RetentionKind, number> = {
  guest_stays: 1,
  rejected_requests: 1,
  gate_event_answers: Math.ceil(MAX_EVENT_AGE_MS / DAY_MS) + 1,
  outbox_mail: 1,
};

/** Ten years: longer is no retention at all. */
export const RETENTION_MAX_DAYS = 3_650;

export function retentionMs(days: number): number {
  return days * DAY_MS;
}

/** What a data subject is known by. */
export const SUBJECT_KINDS = ['plate', 'phone', 'email'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export interface Subject {
  kind: SubjectKind;
  /** As stored: a plate's key (`ABJ1234`), a phone in E.164, an email in lower case. */
  key: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plate, phone number or email however typed, as stored; null when it reads as no such thing. */
export function readSubject(kind: SubjectKind, input: string): Subject | null {
  const text = input.trim();
  if (kind === 'plate') {
    const plate = readPlate(text);
    return plate.ok ? { kind, key: plateKey(plate.value) } : null;
  }
  if (kind === 'phone') {
    const phone = normalizeSaudiPhone(text);
    return phone ? { kind, key: phone } : null;
  }
  return EMAIL.test(text) ? { kind, key: text.toLowerCase() } : null;
}

/** Every subject a typed text may stand for: a search of the access log by plate, phone or email alike. */
export function subjectsOfText(input: string): Subject[] {
  return SUBJECT_KINDS.map((kind) => readSubject(kind, input)).filter((subject) => subject !== null);
}

/** The key under which an access record is found by its subject: the kind and the stored form. */
export function subjectLookupKey({ kind, key }: Subject): string {
  return `${kind}:${key}`;
}

/** What was opened when personal data was read. */
export const ACCESS_KINDS = [
  'stay',
  'subscription',
  'company_subscription',
  'plate_history',
  'subject_export',
  /** A list of stays or of payments searched (by plate, ticket or reference): the plates its page showed. */
  'stay_search',
  'payment_search',
  /** An integrator's read of sessions with their plates (open data, scope sessions:plates). */
  'open_data_sessions',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
