import { expect } from 'vitest';

/** A journey's data set up as a client of the API does: signed in, then asking as that account. */
export interface JourneyApi {
  /** The bearer token of `account`, signed in through the API. */
  tokenOf: (account: { email: string; password: string }) => Promise<string>;
  /** Asks as `token`'s account; anything but a success fails the journey with the answer's body. */
  call: <T>(token: string, method: string, path: string, body?: unknown) => Promise<T>;
  /** A decision at `record`/`decision`, taken on the version of the record just read (`If-Match`), as a person takes it. */
  decide: <T>(token: string, record: string, decision: string, body?: unknown) => Promise<T>;
}

export function journeyApi(baseUrl: string): JourneyApi {
  return {
    async tokenOf(account) {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(response.status, `sign-in of ${account.email}`).toBe(200);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    async call<T>(token: string, method: string, path: string, body?: unknown) {
      const response = await fetch(`${baseUrl}/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
    async decide<T>(token: string, record: string, decision: string, body?: unknown) {
      const authorization = `Bearer ${token}`;
      const read = await fetch(`${baseUrl}/api/${record}`, { headers: { authorization } });
      expect(read.status, `GET ${record}`).toBe(200);
      const response = await fetch(`${baseUrl}/api/${record}/${decision}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'if-match': read.headers.get('etag') ?? '' },
        body: JSON.stringify(body ?? {}),
      });
      expect(response.status, `POST ${record}/${decision}: ${await response.clone().text()}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}

/** A public plan as the request page lists it. */
interface PublicPlan {
  id: number;
  area_id: number;
  duration: number;
  duration_unit: string;
}

/**
 * A request filed from the public page's API, as its form sends it, for the plan `choose` picks
 * (the first by default); answers its reference.
 */
export async function filePublicRequest(
  baseUrl: string,
  applicant: object,
  choose: (plans: PublicPlan[]) => PublicPlan = (plans) => plans[0]!,
) {
  const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as { public_api_key: string };
  const plan = choose((await (await fetch(`${baseUrl}/api/public/plans`)).json()) as PublicPlan[]);
  const sent = await fetch(`${baseUrl}/api/public/subscription-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': settings.public_api_key },
    body: JSON.stringify({ ...applicant, area_id: plan.area_id, plan_id: plan.id }),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { reference: string }).reference;
}
