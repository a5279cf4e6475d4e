import { z } from 'zod';
import { INTEGRATOR_SCOPES, INTEGRATOR_STATUSES, WEBHOOK_TOPICS } from '../open-data';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, reference, requiredName, requiredText } from './fields';
import { timestamp } from './record';

const scopes = () =>
  z
    .array(z.enum(INTEGRATOR_SCOPES, { error: VALIDATION.invalidChoice }))
    .min(1, { error: VALIDATION.required })
    .transform((chosen) => [...new Set(chosen)]);

/** The areas a key is limited to; none chosen (an empty list, null, left out) for every area. */
const areaIds = () =>
  z
    .array(reference())
    .nullish()
    .transform((chosen) => (chosen?.length ? [...new Set(chosen)] : null));

/** A new integrator (POST /api/integrators): its key is made with it and answered once. */
export const integratorCreateSchema = z.strictObject({
  name: requiredName(100),
  scopes: scopes(),
  area_ids: areaIds(),
});
export type IntegratorCreate = z.output<typeof integratorCreateSchema>;

/** An integrator as the API answers it: never its key, nor the key's hash. */
export const integratorRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(INTEGRATOR_SCOPES)),
  area_ids: z.array(z.number().int()).nullable(),
  status: z.enum(INTEGRATOR_STATUSES),
  /** The key's public part, to tell a rotated key from its predecessor. */
  key_id: z.string(),
  key_issued_at: timestamp(),
  last_used_at: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type IntegratorRecord = z.infer<typeof integratorRecordSchema>;

/** The integrator with the key it authenticates with, shown this once. */
export const integratorWithKeySchema = integratorRecordSchema.extend({ key: z.string() });
export type IntegratorWithKey = z.infer<typeof integratorWithKeySchema>;

export const integratorFilterSchema = z.strictObject({
  id: listFilterBase.id,
  status: z.enum(INTEGRATOR_STATUSES).optional(),
});

/**
 * A webhook subscription an integrator makes (POST /api/open/v4/webhooks), APDS's EventSubscription:
 * where to send (`endpoint`) and what (`topics`). Whether the endpoint is allowed is the server's
 * check (https only; domain/open-data.ts).
 */
export const webhookSubscriptionCreateSchema = z.strictObject({
  endpoint: requiredText(2000),
  topics: z
    .array(z.enum(WEBHOOK_TOPICS, { error: VALIDATION.invalidChoice }))
    .min(1, { error: VALIDATION.required })
    .transform((chosen) => [...new Set(chosen)]),
});
export type WebhookSubscriptionCreate = z.output<typeof webhookSubscriptionCreateSchema>;

export const webhookSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  topics: z.array(z.enum(WEBHOOK_TOPICS)),
  created_at: timestamp(),
});

/** The subscription with the secret its deliveries are signed with, shown this once. */
export const webhookSubscriptionWithSecretSchema = webhookSubscriptionSchema.extend({ secret: z.string() });

export const webhookSubscriptionParams = z.strictObject({ id: idParam() });
