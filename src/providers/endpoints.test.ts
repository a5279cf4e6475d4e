import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpError } from 'react-admin';
import { SUBSCRIPTION_ENDPOINTS } from '../../domain/endpoints/subscriptions';
import { GATE_ENDPOINTS } from '../../domain/endpoints/gate';
import { ROLE } from '../../domain/roles';
import { signInAs } from '../test/session';
import { callEndpoint } from './endpoints';
import { clearSession } from './storage';

/** The requests the calls send, answered by `answer` (the network is the only part not run). */
let sent: Request[];
function answering(answer: () => Promise<Response>) {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    sent.push(new Request(new URL(String(input), 'http://localhost'), init));
    return answer();
  });
}
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: HttpError) => error,
  );

beforeEach(() => signInAs(ROLE.admin));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('a declared endpoint, as the browser calls it', () => {
  it('fills its path, sends its body and, for a decision, the version its screen showed', async () => {
    answering(() => json(200, { id: 7 }));
    await callEndpoint(SUBSCRIPTION_ENDPOINTS.approve, {
      seen: { id: 7, version: 'v3' },
      body: { payment_method_id: 2 },
    });
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/subscriptions/7/approve');
    expect(request!.headers.get('If-Match')).toBe('"v3"');
    expect(await request!.json()).toEqual({ payment_method_id: 2 });
  });

  it('sends a query of the values that are set, and no body on a read', async () => {
    answering(() => json(200, {}));
    await callEndpoint(GATE_ENDPOINTS.console, { query: { gate_id: 4 } });
    await callEndpoint(GATE_ENDPOINTS.console, { query: { gate_id: undefined } });
    expect(sent.map((request) => new URL(request.url).search)).toEqual(['?gate_id=4', '']);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeNull();
  });

  it.each([
    ['a server error', () => json(500, { code: 'server_error' }), 500],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ])('says which change failed after %s', async (_name, answer, status) => {
    answering(answer);
    const error = await failure(
      callEndpoint(SUBSCRIPTION_ENDPOINTS.reject, { seen: { id: 1, version: 'v' }, body: { reason: 'No' } }),
    );
    expect(error).toMatchObject({ message: 'ps.failures.reject', status });
  });

  it('keeps the reason the server gave', async () => {
    answering(() => json(409, { code: 'record_changed' }));
    const error = await failure(
      callEndpoint(SUBSCRIPTION_ENDPOINTS.approve, { seen: { id: 1, version: 'v' }, body: { payment_method_id: 2 } }),
    );
    expect(error).toMatchObject({ status: 409, body: { code: 'record_changed' } });
    expect(error!.message).not.toBe('ps.failures.approve');
  });
});
