import { sql } from 'drizzle-orm';
import { type RetentionKind, RETENTION_KINDS } from '../../../domain/privacy';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

/**
 * How long each kind of personal data is kept (domain/privacy.ts): one row per kind, written by
 * the reference data with the defaults and changed by the super admin only.
 */
export const retentionPeriods = pgTable(
  'retention_periods',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<RetentionKind>().notNull(),
    days: integer('days').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('retention_periods_kind_unique').on(table.kind),
    check('retention_periods_kind_check', oneOf(table.kind, RETENTION_KINDS)),
    check('retention_periods_days_check', sql`${table.days} > 0`),
  ],
);
