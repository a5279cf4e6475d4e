import type { GateTypeCode } from '../../../domain/gate-passage';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const gateTypes = pgTable('gate_types', {
  id: serial('id').primaryKey(),
  code: text('code').$type<GateTypeCode>().notNull().unique(),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
});

/** How a subscription or a stay is paid (DESIGN section 3): reference data, the same on every database. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  code: text('code').$type<PaymentMethodCode>().notNull().unique(),
  name_en: text('name_en').notNull(),
  name_ar: text('name_ar').notNull(),
});
