import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../domain/endpoints/endpoint';
import { DECLARED_ENDPOINTS } from '../../domain/endpoints';
import { hasPermission, ROLE_IDS, type RoleId } from '../../domain/roles';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const tokens = {} as Record<RoleId, string>;

beforeAll(async () => {
  t = await createTestApp({ API_DOCS: true });
  for (const roleId of ROLE_IDS) tokens[roleId] = await t.bearer(roleId);
});
afterAll(() => t.close());

/** The declared path as the OpenAPI document writes it (`{id}` for `:id`). */
const openApiPath = (declared: Endpoint) => `/api${declared.path.replace(/:(\w+)/g, '{$1}')}`;
/** An empty body for a call that sends one. */
const bodyOf = (declared: Endpoint) => (declared.method === 'GET' ? {} : { payload: {} });
/** The declared path with a record's id in it. */
const concretePath = (declared: Endpoint) => `/api${declared.path.replace(/:(\w+)/g, '1')}`;

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
      '%s refuses, before reading anything, every role without its permission',
      async (_name, declared) => {
        const permissions = typeof declared.permission === 'string' ? [declared.permission] : declared.permission;
        for (const roleId of ROLE_IDS) {
          if (permissions.some((permission) => hasPermission(roleId, permission))) continue;
          const response = await t.request({
            method: declared.method,
            url: concretePath(declared),
            token: tokens[roleId],
            ...bodyOf(declared),
          });
          expect(response.statusCode, `role ${roleId}: ${response.body}`).toBe(403);
        }
        const anonymous = await t.request({
          method: declared.method,
          url: concretePath(declared),
          ...bodyOf(declared),
        });
        expect(anonymous.statusCode).toBe(401);
      },
    );
  },
);
