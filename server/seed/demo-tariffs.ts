import { addDays, localDate } from '../../domain/local-date';
import { sarToHalalas } from '../../domain/money';
import { checkTariff } from '../../domain/tariff-regulation';
import type { Transaction } from '../db/client';
import { type areas, tariffVersions } from '../db/schema';
import { regulationProfileOf, type TariffVersionRow } from '../features/areas';
import type { DEMO_AREAS } from './demo-data';

const DAY_MS = 86_400_000;
/** Sunday to Thursday, the Saudi working week. */
const WORKDAYS = [0, 1, 2, 3, 4];

/**
 * The demo's tariffs: each area's first version from before its traffic began; the first area's
 * second version, from three weeks ago, prices weekday mornings and evenings as peaks and holds an
 * event in the coming weeks; the second area's raised its fees a month ago.
 */
export async function seedDemoTariffs(
  tx: Transaction,
  areaRows: ReadonlyArray<typeof areas.$inferSelect>,
  demoAreas: typeof DEMO_AREAS,
  now: Date,
  timeZone: string,
): Promise<Map<number, TariffVersionRow[]>> {
  const firstVersions = areaRows.map((area, index) => {
    const { free_minutes, grace_minutes, cooldown_minutes, hourly_fee, after_first_hour_fee, daily_cap } =
      demoAreas[index]!;
    const values = {
      free_minutes,
      grace_minutes,
      cooldown_minutes,
      hourly_fee_halalas: sarToHalalas(hourly_fee),
      after_first_hour_fee_halalas: sarToHalalas(after_first_hour_fee),
      daily_cap_halalas: sarToHalalas(daily_cap),
    };
    return {
      ...values,
      area_id: area.id,
      effective_from: new Date(now.getTime() - 400 * DAY_MS),
      regulation_warnings: checkTariff(values, regulationProfileOf(area)).warned,
    };
  });
  const [peakArea, raisedArea] = firstVersions;
  const eventStart = addDays(localDate(now, timeZone), 12);
  const laterVersions = [
    {
      ...peakArea!,
      effective_from: new Date(now.getTime() - 21 * DAY_MS),
      peaks: [
        { days: WORKDAYS, starts_at: '07:00', ends_at: '10:00', hourly_fee_halalas: 800 },
        { days: WORKDAYS, starts_at: '16:00', ends_at: '19:00', hourly_fee_halalas: 800 },
      ],
      event_days: [
        {
          name: 'Riyadh Season opening',
          name_ar: 'افتتاح موسم الرياض',
          starts_on: eventStart,
          ends_on: addDays(eventStart, 1),
          hourly_fee_halalas: 1500,
          daily_cap_halalas: 9000,
          prepayment: true,
        },
      ],
    },
    {
      ...raisedArea!,
      effective_from: new Date(now.getTime() - 30 * DAY_MS),
      hourly_fee_halalas: raisedArea!.hourly_fee_halalas + 100,
      after_first_hour_fee_halalas: raisedArea!.after_first_hour_fee_halalas + 100,
    },
  ];
  // Each later version judged on its own prices: the event paid at the entry breaks the free minutes.
  const judged = laterVersions.map((version, index) => ({
    ...version,
    regulation_warnings: checkTariff(version, regulationProfileOf(areaRows[index]!)).warned,
  }));
  const rows = await tx
    .insert(tariffVersions)
    .values([...firstVersions, ...judged])
    .returning();
  const versionsOf = new Map<number, TariffVersionRow[]>();
  for (const row of rows) versionsOf.set(row.area_id, [...(versionsOf.get(row.area_id) ?? []), row]);
  return versionsOf;
}
