import { sql } from 'drizzle-orm';
import {
  EINVOICE_DOCUMENT_KINDS,
  EINVOICE_DOCUMENT_TYPES,
  EINVOICE_SUBMISSION_STATUSES,
  EINVOICE_UNIT_STATUSES,
  FATOORA_ENVIRONMENTS,
  type EInvoiceBuyer,
  type EInvoiceDocumentKind,
  type EInvoiceDocumentType,
  type EInvoiceSubmissionStatus,
  type EInvoiceUnitStatus,
  type FatooraEnvironment,
  type FatooraMessage,
} from '../../../domain/einvoice';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';
import { areas } from './areas';
import { paymentTransactions } from './payments';

/**
 * An e-invoice generation unit (EGS): one signer and one chain of documents. Each area has its
 * own, so each area's exits chain their own documents. Its private key is kept encrypted
 * (server/features/einvoicing/zatca/key-vault.ts); `counter` and `last_hash` are its chain's head, moved under the
 * unit's row lock in the transaction that writes the document.
 */
export const einvoiceUnits = pgTable(
  'einvoice_units',
  {
    id: serial('id').primaryKey(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    common_name: text('common_name').notNull(),
    serial_number: text('serial_number').notNull(),
    invoice_types: text('invoice_types').notNull(),
    environment: text('environment').$type<FatooraEnvironment>().notNull(),
    status: text('status').$type<EInvoiceUnitStatus>().$type<EInvoiceUnitStatus>().notNull().default('new'),
    private_key: text('private_key').notNull(),
    csr: text('csr').notNull(),
    compliance_request_id: text('compliance_request_id'),
    compliance_token: text('compliance_token'),
    compliance_secret: text('compliance_secret'),
    /** The document types whose compliance check passed, with the Authority's answer. */
    compliance_checks: jsonb('compliance_checks').$type<Record<string, string>>().notNull().default({}),
    production_token: text('production_token'),
    production_secret: text('production_secret'),
    certificate_expires_at: timestamp('certificate_expires_at', { withTimezone: true }),
    counter: integer('counter').notNull().default(0),
    last_hash: text('last_hash').notNull(),
    ...timestamps,
  },
  (table) => [
    index('einvoice_units_area_idx').on(table.area_id),
    // One unit signs an area's documents at a time; a revoked one keeps its documents.
    uniqueIndex('einvoice_units_one_active_per_area')
      .on(table.area_id)
      .where(sql`${table.status} = 'active'`),
    check('einvoice_units_status_check', oneOf(table.status, EINVOICE_UNIT_STATUSES)),
    check('einvoice_units_environment_check', oneOf(table.environment, FATOORA_ENVIRONMENTS)),
  ],
);

/**
 * A signed tax document, byte for byte as it was hashed, signed and sent: never changed, never
 * deleted (a trigger, migration 0028), kept for the six years the law asks. A refund's credit note
 * names the invoice it corrects; the payment it states is never edited after it.
 */
export const einvoiceDocuments = pgTable(
  'einvoice_documents',
  {
    id: serial('id').primaryKey(),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => einvoiceUnits.id),
    counter: integer('counter').notNull(),
    number: text('number').notNull(),
    uuid: text('uuid').notNull(),
    kind: text('kind').$type<EInvoiceDocumentKind>().$type<EInvoiceDocumentKind>().notNull(),
    type: text('type').$type<EInvoiceDocumentType>().notNull(),
    payment_transaction_id: integer('payment_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    corrects_id: integer('corrects_id').references((): AnyPgColumn => einvoiceDocuments.id),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    total_halalas: integer('total_halalas').notNull(),
    vat_halalas: integer('vat_halalas').notNull(),
    previous_hash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    qr: text('qr').notNull(),
    xml: text('xml').notNull(),
    /** The buyer a standard document names (its XML states it too), for the printed invoice; null on a simplified one. */
    buyer: jsonb('buyer').$type<EInvoiceBuyer>(),
  },
  (table) => [
    uniqueIndex('einvoice_documents_unit_counter_unique').on(table.unit_id, table.counter),
    uniqueIndex('einvoice_documents_number_unique').on(table.number),
    uniqueIndex('einvoice_documents_uuid_unique').on(table.uuid),
    uniqueIndex('einvoice_documents_payment_unique').on(table.payment_transaction_id),
    index('einvoice_documents_corrects_idx').on(table.corrects_id),
    index('einvoice_documents_issued_idx').on(table.issued_at, table.id),
    check('einvoice_documents_kind_check', oneOf(table.kind, EINVOICE_DOCUMENT_KINDS)),
    check('einvoice_documents_type_check', oneOf(table.type, EINVOICE_DOCUMENT_TYPES)),
    check('einvoice_documents_counter_check', sql`${table.counter} > 0`),
    check('einvoice_documents_amounts_check', sql`${table.total_halalas} > 0 and ${table.vat_halalas} >= 0`),
  ],
);

/**
 * Paid payments waiting for their document, written by a trigger (migration 0028) in the
 * payment's own transaction whenever a payment of some money is paid in an area with an active
 * unit, however it was written; the issuer (server/features/einvoicing/einvoice-issuer.ts) drains it in order under
 * the unit's lock, so a payment never waits on signing and none is missed.
 */
export const einvoicePending = pgTable(
  'einvoice_pending',
  {
    payment_transaction_id: integer('payment_transaction_id')
      .primaryKey()
      .references(() => paymentTransactions.id),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => einvoiceUnits.id),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('einvoice_pending_unit_idx').on(table.unit_id, table.payment_transaction_id)],
);

/**
 * A document's way to the Authority: the reporting or clearance queue (attempts, when next) and
 * the Authority's last answer. Apart from the document, which never changes.
 */
export const einvoiceSubmissions = pgTable(
  'einvoice_submissions',
  {
    document_id: integer('document_id')
      .primaryKey()
      .references(() => einvoiceDocuments.id),
    status: text('status')
      .$type<EInvoiceSubmissionStatus>()
      .$type<EInvoiceSubmissionStatus>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    /** The HTTP status of the last answer, or null when the Authority could not be reached. */
    http_status: integer('http_status'),
    messages: jsonb('messages').$type<FatooraMessage[]>().notNull().default([]),
    /** The document as the Authority cleared and stamped it (standard documents). */
    cleared_xml: text('cleared_xml'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('einvoice_submissions_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.status} = 'queued'`),
    index('einvoice_submissions_status_idx').on(table.status),
    check('einvoice_submissions_status_check', oneOf(table.status, EINVOICE_SUBMISSION_STATUSES)),
  ],
);

/**
 * The embedded Fatoora simulator's memory, standing in for the Authority's: the CSIDs it issued
 * and the documents it received. Nothing of the product reads these tables.
 */
export const fatooraSimulatorCsids = pgTable('fatoora_simulator_csids', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  token: text('token').notNull().unique(),
  secret: text('secret').notNull(),
  certificate: text('certificate').notNull(),
  /** The request it was issued for: a production CSID is issued for the compliance CSID's. */
  csr: text('csr').notNull(),
  /** The compliance checks passed with this CSID, by document type. */
  checks: jsonb('checks').$type<string[]>().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fatooraSimulatorDocuments = pgTable(
  'fatoora_simulator_documents',
  {
    uuid: text('uuid').primaryKey(),
    /** The signer: its certificate's serial number. */
    signer: text('signer').notNull(),
    counter: integer('counter').notNull(),
    hash: text('hash').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('fatoora_simulator_documents_signer_counter').on(table.signer, table.counter)],
);
