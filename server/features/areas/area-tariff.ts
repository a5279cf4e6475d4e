import type { Area } from '../../../domain/schemas/area';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/client';
import { type areas, tariffVersions } from '../../db/schema';
import { tariffVersionsResource } from './tariff-versions.resource';
import type { Caller } from '../../core/auth';
import { answerOf, audit } from '../../core/crud';
import { regulationWarnings, sameBaseValues, versionInForce, versionValues } from './tariff-versions';

type AreaRow = typeof areas.$inferSelect;

/** A version of the area's six base values from its form, holding from now, with no windows. */
/** The tariff version an area's form describes: its six base values, no windows, the exemption on. */
export function versionOfForm(area: Area) {
  return versionValues({
    effective_from: undefined,
    free_minutes: area.free_minutes,
    grace_minutes: area.grace_minutes,
    cooldown_minutes: area.cooldown_minutes,
    hourly_fee: area.hourly_fee,
    after_first_hour_fee: area.after_first_hour_fee,
    daily_cap: area.daily_cap,
    disability_free: true,
    peaks: [],
    event_days: [],
  });
}

type VersionValues = ReturnType<typeof versionValues>;

/** A version from now, checked against the area's municipal rules, with its audit row. */
async function publish(tx: Transaction, caller: Caller, clock: Clock, areaId: number, values: VersionValues) {
  const [version] = await tx
    .insert(tariffVersions)
    .values({
      ...values,
      area_id: areaId,
      effective_from: clock.now(),
      regulation_warnings: await regulationWarnings(tx, areaId, values),
      created_by: caller.id,
    })
    .returning();
  const record = await answerOf(tx, clock, tariffVersionsResource, version!);
  await audit(tx, caller, tariffVersionsResource, 'create', version!.id, null, record);
}

/** A new area's tariff, from its form: its first version, holding from now. */
export async function publishFirstVersion(tx: Transaction, area: AreaRow, body: Area, caller: Caller, clock: Clock) {
  await publish(tx, caller, clock, area.id, versionOfForm(body));
}

/**
 * An area's form saved with other base values than the version in force: a new version from
 * now that keeps the windows and the exemption of the one in force. The same values publish nothing.
 */
export async function publishChangedTariff(tx: Transaction, area: AreaRow, body: Area, caller: Caller, clock: Clock) {
  const current = await versionInForce(tx, area.id, clock.now());
  const changed = versionOfForm(body);
  if (sameBaseValues(current, changed)) return;
  await publish(tx, caller, clock, area.id, {
    ...changed,
    disability_free: current.disability_free,
    peaks: current.peaks,
    event_days: current.event_days.map((event) => ({ ...event, name_ar: event.name_ar ?? null })),
  });
}
