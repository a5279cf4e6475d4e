import { asc, eq } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import type { ConsoleGate, GateConsole } from '../../../domain/schemas/gate-console';
import { eventOn } from '../../../domain/tariff-windows';
import type { Database, Transaction } from '../../db/client';
import { areas, gates, gateTypes } from '../../db/schema';
import type { Caller } from '../../core/auth';
import { occupancyOf } from './gate-lookups';
import { consoleGateOf, baseTariffInSar, eventDayInSar, versionInForce } from '../areas';
import type { Clock } from '../../clock';

/** The gates of an area by name, each with its type. */
async function gatesOf(tx: Transaction, areaId: number): Promise<ConsoleGate[]> {
  const rows = await tx
    .select({ gate: gates, type: { code: gateTypes.code, name_en: gateTypes.name_en, name_ar: gateTypes.name_ar } })
    .from(gates)
    .innerJoin(gateTypes, eq(gateTypes.id, gates.gate_type_id))
    .where(eq(gates.area_id, areaId))
    .orderBy(asc(gates.name), asc(gates.id));
  return rows.map(({ gate, type }) => ({
    id: gate.id,
    name: gate.name,
    name_ar: gate.name_ar,
    status: gate.status,
    type: { ...type, code: type.code },
  }));
}

/**
 * A gate's console: its area's capacities, tariff (and today's event day) and occupancy, the gate
 * and the area's other gates (consoleGateOf). Read in one transaction, as the occupancy is counted the way an
 * entry counts it (server/features/gate/gate-lookups.ts).
 */
export async function gateConsoleOf(
  db: Database,
  caller: Caller,
  clock: Clock,
  gateId: number | undefined,
): Promise<GateConsole> {
  return db.transaction(async (tx) => {
    const located = await consoleGateOf(tx, caller, gateId);
    const chosen = located.id;
    const [area] = await tx.select().from(areas).where(eq(areas.id, located.area_id));
    const tariff = await versionInForce(tx, located.area_id, clock.now());
    const areaGates = await gatesOf(tx, located.area_id);
    const { total, subscribers, guests } = await occupancyOf(tx, located.area_id);
    const event = tariff.event_days[eventOn(tariff.event_days, localDate(clock.now(), clock.timeZone))];
    return {
      // The answer's schema keeps the fields it lists.
      area: { ...area!, ...baseTariffInSar(tariff) },
      gate: areaGates.find((gate) => gate.id === chosen)!,
      gates: areaGates,
      occupancy: { inside: total, subscribers, guests },
      // The answer's schema keeps the fields it lists (not the event's days).
      event_today: event ? eventDayInSar(event) : null,
    };
  });
}
