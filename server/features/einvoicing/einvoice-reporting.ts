import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { EInvoiceSubmissionStatus, FatooraMessage } from '../../../domain/einvoice';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { einvoiceDocuments, einvoiceSubmissions, einvoiceUnits } from '../../db/schema';
import type { FatooraAnswer, FatooraApi } from './zatca/fatoora-api';
import type { KeyVault } from './zatca/key-vault';

/**
 * The reporting and clearance queue. A document is claimed by moving its next attempt past a
 * lease, outside any lock held while the Authority is called; its answer is written afterwards.
 * A process that dies between the two leaves the lease to run out and the document is sent again,
 * which the Authority answers as it did the first time.
 */

export interface ReportingContext {
  api: FatooraApi;
  keys(): Promise<KeyVault>;
  clock: Clock;
}

/** How long a claimed document waits before another attempt may take it: longer than a call may last. */
const LEASE_MS = 2 * 60_000;
/** The wait before the next attempt after `attempts` failed ones: a minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const BATCH = 20;

interface Claimed {
  documentId: number;
  attempts: number;
  kind: string;
  hash: string;
  uuid: string;
  xml: string;
  token: string | null;
  secret: string | null;
}

/**
 * Which documents to send: every due one, or only some, due or not (a resend) or only when due (a
 * receipt asked for); `until`, the moment (performance.now()) a background round stops sending.
 */
export interface Selection {
  only?: number[];
  whenDue?: boolean;
  until?: number;
}

async function claimDue(db: Database, clock: Clock, { only, whenDue = false }: Selection): Promise<Claimed[]> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: einvoiceSubmissions.document_id })
      .from(einvoiceSubmissions)
      .where(
        and(
          eq(einvoiceSubmissions.status, 'queued'),
          only ? inArray(einvoiceSubmissions.document_id, only) : undefined,
          !only || whenDue ? lte(einvoiceSubmissions.next_attempt_at, now) : undefined,
        ),
      )
      .orderBy(asc(einvoiceSubmissions.next_attempt_at), asc(einvoiceSubmissions.document_id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map(({ id }) => id);
    await tx
      .update(einvoiceSubmissions)
      .set({
        attempts: sql`${einvoiceSubmissions.attempts} + 1`,
        last_attempt_at: now,
        next_attempt_at: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(einvoiceSubmissions.document_id, ids));
    return tx
      .select({
        documentId: einvoiceDocuments.id,
        attempts: einvoiceSubmissions.attempts,
        kind: einvoiceDocuments.kind,
        hash: einvoiceDocuments.hash,
        uuid: einvoiceDocuments.uuid,
        xml: einvoiceDocuments.xml,
        token: einvoiceUnits.production_token,
        secret: einvoiceUnits.production_secret,
      })
      .from(einvoiceDocuments)
      .innerJoin(einvoiceSubmissions, eq(einvoiceSubmissions.document_id, einvoiceDocuments.id))
      .innerJoin(einvoiceUnits, eq(einvoiceUnits.id, einvoiceDocuments.unit_id))
      .where(inArray(einvoiceDocuments.id, ids))
      .orderBy(asc(einvoiceDocuments.id));
  });
}

/**
 * What an answer makes of a document: accepted (with or without warnings), refused, or, when the
 * Authority could not be reached or failed itself (5xx, 401 with a CSID being renewed, 429), still
 * queued for another attempt. Clearance switched off (303) means the document is reported instead.
 */
function statusOf(kind: string, answer: FatooraAnswer): EInvoiceSubmissionStatus | 'retry' | 'report-instead' {
  if (answer.status === 303) return 'report-instead';
  const warned = answer.messages.some((message) => message.type === 'WARNING');
  if (answer.outcome === 'REPORTED') return warned ? 'reported_with_warnings' : 'reported';
  if (answer.outcome === 'CLEARED') return warned ? 'cleared_with_warnings' : 'cleared';
  if (answer.status === 409) return kind === 'standard' ? 'cleared' : 'reported';
  if (answer.outcome === 'NOT_REPORTED') return 'not_reported';
  if (answer.outcome === 'NOT_CLEARED') return 'not_cleared';
  return 'retry';
}

interface Attempt {
  answer: FatooraAnswer | null;
  status: EInvoiceSubmissionStatus | 'retry';
  messages: FatooraMessage[];
}

/** One call to the Authority for a claimed document, and what it makes of the document. */
async function attempt(context: ReportingContext & { vault: KeyVault }, claimed: Claimed): Promise<Attempt> {
  if (claimed.token === null || claimed.secret === null) {
    const message = 'The unit has no production CSID';
    return {
      answer: null,
      status: 'retry',
      messages: [{ type: 'ERROR', code: 'no-production-csid', category: 'ONBOARDING', message }],
    };
  }
  const credentials = { token: claimed.token, secret: context.vault.open(claimed.secret) };
  const document = { hash: claimed.hash, uuid: claimed.uuid, xml: claimed.xml };
  try {
    let answer =
      claimed.kind === 'standard'
        ? await context.api.clear(credentials, document)
        : await context.api.report(credentials, document);
    let outcome = statusOf(claimed.kind, answer);
    if (outcome === 'report-instead') {
      answer = await context.api.report(credentials, document);
      outcome = statusOf('simplified', answer);
    }
    return { answer, status: outcome === 'report-instead' ? 'retry' : outcome, messages: answer.messages };
  } catch (error) {
    const message = (error as Error).message || 'unreachable';
    return {
      answer: null,
      status: 'retry',
      messages: [{ type: 'ERROR', code: 'unreachable', category: 'NETWORK', message }],
    };
  }
}

async function submitOne(
  db: Database,
  context: ReportingContext & { vault: KeyVault },
  claimed: Claimed,
): Promise<EInvoiceSubmissionStatus> {
  const now = () => context.clock.now();
  const { answer, status, messages } = await attempt(context, claimed);
  await db
    .update(einvoiceSubmissions)
    .set(
      status === 'retry'
        ? {
            http_status: answer?.status ?? null,
            messages,
            next_attempt_at: new Date(now().getTime() + retryDelayMs(claimed.attempts)),
          }
        : {
            status,
            http_status: answer!.status,
            messages,
            cleared_xml: answer!.clearedXml,
            answered_at: now(),
          },
    )
    .where(eq(einvoiceSubmissions.document_id, claimed.documentId));
  return status === 'retry' ? 'queued' : status;
}

/** Sends the documents that are due (or those selected), one batch at a time until none is left; returns how many it sent. */
export async function submitDueDocuments(
  db: Database,
  context: ReportingContext,
  selection: Selection = {},
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(db, context.clock, selection);
    if (claimed.length === 0) return sent;
    const vault = await context.keys();
    for (const document of claimed) await submitOne(db, { ...context, vault }, document);
    sent += claimed.length;
    if (claimed.length < BATCH || selection.only || performance.now() > (selection.until ?? Infinity)) return sent;
  }
}
