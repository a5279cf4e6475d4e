import { and, desc, eq, inArray } from 'drizzle-orm';
import { AUDIT_ACTIONS, type AuditAction } from '../../../domain/audit';
import { CHANGE_RESOURCES, type RecentChange } from '../../../domain/schemas/dashboard';
import type { Database } from '../../db/client';
import { areas, auditLog, gates, subAreas } from '../../db/schema';

/** How many changes the administrators' home lists. */
export const RECENT_CHANGES_LIMIT = 8;

type ChangeResource = RecentChange['resource'];

const ACTION_OF: Partial<Record<AuditAction, RecentChange['action']>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};
const CHANGE_ACTIONS = AUDIT_ACTIONS.filter((action) => action in ACTION_OF);

/** What a change line names: the record and the area it is in (an area is its own). */
interface Named {
  id: number;
  name: string;
  name_ar: string | null;
  area_id: number;
}

/** The records that still exist, as they are now. */
const CURRENT: Record<ChangeResource, (db: Database, ids: number[]) => Promise<Named[]>> = {
  areas: (db, ids) =>
    db
      .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar, area_id: areas.id })
      .from(areas)
      .where(inArray(areas.id, ids)),
  gates: (db, ids) =>
    db
      .select({ id: gates.id, name: gates.name, name_ar: gates.name_ar, area_id: gates.area_id })
      .from(gates)
      .where(inArray(gates.id, ids)),
  'sub-areas': (db, ids) =>
    db
      .select({ id: subAreas.id, name: subAreas.name, name_ar: subAreas.name_ar, area_id: subAreas.area_id })
      .from(subAreas)
      .where(inArray(subAreas.id, ids)),
};

/** Deleted records as they last were: the "before" values of their delete row in the log. */
async function deletedRecords(db: Database, resource: ChangeResource, ids: number[]): Promise<Named[]> {
  const rows = await db
    .select({ record_id: auditLog.record_id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.action, 'delete'), inArray(auditLog.record_id, ids)));
  return rows.map(({ record_id, changes }) => {
    // A delete row holds every field that had a value; an absent one was empty.
    const before = (field: string) => changes[field]?.[0] ?? null;
    return {
      id: record_id!,
      name: String(before('name') ?? ''),
      name_ar: before('name_ar') as string | null,
      area_id: resource === 'areas' ? record_id! : Number(before('area_id')),
    };
  });
}

async function namedRecords(db: Database, resource: ChangeResource, ids: number[]): Promise<Map<number, Named>> {
  if (ids.length === 0) return new Map();
  const current = await CURRENT[resource](db, ids);
  const found = new Set(current.map((record) => record.id));
  const missing = ids.filter((id) => !found.has(id));
  const deleted = missing.length > 0 ? await deletedRecords(db, resource, missing) : [];
  return new Map([...current, ...deleted].map((record) => [record.id, record]));
}

/**
 * The latest creations, edits and deletions of areas, gates and sub-areas, newest first, from the
 * audit log: who made each one, and the record's name as it is now, or as it was when deleted.
 */
export async function latestChanges(db: Database, limit = RECENT_CHANGES_LIMIT): Promise<RecentChange[]> {
  const entries = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.resource, [...CHANGE_RESOURCES]), inArray(auditLog.action, CHANGE_ACTIONS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  const idsOf = (resource: ChangeResource) => [
    ...new Set(entries.filter((entry) => entry.resource === resource).map((entry) => entry.record_id!)),
  ];
  const [gateNames, subAreaNames] = await Promise.all([
    namedRecords(db, 'gates', idsOf('gates')),
    namedRecords(db, 'sub-areas', idsOf('sub-areas')),
  ]);
  const areaIds = new Set([
    ...idsOf('areas'),
    ...[...gateNames.values(), ...subAreaNames.values()].map((record) => record.area_id),
  ]);
  const names = { areas: await namedRecords(db, 'areas', [...areaIds]), gates: gateNames, 'sub-areas': subAreaNames };

  return entries.flatMap((entry): RecentChange[] => {
    const resource = entry.resource as ChangeResource;
    const record = names[resource].get(entry.record_id!);
    const area = record && names.areas.get(record.area_id);
    // A record the log cannot name (removed outside the API) has no line.
    if (!record || !area) return [];
    return [
      {
        resource,
        record_id: record.id,
        name: record.name,
        name_ar: record.name_ar,
        area: { id: area.id, name: area.name, name_ar: area.name_ar },
        action: ACTION_OF[entry.action]!,
        at: entry.at.toISOString(),
        by:
          entry.actor_id !== null && entry.actor_name !== null ? { id: entry.actor_id, name: entry.actor_name } : null,
      },
    ];
  });
}
