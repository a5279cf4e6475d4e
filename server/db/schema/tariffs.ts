import { sql } from 'drizzle-orm';
import type { EventDay, PeakWindow } from '../../../domain/tariff-windows';
import type { TariffRule } from '../../../domain/tariff-regulation';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { areas } from './areas';
import { users } from './staff';

/**
 * The versions of an area's tariff, each holding from `effective_from`: the one in force at an
 * instant is the latest that has started by then (the later written of two that start together).
 * One that has started is never changed: a change is a new version. A stay freezes the version
 * in force at its entry (`vehicles.tariff`, with the version's id and the operator's time zone).
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: serial('id').primaryKey(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull(),
    free_minutes: integer('free_minutes').notNull(),
    grace_minutes: integer('grace_minutes').notNull(),
    cooldown_minutes: integer('cooldown_minutes').notNull(),
    hourly_fee_halalas: integer('hourly_fee_halalas').notNull(),
    after_first_hour_fee_halalas: integer('after_first_hour_fee_halalas').notNull(),
    daily_cap_halalas: integer('daily_cap_halalas').notNull(),
    disability_free: boolean('disability_free').notNull().default(true),
    peaks: jsonb('peaks').$type<PeakWindow[]>().notNull().default([]),
    event_days: jsonb('event_days').$type<EventDay[]>().notNull().default([]),
    /** The municipal rules it broke when it was published under a profile that warns. */
    regulation_warnings: jsonb('regulation_warnings').$type<TariffRule[]>().notNull().default([]),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tariff_versions_area_from_idx').on(table.area_id, table.effective_from, table.id),
    index('tariff_versions_created_by_idx').on(table.created_by),
    check(
      'tariff_versions_minutes_check',
      sql`${table.free_minutes} >= 0 and ${table.grace_minutes} >= 0 and ${table.cooldown_minutes} >= 0`,
    ),
    check(
      'tariff_versions_fees_check',
      sql`${table.hourly_fee_halalas} >= 0 and ${table.after_first_hour_fee_halalas} >= 0 and ${table.daily_cap_halalas} >= 0`,
    ),
  ],
);
