import type { z } from 'zod';
import { verbPermissions } from '../routes';
import { idParams } from '../schemas/fields';
import { integratorCreateSchema, integratorRecordSchema, integratorWithKeySchema } from '../schemas/integrator';
import {
  laneDeviceCreateSchema,
  laneDeviceRecordSchema,
  laneDeviceUpdateSchema,
  laneDeviceWithKeySchema,
} from '../schemas/lane-device';
import { endpoint } from './endpoint';

/** Whoever may edit a record that holds a key keeps it, its key included. */
const keptBy = (resource: 'lane-devices' | 'integrators') =>
  ({ access: { permission: verbPermissions(resource, 'update') }, tag: resource }) as const;

/**
 * A record's own key: the record made with one, shown once; a new one, the old one stopping at
 * once; and the key revoked, after which it opens nothing. The records are listed and read with
 * their resource's generic routes.
 */
function keyEndpoints<Create extends z.ZodType, WithKey extends z.ZodType, Revoked extends z.ZodType>(
  resource: 'lane-devices' | 'integrators',
  create: Create,
  withKey: WithKey,
  revoked: Revoked,
) {
  const onOne = { ...keptBy(resource), method: 'POST', params: idParams } as const;
  return {
    create: endpoint({
      ...keptBy(resource),
      method: 'POST',
      path: `/${resource}`,
      body: create,
      answer: withKey,
      status: 201,
    }),
    rotate: endpoint({ ...onOne, path: `/${resource}/:id/key`, answer: withKey }),
    revoke: endpoint({ ...onOne, path: `/${resource}/:id/revocation`, answer: revoked }),
  };
}

/** The records that hold a key of their own: a lane device's (whose name and heartbeat are edited too), an open data integrator's. */
export const KEY_ENDPOINTS = {
  'lane-devices': {
    ...keyEndpoints('lane-devices', laneDeviceCreateSchema, laneDeviceWithKeySchema, laneDeviceRecordSchema),
    update: endpoint({
      ...keptBy('lane-devices'),
      method: 'PUT',
      path: '/lane-devices/:id',
      params: idParams,
      body: laneDeviceUpdateSchema,
      answer: laneDeviceRecordSchema,
    }),
  },
  integrators: keyEndpoints('integrators', integratorCreateSchema, integratorWithKeySchema, integratorRecordSchema),
};
