import { eq, inArray, lt, sql } from 'drizzle-orm';
import { halalasToSar } from '../../../domain/money';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { einvoiceDocumentFilterSchema, einvoiceDocumentRecordSchema } from '../../../domain/schemas/einvoice';
import { einvoiceDocuments, einvoiceSubmissions, einvoiceUnits } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

type Submission = typeof einvoiceSubmissions.$inferSelect;
type Derived = { submission: Submission; area_id: number; unit_name: string };

/**
 * The signed documents with their way to the Authority: the reporting view. Read-only: a document
 * never changes (the database refuses), and a resend is its own route (server/features/einvoicing/einvoicing.routes.ts).
 */
export const einvoiceDocumentsResource: ResourceDefinition<typeof einvoiceDocuments, unknown, unknown, Derived> = {
  name: 'einvoice-documents',
  listsFromReplica: true,
  table: einvoiceDocuments,
  record: einvoiceDocumentRecordSchema,
  sortColumns: {
    id: einvoiceDocuments.id,
    issued_at: einvoiceDocuments.issued_at,
    counter: einvoiceDocuments.counter,
    total: einvoiceDocuments.total_halalas,
  },
  defaultSort: ['id', 'DESC'],
  filterSchema: einvoiceDocumentFilterSchema,
  filterColumns: {
    unit_id: einvoiceDocuments.unit_id,
    payment_transaction_id: einvoiceDocuments.payment_transaction_id,
    kind: einvoiceDocuments.kind,
    type: einvoiceDocuments.type,
  },
  search: (pattern) =>
    sql`(${einvoiceDocuments.number} ilike ${pattern} or ${einvoiceDocuments.uuid} ilike ${pattern})`,
  filterWhere: ({ status, area_id, from, to }, clock, floors) => [
    typeof area_id === 'number'
      ? inArray(
          einvoiceDocuments.unit_id,
          sql`(select ${einvoiceUnits.id} from ${einvoiceUnits} where ${einvoiceUnits.area_id} = ${area_id})`,
        )
      : undefined,
    typeof status === 'string'
      ? inArray(
          einvoiceDocuments.id,
          sql`(select ${einvoiceSubmissions.document_id} from ${einvoiceSubmissions} where ${einvoiceSubmissions.status} = ${status})`,
        )
      : undefined,
    typeof from === 'string'
      ? floors.since(einvoiceDocuments.issued_at, startOfLocalDay(from, clock.timeZone))
      : undefined,
    typeof to === 'string' ? lt(einvoiceDocuments.issued_at, endOfLocalDay(to, clock.timeZone)) : undefined,
  ],
  async withDerived(db, rows) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const found = await db
      .select({ submission: einvoiceSubmissions, area_id: einvoiceUnits.area_id, unit_name: einvoiceUnits.common_name })
      .from(einvoiceDocuments)
      .innerJoin(einvoiceSubmissions, eq(einvoiceSubmissions.document_id, einvoiceDocuments.id))
      .innerJoin(einvoiceUnits, eq(einvoiceUnits.id, einvoiceDocuments.unit_id))
      .where(inArray(einvoiceDocuments.id, ids));
    const byId = new Map(found.map((entry) => [entry.submission.document_id, entry]));
    return rows.map((row) => ({ ...row, ...byId.get(row.id)! }));
  },
  toRecord: ({ submission, total_halalas, vat_halalas, xml: _xml, ...row }) => ({
    ...row,
    total: halalasToSar(total_halalas),
    vat: halalasToSar(vat_halalas),
    status: submission.status,
    attempts: submission.attempts,
    next_attempt_at: submission.next_attempt_at,
    answered_at: submission.answered_at,
    http_status: submission.http_status,
    messages: submission.messages,
  }),
};
