import type { z } from 'zod';
import { verbPermissions } from '../routes';
import { idParams } from '../schemas/fields';
import { integratorRecordSchema, integratorWithKeySchema } from '../schemas/integrator';
import { laneDeviceRecordSchema, laneDeviceWithKeySchema } from '../schemas/lane-device';
import { endpoint } from './endpoint';

/**
 * A record's own key, by whoever keeps the record: a new one, shown once (the old one stops at
 * once), and the key revoked, after which it opens nothing.
 */
function keyEndpoints<WithKey extends z.ZodType, Revoked extends z.ZodType>(
  resource: 'lane-devices' | 'integrators',
  withKey: WithKey,
  revoked: Revoked,
) {
  const keeps = {
    method: 'POST',
    params: idParams,
    access: { permission: verbPermissions(resource, 'update') },
    tag: resource,
  } as const;
  return {
    rotate: endpoint({ ...keeps, path: `/${resource}/:id/key`, answer: withKey }),
    revoke: endpoint({ ...keeps, path: `/${resource}/:id/revocation`, answer: revoked }),
  };
}

/** The records that hold a key of their own, re-keyed and revoked alike: a lane device's, an open data integrator's. */
export const KEY_ENDPOINTS = {
  'lane-devices': keyEndpoints('lane-devices', laneDeviceWithKeySchema, laneDeviceRecordSchema),
  integrators: keyEndpoints('integrators', integratorWithKeySchema, integratorRecordSchema),
};
