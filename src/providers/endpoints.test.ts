import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpError } from 'react-admin';
import { AUTH_ENDPOINTS } from '../../domain/endpoints/auth';
import { SUBSCRIPTION_ENDPOINTS } from '../../domain/endpoints/subscriptions';
import { GATE_ENDPOINTS } from '../../domain/endpoints/gate';
import { MERCHANT_ENDPOINTS } from '../../domain/endpoints/merchants';
import { PRIVACY_ENDPOINTS } from '../../domain/endpoints/privacy';
import { ROLE } from '../../domain/roles';
import { signInAs } from '../test/session';
import { callEndpoint, callFile } from './endpoints';
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
const file = (text: string, headers: Record<string, string>) =>
  Promise.resolve(new Response(text, { status: 200, headers }));
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

  it("calls anyone's endpoint signed out, and a person's only signed in", async () => {
    clearSession();
    answering(() => json(202, { accepted: true, resend_after_seconds: 60 }));
    expect(await callEndpoint(AUTH_ENDPOINTS.forgotPassword, { body: { email: 'gate@demo.sa' } })).toEqual({
      accepted: true,
      resend_after_seconds: 60,
    });
    const error = await failure(callEndpoint(GATE_ENDPOINTS.console, { query: { gate_id: 4 } }));
    expect(error).toMatchObject({ message: 'ps.auth.session_ended', status: 401 });
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/forgot-password']);
  });

  it('stops waiting when its caller does', async () => {
    // A server that never answers: only the signal ends the wait, as fetch does.
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const caller = new AbortController();
    const call = failure(callEndpoint(GATE_ENDPOINTS.console, { query: { gate_id: 4 }, signal: caller.signal }));
    caller.abort();
    expect(await call).toMatchObject({ status: 0 });
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

describe('a declared endpoint whose answer is a file, as the browser saves it', () => {
  const csv = { 'Content-Type': 'text/csv; charset=utf-8' };

  it('asks for the file and saves it under the name the answer gives', async () => {
    answering(() => file('a,b\r\n', { ...csv, 'Content-Disposition': 'attachment; filename="statement-2026-05.csv"' }));
    const saved = await callFile(MERCHANT_ENDPOINTS.statement, {
      params: { id: 3 },
      query: { month: '2026-05', format: 'csv' },
    });
    expect(saved).toEqual({ text: 'a,b\r\n', fileName: 'statement-2026-05.csv' });
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/merchants/3/statement');
    expect(url.search).toBe('?month=2026-05&format=csv');
  });

  it("saves it under the declared name, filled from the call's params and query, when the answer names none", async () => {
    answering(() => file('a,b\r\n', csv));
    const saved = await callFile(MERCHANT_ENDPOINTS.statement, {
      params: { id: 3 },
      query: { month: '2026-05', format: 'csv' },
    });
    expect(saved.fileName).toBe('merchant-3-statement-2026-05.csv');
  });

  it('sends the body of a file asked for with one', async () => {
    answering(() => file('{}', { 'Content-Type': 'application/json' }));
    const saved = await callFile(PRIVACY_ENDPOINTS.exportSubject, { body: { kind: 'plate', value: 'ABC 123' } });
    expect(sent[0]!.method).toBe('POST');
    expect(await sent[0]!.json()).toEqual({ kind: 'plate', value: 'ABC 123' });
    expect(saved).toEqual({ text: '{}', fileName: 'personal-data.json' });
  });
});
