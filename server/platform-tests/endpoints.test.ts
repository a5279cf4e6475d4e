import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, Endpoint } from '../../domain/endpoints/endpoint';
import { DECLARED_ENDPOINTS } from '../../domain/endpoints';
import { INTEGRATOR_SCOPES, type IntegratorScope } from '../../domain/open-data';
import { hasPermission, ROLE, ROLE_IDS, type RoleId } from '../../domain/roles';
import { areaBody, gateBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { createThrough } from '../test/rest';

/** Who calls, by the headers that say so: none for an anonymous caller. */
interface Caller {
  name: string;
  headers: Record<string, string>;
}

let t: TestApp;
const anonymous: Caller = { name: 'anonymous', headers: {} };
const people = {} as Record<RoleId, Caller>;
let laneDevice: Caller;
/** An integrator whose key has every scope. */
let integrator: Caller;
/** By scope, an integrator whose key has every scope but that one. */
const integratorWithout = {} as Record<IntegratorScope, Caller>;
let publicKeyHolder: Caller;

beforeAll(async () => {
  t = await createTestApp({
    API_DOCS: true,
    LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
    PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR: 1000,
  });
  for (const roleId of ROLE_IDS)
    people[roleId] = { name: `role ${roleId}`, headers: { authorization: await t.bearer(roleId) } };
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const made = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token: superAdmin, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { key: string };
  };
  const gateTypeId = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json()[0].id;
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const gate = await createThrough(t, superAdmin, 'gates', gateBody(area.id, gateTypeId));
  const device = await made('/api/lane-devices', { gate_id: gate.id, kind: 'camera', name: 'Endpoints test camera' });
  laneDevice = { name: 'a lane device', headers: { authorization: `Device ${device.key}` } };
  const integratorOf = async (name: string, scopes: readonly IntegratorScope[]) => {
    const { key } = await made('/api/integrators', { name, scopes, area_ids: null });
    return { name, headers: { authorization: `Integrator ${key}` } };
  };
  integrator = await integratorOf('an integrator with every scope', INTEGRATOR_SCOPES);
  for (const scope of INTEGRATOR_SCOPES)
    integratorWithout[scope] = await integratorOf(
      `an integrator without ${scope}`,
      INTEGRATOR_SCOPES.filter((other) => other !== scope),
    );
  const { public_api_key } = (await t.request({ method: 'GET', url: '/api/settings' })).json();
  publicKeyHolder = { name: 'a public key holder', headers: { 'x-api-key': public_api_key } };
});
afterAll(() => t.close());

/** The declared path as the OpenAPI document writes it (`{id}` for `:id`). */
const openApiPath = (declared: Endpoint) => `/api${declared.path.replace(/:(\w+)/g, '{$1}')}`;
/** An empty body for a call that sends one. */
const bodyOf = (declared: Endpoint) => (declared.method === 'GET' ? {} : { payload: {} });
/** The declared path with a record's id in it. */
const concretePath = (declared: Endpoint) => `/api${declared.path.replace(/:(\w+)/g, '1')}`;

const call = (declared: Endpoint, caller: Caller) =>
  t.request({ method: declared.method, url: concretePath(declared), headers: caller.headers, ...bodyOf(declared) });

/** The callers an endpoint refuses, each with the status it answers them. */
function refusedBy(access: Access): Array<[Caller, 401 | 403]> {
  const unknownTo = (callers: Caller[]) => callers.map((caller): [Caller, 401] => [caller, 401]);
  const everyPerson = Object.values(people);
  if (access === 'anyone') return [];
  if (access === 'signed in') return unknownTo([anonymous, laneDevice, integrator]);
  if (access === 'public key') return unknownTo([anonymous, ...everyPerson, laneDevice]);
  if (access === 'lane device') return unknownTo([anonymous, ...everyPerson, integrator]);
  if ('integrator' in access)
    return [...unknownTo([anonymous, ...everyPerson, laneDevice]), [integratorWithout[access.integrator], 403]];
  const permissions = [access.permission].flat();
  const without = ROLE_IDS.filter((roleId) => !permissions.some((permission) => hasPermission(roleId, permission)));
  return [
    ...unknownTo([anonymous, laneDevice, integrator]),
    ...without.map((roleId): [Caller, 403] => [people[roleId], 403]),
  ];
}

/**
 * The callers an endpoint lets past its guard. None for a role's permission: the roles that hold
 * it would have the endpoint's work done, which their own tests check.
 */
function admittedBy(access: Access): Caller[] {
  if (access === 'anyone') return [anonymous];
  if (access === 'signed in') return Object.values(people);
  if (access === 'public key') return [publicKeyHolder];
  if (access === 'lane device') return [laneDevice];
  return 'integrator' in access ? [integrator] : [];
}

/** The code of a guard's refusal, if the answer is one (a 403 of the endpoint's own work is no refusal of its guard). */
const GUARD_REFUSALS = [
  'unauthorized',
  'forbidden',
  'invalid_api_key',
  'invalid_device_key',
  'invalid_integrator_key',
  'scope_missing',
];
const refusalOf = (response: LightMyRequestResponse) =>
  response.statusCode === 401 || response.statusCode === 403 ? (response.json() as { code: string }).code : undefined;

describe.each(Object.entries(DECLARED_ENDPOINTS))(
  'the %s endpoints, as domain/endpoints declares them',
  (_, endpoints) => {
    it.each(Object.entries(endpoints))('%s is served at its method and path, in its group', async (_name, declared) => {
      const paths = (
        t.app as unknown as { swagger(): { paths: Record<string, Record<string, { tags: string[] }>> } }
      ).swagger().paths;
      const operation = paths[openApiPath(declared)]?.[declared.method.toLowerCase()];
      expect(operation, `${declared.method} ${declared.path}`).toBeDefined();
      expect(operation!.tags).toEqual([declared.tag]);
    });

    it.each(Object.entries(endpoints))(
      '%s refuses, before reading anything, every caller its access leaves out, and lets through those it names',
      async (_name, declared) => {
        for (const [caller, status] of refusedBy(declared.access)) {
          const response = await call(declared, caller);
          expect(response.statusCode, `${caller.name}: ${response.body}`).toBe(status);
        }
        for (const caller of admittedBy(declared.access)) {
          const response = await call(declared, caller);
          expect(GUARD_REFUSALS, `${caller.name}: ${response.body}`).not.toContain(refusalOf(response));
        }
      },
    );
  },
);
