import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { LaneAlarmKind } from '../../../domain/lane-devices';
import { ROLE } from '../../../domain/roles';
import type { LaneAlarm } from '../../../domain/schemas/lane-health';
import type { Database, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { gates, laneAlarms, laneDevices } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { recordAudit } from '../../core/audit';
import type { Caller } from '../../core/auth';
import { consoleGateOf } from '../areas';
import { announce } from '../../core/live-events';

/**
 * A lane's alarms: raised by whichever server instance sees the cause first (a second raise of an
 * open alarm of the same device and kind is a no-op, by the partial unique index), and kept until
 * a person acknowledges them. A silent device heard from again does not clear its alarm: the list
 * shows it back, and a person still acknowledges it.
 */

/** The alarms just raised, announced to the live screens of their areas. */
async function announceRaised(tx: Transaction | Database, raised: SQL): Promise<void> {
  const rows = await rawRows<{ id: number; gate_id: number; area_id: number }>(tx, raised);
  for (const alarm of rows)
    await announce(tx, { topic: 'lane_alarm', area_id: alarm.area_id, gate_id: alarm.gate_id, id: alarm.id });
}

/** Raises the device's alarm of this kind unless one is open already. */
export async function raiseLaneAlarm(
  tx: Transaction | Database,
  device: { id: number; gate_id: number },
  kind: LaneAlarmKind,
  at: Date,
): Promise<void> {
  await announceRaised(
    tx,
    sql`
    insert into lane_alarms (device_id, gate_id, kind, raised_at)
    values (${device.id}, ${device.gate_id}, ${kind}, ${at.toISOString()})
    on conflict (device_id, kind) where acknowledged_at is null do nothing
    returning id, gate_id, (select area_id from gates where gates.id = lane_alarms.gate_id) as area_id`,
  );
}

/**
 * Raises a `silent` alarm for every active device not heard from for longer than its heartbeat.
 * A device never heard from is not yet installed, and raises nothing.
 */
export async function raiseSilenceAlarms(db: Database, now: Date): Promise<void> {
  await announceRaised(
    db,
    sql`
    insert into lane_alarms (device_id, gate_id, kind, raised_at)
    select id, gate_id, 'silent', ${now.toISOString()}
      from lane_devices
     where status = 'active'
       and last_seen_at < ${now.toISOString()}::timestamptz - make_interval(secs => heartbeat_seconds)
    on conflict (device_id, kind) where acknowledged_at is null do nothing
    returning id, gate_id, (select area_id from gates where gates.id = lane_alarms.gate_id) as area_id`,
  );
}

/** How often each server instance looks for silent devices; the lists look too, when they are read. */
export const SILENCE_CHECK_EVERY_MS = 30_000;

const alarmColumns = {
  id: laneAlarms.id,
  kind: laneAlarms.kind,
  device_id: laneAlarms.device_id,
  device_name: laneDevices.name,
  gate_id: laneAlarms.gate_id,
  gate_name: gates.name,
  gate_name_ar: gates.name_ar,
  area_id: gates.area_id,
  raised_at: laneAlarms.raised_at,
  last_seen_at: laneDevices.last_seen_at,
  acknowledged_at: laneAlarms.acknowledged_at,
  acknowledged_by: laneAlarms.acknowledged_by,
  note: laneAlarms.note,
};

type AlarmRow = Omit<LaneAlarm, 'device_back_at'> & { last_seen_at: Date | null };

function alarmOf({ last_seen_at, ...row }: AlarmRow): LaneAlarm {
  const back = row.kind === 'silent' && last_seen_at !== null && last_seen_at > row.raised_at;
  return { ...row, device_back_at: back ? last_seen_at : null };
}

/**
 * The open alarms the caller keeps, oldest first: an administrator's, every area's; a gate
 * employee's, their own area's gates'; with `gateId`, that gate's alone (as its console reaches it).
 * The silent devices are looked for first, so that a list read between two rounds is current.
 */
export async function openLaneAlarms(
  db: Database,
  caller: Caller,
  gateId: number | undefined,
  now: Date,
): Promise<LaneAlarm[]> {
  await raiseSilenceAlarms(db, now);
  const gate = gateId === undefined ? null : await consoleGateOf(db, caller, gateId);
  if (gate === null && caller.role_id === ROLE.gateEmployee && caller.area_id === null)
    throw new ApiError(403, 'no_workplace');
  const rows = await db
    .select(alarmColumns)
    .from(laneAlarms)
    .innerJoin(laneDevices, eq(laneDevices.id, laneAlarms.device_id))
    .innerJoin(gates, eq(gates.id, laneAlarms.gate_id))
    .where(
      and(
        isNull(laneAlarms.acknowledged_at),
        gate ? eq(laneAlarms.gate_id, gate.id) : undefined,
        !gate && caller.role_id === ROLE.gateEmployee ? eq(gates.area_id, caller.area_id!) : undefined,
      ),
    )
    .orderBy(asc(laneAlarms.raised_at), asc(laneAlarms.id));
  return (rows as AlarmRow[]).map(alarmOf);
}

/** A person has seen to the alarm: who, when and what they noted; audited. Acknowledged again, it stays as first acknowledged. */
export async function acknowledgeLaneAlarm(
  db: Database,
  caller: Caller,
  id: number,
  note: string | null,
  now: Date,
): Promise<LaneAlarm> {
  return db.transaction(async (tx) => {
    const [alarm] = await tx.select().from(laneAlarms).where(eq(laneAlarms.id, id)).for('update');
    if (!alarm) throw notFound();
    const gate = await consoleGateOf(tx, caller, alarm.gate_id);
    if (alarm.acknowledged_at === null) {
      await tx
        .update(laneAlarms)
        .set({ acknowledged_at: now, acknowledged_by: caller.id, note })
        .where(eq(laneAlarms.id, id));
      await announce(tx, { topic: 'lane_alarm', area_id: gate.area_id, gate_id: alarm.gate_id, id: alarm.id });
      await recordAudit(tx, caller, {
        action: 'acknowledge',
        resource: 'lane-devices',
        recordId: alarm.device_id,
        changes: { alarm: [null, `${alarm.kind} #${alarm.id}`], note: [null, note] },
      });
    }
    const [row] = await tx
      .select(alarmColumns)
      .from(laneAlarms)
      .innerJoin(laneDevices, eq(laneDevices.id, laneAlarms.device_id))
      .innerJoin(gates, eq(gates.id, laneAlarms.gate_id))
      .where(eq(laneAlarms.id, id));
    return alarmOf(row as AlarmRow);
  });
}
