import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { TariffVersionBody } from '../../../domain/schemas/tariff-version';
import type { Tariff } from '../../../domain/tariff';
import type { EventDay } from '../../../domain/tariff-windows';
import { checkTariff, type RegulationProfile, TARIFF_RULES, type TariffRule } from '../../../domain/tariff-regulation';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import type { Slot } from '../../db/built-once';
import { areas, tariffVersions } from '../../db/schema';
import { badInput, refusal } from '../../errors';
import { VALIDATION } from '../../../domain/validation-messages';

export type TariffVersionRow = typeof tariffVersions.$inferSelect;
type AreaRow = typeof areas.$inferSelect;

/** The order of an area's versions that puts the one in force at `at` first. */
function inForceFirst(at: SQL) {
  const started = sql`${tariffVersions.effective_from} <= ${at}`;
  return [
    sql`${started} desc`,
    sql`case when ${started} then ${tariffVersions.effective_from} end desc nulls last`,
    tariffVersions.effective_from,
    sql`${tariffVersions.id} desc`,
  ];
}

/**
 * A value of each area's version in force now, for sorting a list of areas by it: now is the
 * database's, as a sort is no decision of the day.
 */
export function inForceValue(areaId: PgColumn, value: PgColumn): SQL {
  return sql`(select ${value} from ${tariffVersions} where ${tariffVersions.area_id} = ${areaId} order by ${sql.join(inForceFirst(sql`now()`), sql`, `)} limit 1)`;
}

/**
 * The version in force at `at` of each area: the latest that has started by then (the later
 * written of two that start together); for an instant before an area's first version, that one.
 */
export async function versionsInForce(
  db: Database | Transaction,
  areaIds: readonly number[],
  at: Date,
): Promise<Map<number, TariffVersionRow>> {
  if (areaIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([tariffVersions.area_id])
    .from(tariffVersions)
    .where(inArray(tariffVersions.area_id, [...areaIds]))
    .orderBy(tariffVersions.area_id, ...inForceFirst(sql`${at.toISOString()}::timestamptz`));
  return new Map(rows.map((row) => [row.area_id, row]));
}

/**
 * The same choice's id for the area of `areaId`, a column of the statement that asks it or a slot,
 * at the instant its slot `at` is given (a gate entry's lock, built once, reads the version with its
 * area's row by it).
 */
export function versionInForceIdOf(areaId: PgColumn | Slot, at: Slot): SQL<number> {
  return sql`(select ${tariffVersions.id} from ${tariffVersions} where ${tariffVersions.area_id} = ${areaId} order by ${sql.join(inForceFirst(sql`${at}::timestamptz`), sql`, `)} limit 1)`;
}

/** The same choice among an area's versions already read (the demo's stays, thousands at once). */
export function versionAmong(versions: readonly TariffVersionRow[], at: Date): TariffVersionRow {
  const started = versions.filter((version) => version.effective_from <= at);
  const byStart = (one: TariffVersionRow, other: TariffVersionRow) =>
    one.effective_from.getTime() - other.effective_from.getTime() || one.id - other.id;
  return started.length > 0 ? started.sort(byStart).at(-1)! : [...versions].sort(byStart)[0]!;
}

export async function versionInForce(db: Database | Transaction, areaId: number, at: Date) {
  return (await versionsInForce(db, [areaId], at)).get(areaId)!;
}

const BASE_VALUES = [
  'free_minutes',
  'grace_minutes',
  'cooldown_minutes',
  'hourly_fee_halalas',
  'after_first_hour_fee_halalas',
  'daily_cap_halalas',
] as const;

/** The six base values of a version, as the engine reads them. */
function baseTariff(version: Tariff): Tariff {
  return Object.fromEntries(BASE_VALUES.map((field) => [field, version[field]])) as unknown as Tariff;
}

/** Whether two versions have the same six base values. */
export function sameBaseValues(one: Tariff, other: Tariff): boolean {
  return BASE_VALUES.every((field) => one[field] === other[field]);
}

/**
 * A version as a stay freezes it at its entry: its values, windows and exemption, its id, and the
 * operator's time zone its windows are read in, so its price never depends on a later setting.
 */
export function frozenTariff(version: TariffVersionRow, timeZone: string): Tariff {
  return {
    ...baseTariff(version),
    peaks: version.peaks,
    event_days: version.event_days,
    disability_free: version.disability_free,
    time_zone: timeZone,
    version_id: version.id,
  };
}

/** The six base values in SAR, as an area's record and a version's show them. */
export function baseTariffInSar(version: Tariff) {
  const { hourly_fee_halalas, after_first_hour_fee_halalas, daily_cap_halalas, ...minutes } = baseTariff(version);
  return {
    ...minutes,
    hourly_fee: halalasToSar(hourly_fee_halalas),
    after_first_hour_fee: halalasToSar(after_first_hour_fee_halalas),
    daily_cap: halalasToSar(daily_cap_halalas),
  };
}

/** An event day as the API answers it: its fees in SAR, its Arabic name null where it has none. */
export function eventDayInSar({ hourly_fee_halalas, daily_cap_halalas, ...event }: EventDay) {
  return {
    ...event,
    name_ar: event.name_ar ?? null,
    hourly_fee: halalasToSar(hourly_fee_halalas),
    daily_cap: halalasToSar(daily_cap_halalas),
  };
}

/** The values a version body gives, in halalas as the table keeps them. */
export function versionValues(body: TariffVersionBody) {
  return {
    free_minutes: body.free_minutes,
    grace_minutes: body.grace_minutes,
    cooldown_minutes: body.cooldown_minutes,
    hourly_fee_halalas: sarToHalalas(body.hourly_fee),
    after_first_hour_fee_halalas: sarToHalalas(body.after_first_hour_fee),
    daily_cap_halalas: sarToHalalas(body.daily_cap),
    disability_free: body.disability_free,
    peaks: body.peaks.map(({ hourly_fee, ...peak }) => ({ ...peak, hourly_fee_halalas: sarToHalalas(hourly_fee) })),
    event_days: body.event_days.map(({ hourly_fee, daily_cap, ...event }) => ({
      ...event,
      hourly_fee_halalas: sarToHalalas(hourly_fee),
      daily_cap_halalas: sarToHalalas(daily_cap),
    })),
  };
}

export function regulationProfileOf(area: AreaRow): RegulationProfile {
  return Object.fromEntries(TARIFF_RULES.map((rule) => [rule, area[`rule_${rule}`]])) as RegulationProfile;
}

const REFUSAL_OF_RULE = {
  first_minutes_free: 'tariff_rule_first_minutes_free',
  disability_free: 'tariff_rule_disability_free',
} as const satisfies Record<TariffRule, string>;

/**
 * The rules a version breaks that its area's profile only warns of, to be kept with it; one it
 * refuses is a 422 naming the first such rule (and, in `rules`, all of them), and nothing is written.
 */
export async function regulationWarnings(
  tx: Transaction,
  areaId: number,
  values: ReturnType<typeof versionValues>,
): Promise<TariffRule[]> {
  const [area] = await tx.select().from(areas).where(eq(areas.id, areaId));
  if (!area) throw badInput({ area_id: VALIDATION.invalidChoice });
  const { refused, warned } = checkTariff(values, regulationProfileOf(area));
  if (refused.length > 0) throw refusal(REFUSAL_OF_RULE[refused[0]!], { rules: refused });
  return warned;
}

/** When a version will hold: as asked, or now; never before now, since what has started is never rewritten. */
export function effectiveFromOf(body: TariffVersionBody, clock: Clock): Date {
  const now = clock.now();
  if (body.effective_from && body.effective_from < now) throw badInput({ effective_from: VALIDATION.notInPast });
  return body.effective_from ?? now;
}

/** Whether each version is the one in force now of its area. */
export async function inForceNow(db: Database | Transaction, rows: readonly TariffVersionRow[], clock: Clock) {
  const inForce = await versionsInForce(db, [...new Set(rows.map((row) => row.area_id))], clock.now());
  return rows.map((row) => ({ ...row, in_force: inForce.get(row.area_id)?.id === row.id }));
}
