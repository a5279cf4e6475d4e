import { sql } from 'drizzle-orm';
import type { AuditLogChoices } from '../../../domain/schemas/audit-log';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * The actors and resources the log names. The log only grows, so each list is read by a loose
 * scan of its index (one index probe per distinct value, by a recursive query) rather than a read
 * of every row; each actor is named as their latest row names them.
 */
export async function auditLogChoices(db: Database): Promise<AuditLogChoices> {
  const [actors, resources] = await Promise.all([
    rawRows<{ id: number; name: string | null; role_id: number | null }>(
      db,
      sql`with recursive actor(id) as (
            (select actor_id from audit_log where actor_id is not null order by actor_id limit 1)
            union all
            select (select actor_id from audit_log where actor_id > actor.id order by actor_id limit 1) from actor where actor.id is not null
          )
          select actor.id, latest.actor_name as name, latest.actor_role_id as role_id
          from actor cross join lateral (
            select actor_name, actor_role_id from audit_log where actor_id = actor.id order by at desc, id desc limit 1
          ) latest
          where actor.id is not null`,
    ),
    rawRows<{ resource: string }>(
      db,
      sql`with recursive named(resource) as (
            (select resource from audit_log order by resource limit 1)
            union all
            select (select resource from audit_log where resource > named.resource order by resource limit 1) from named where named.resource is not null
          )
          select resource from named where resource is not null`,
    ),
  ]);
  return {
    actors: actors.map((actor) => ({
      id: Number(actor.id),
      name: actor.name,
      role_id: actor.role_id === null ? null : Number(actor.role_id),
    })),
    resources: resources.map((row) => row.resource),
  };
}
