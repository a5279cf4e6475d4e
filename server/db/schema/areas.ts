import { sql } from 'drizzle-orm';
import { type GateStatus, GATE_STATUSES } from '../../../domain/schemas/gate';
import { RULE_MODES } from '../../../domain/tariff-regulation';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, searchIndex, nameSortIndexes, timestamps } from './columns';
import { gateTypes } from './reference';

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    max_capacity: integer('max_capacity').notNull(),
    subscription_capacity: integer('subscription_capacity').notNull(),
    guest_ticket_capacity: integer('guest_ticket_capacity').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    /** What breaking each municipal rule does to a tariff version of this area (domain/tariff-regulation.ts). */
    rule_first_minutes_free: text('rule_first_minutes_free').notNull().default('warn'),
    rule_disability_free: text('rule_disability_free').notNull().default('warn'),
    search_text: text('search_text').notNull().default(''),
    /** The folded names (domain/arabic), unique: "Riyadh Mall" and "riyadh  mall" are one name. */
    name_key: text('name_key'),
    name_ar_key: text('name_ar_key'),
    ...timestamps,
  },
  (table) => [
    index('areas_name_idx').on(table.name),
    ...nameSortIndexes('areas', table, [table.is_active]),
    searchIndex('areas', table.search_text),
    uniqueIndex('areas_name_key_unique').on(table.name_key),
    uniqueIndex('areas_name_ar_key_unique').on(table.name_ar_key),
    check(
      'areas_capacities_check',
      sql`${table.max_capacity} >= 1 and ${table.subscription_capacity} >= 0 and ${table.guest_ticket_capacity} >= 0`,
    ),
    check('areas_rule_first_minutes_free_check', oneOf(table.rule_first_minutes_free, RULE_MODES)),
    check('areas_rule_disability_free_check', oneOf(table.rule_disability_free, RULE_MODES)),
  ],
);

export const gates = pgTable(
  'gates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    description: text('description'),
    gate_type_id: integer('gate_type_id')
      .notNull()
      .references(() => gateTypes.id),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    status: text('status').$type<GateStatus>().notNull().default('active'),
    search_text: text('search_text').notNull().default(''),
    name_key: text('name_key'),
    name_ar_key: text('name_ar_key'),
    ...timestamps,
  },
  (table) => [
    index('gates_area_idx').on(table.area_id),
    index('gates_gate_type_idx').on(table.gate_type_id),
    ...nameSortIndexes('gates', table, [table.area_id, table.gate_type_id, table.status]),
    searchIndex('gates', table.search_text),
    uniqueIndex('gates_area_name_key_unique').on(table.area_id, table.name_key),
    uniqueIndex('gates_area_name_ar_key_unique').on(table.area_id, table.name_ar_key),
    check('gates_status_check', oneOf(table.status, GATE_STATUSES)),
  ],
);

export const subAreas = pgTable(
  'sub_areas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_ar: text('name_ar'),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id),
    max_capacity: integer('max_capacity'),
    search_text: text('search_text').notNull().default(''),
    name_key: text('name_key'),
    name_ar_key: text('name_ar_key'),
    ...timestamps,
  },
  (table) => [
    index('sub_areas_area_idx').on(table.area_id),
    ...nameSortIndexes('sub_areas', table, [table.area_id]),
    searchIndex('sub_areas', table.search_text),
    uniqueIndex('sub_areas_area_name_key_unique').on(table.area_id, table.name_key),
    uniqueIndex('sub_areas_area_name_ar_key_unique').on(table.area_id, table.name_ar_key),
    check('sub_areas_max_capacity_check', sql`${table.max_capacity} >= 1`),
  ],
);
