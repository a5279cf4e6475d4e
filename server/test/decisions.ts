import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './harness';

interface Decision {
  /** The decision's path: `/api/<resource>/<id>/<decision>`. */
  url: string;
  token?: string;
  payload?: object;
}

/** The record a decision acts on: `/api/<resource>/<id>` of `/api/<resource>/<id>/...`. */
function recordUrlOf(url: string): string {
  const record = /^\/api\/[a-z-]+\/\d+(?=\/)/.exec(url)?.[0];
  if (!record) throw new Error(`${url} names no record`);
  return record;
}

/** The version of a record as its decider reads it: the `ETag` of its GET. */
export async function versionRead(t: TestApp, token: string | undefined, recordUrl: string): Promise<string> {
  const read = await t.request({ method: 'GET', url: recordUrl, token });
  expect(read.statusCode, read.body).toBe(200);
  const etag = read.headers.etag;
  expect(typeof etag, `${recordUrl} answers no ETag`).toBe('string');
  return etag as string;
}

/** A decision sent as a person takes it: on the version of the record they have just read. */
export async function decide(t: TestApp, { url, token, payload }: Decision): Promise<LightMyRequestResponse> {
  const seen = await versionRead(t, token, recordUrlOf(url));
  return t.request({ method: 'POST', url, token, payload: payload ?? {}, headers: { 'if-match': seen } });
}
