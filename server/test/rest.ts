import type { LightMyRequestResponse } from 'fastify';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { gateBody } from './fixtures';
import type { TestApp } from './harness';

/** A list URL as ra-data-simple-rest builds it: sort, range and filter as JSON. */
export function listUrl(resource: string, query: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const search = params.toString();
  return `/api/${resource}${search ? `?${search}` : ''}`;
}

/** The total after the slash of `Content-Range: resource start-end/total`. */
export function totalOf(response: LightMyRequestResponse): number {
  return Number(String(response.headers['content-range']).split('/').pop());
}

export function expectValidationError(
  response: LightMyRequestResponse,
  errors: Record<string, string | { message: string; args: Record<string, string> }>,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message: 'Validation error', code: 'validation_failed', errors });
}

export function expectError(response: LightMyRequestResponse, statusCode: number, code: string) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
}

export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Creates a record through the API and answers it; fails the test when the API refuses. */
export async function createThrough(
  t: TestApp,
  token: string,
  resource: string,
  body: object,
): Promise<Record<string, unknown> & { id: number }> {
  const response = await t.request({ method: 'POST', url: `/api/${resource}`, token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An entry gate and an exit gate of the area, made through the API. */
export async function entryAndExitGates(t: TestApp, token: string, areaId: number) {
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token })).json() as Array<{
    id: number;
    code: string;
  }>;
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  return {
    entry: (await createThrough(t, token, 'gates', gateBody(areaId, typeOf('entry')))).id,
    exit: (await createThrough(t, token, 'gates', gateBody(areaId, typeOf('exit')))).id,
  };
}

/** Every record of a list, as the API answers it. */
export async function listAll(t: TestApp, token: string, resource: string, query: Parameters<typeof listUrl>[1] = {}) {
  const response = await t.request({ method: 'GET', url: listUrl(resource, query), token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<Record<string, unknown> & { id: number }>;
}

/** A sign-in as a client at `remoteAddress` sends it (the address the sign-in limits count). */
export function login(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}
