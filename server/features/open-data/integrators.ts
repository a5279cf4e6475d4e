import { and, eq, inArray } from 'drizzle-orm';
import type { IntegratorCreate, IntegratorWithKey } from '../../../domain/schemas/integrator';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { areas, integrators, webhookDeliveries, webhookSubscriptions } from '../../db/schema';
import { badInput, notFound, refusal } from '../../errors';
import { newSecretKey } from '../../core/device-keys';
import { integratorsResource } from './integrators.resource';
import { type AuditActor, changesBetween, recordAudit } from '../../core/audit';
import { answerOf } from '../../core/crud';
import { forgetSubscribedTopics } from './webhook-outbox';

/**
 * The open data API's integrators, as the super admin keeps them: made with their key (answered
 * this once), re-keyed (the old key stops at once) or revoked. Every change is in the audit log,
 * the key's hash masked.
 */

type Integrator = typeof integrators.$inferSelect;

interface Context {
  db: Database;
  actor: AuditActor;
  clock: Clock;
}

const newIntegratorKey = () => newSecretKey('psi');

async function audit(
  tx: Transaction,
  actor: AuditActor,
  action: 'create' | 'update' | 'status',
  before: Integrator | null,
  after: Integrator,
) {
  const changes = changesBetween(before, after);
  await recordAudit(tx, actor, { action, resource: 'integrators', recordId: after.id, changes });
}

async function integratorOf(tx: Transaction, id: number): Promise<Integrator> {
  const [integrator] = await tx.select().from(integrators).where(eq(integrators.id, id)).for('update');
  if (!integrator) throw notFound();
  return integrator;
}

const withKey = async (context: Context, integrator: Integrator, key: string): Promise<IntegratorWithKey> =>
  ({ ...(await answerOf(context.db, context.clock, integratorsResource, integrator)), key }) as IntegratorWithKey;

export async function createIntegrator(context: Context, body: IntegratorCreate): Promise<IntegratorWithKey> {
  const { key, keyId, keyHash } = newIntegratorKey();
  const integrator = await context.db.transaction(async (tx) => {
    if (body.area_ids) {
      const found = await tx.select({ id: areas.id }).from(areas).where(inArray(areas.id, body.area_ids));
      if (found.length !== body.area_ids.length) throw badInput({ area_ids: VALIDATION.invalidChoice });
    }
    const [made] = await tx
      .insert(integrators)
      .values({ ...body, key_id: keyId, key_hash: keyHash, key_issued_at: context.clock.now() })
      .returning();
    await audit(tx, context.actor, 'create', null, made!);
    return made!;
  });
  return withKey(context, integrator, key);
}

/** A new key for an active integrator; the old one opens nothing from this moment. */
export async function rotateIntegratorKey(context: Context, id: number): Promise<IntegratorWithKey> {
  const { key, keyId, keyHash } = newIntegratorKey();
  const integrator = await context.db.transaction(async (tx) => {
    const before = await integratorOf(tx, id);
    if (before.status !== 'active') throw refusal('integrator_revoked');
    const now = context.clock.now();
    const [after] = await tx
      .update(integrators)
      .set({ key_id: keyId, key_hash: keyHash, key_issued_at: now, updated_at: now })
      .where(eq(integrators.id, id))
      .returning();
    await audit(tx, context.actor, 'update', before, after!);
    return after!;
  });
  return withKey(context, integrator, key);
}

/** The key opens nothing any more and its webhooks receive nothing more, not even what was queued; the integrator stays in the log. */
export async function revokeIntegrator(context: Context, id: number): Promise<Integrator> {
  const revoked = await context.db.transaction(async (tx) => {
    const before = await integratorOf(tx, id);
    if (before.status === 'revoked') return before;
    const [after] = await tx
      .update(integrators)
      .set({ status: 'revoked', updated_at: context.clock.now() })
      .where(eq(integrators.id, id))
      .returning();
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', last_error: 'integrator revoked' })
      .where(
        and(
          eq(webhookDeliveries.status, 'queued'),
          inArray(
            webhookDeliveries.subscription_id,
            tx
              .select({ id: webhookSubscriptions.id })
              .from(webhookSubscriptions)
              .where(eq(webhookSubscriptions.integrator_id, id)),
          ),
        ),
      );
    await audit(tx, context.actor, 'status', before, after!);
    return after!;
  });
  forgetSubscribedTopics(context.db);
  return revoked;
}
