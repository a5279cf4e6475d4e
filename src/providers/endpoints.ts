import type { Identifier } from 'react-admin';
import type { CallOf, Endpoint, JsonAnswerOf } from '../../domain/endpoints/endpoint';
import { rethrowAs } from './failures';
import { API_URL, signedInClient } from './httpClient';

/**
 * The record a decision is taken on, as its screen shows it: the decision names the version read
 * (`If-Match`), and the server decides nothing if the record changed since (409 `record_changed`).
 */
export interface Seen {
  id: Identifier;
  version: string;
}

/** What a call gives beside the endpoint: its parts, and for a decision the record as its screen showed it. */
export type EndpointCall<Declared extends Endpoint> = Partial<CallOf<Declared>> & { seen?: Seen };

/** The endpoint's path with its parameters filled in, and the query's values that are set. */
function urlOf(declared: Endpoint, params: unknown, query: unknown): string {
  const path = declared.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  const search = new URLSearchParams(
    Object.entries((query ?? {}) as object)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
  return `${API_URL}${path}${search.size > 0 ? `?${search}` : ''}`;
}

/**
 * Calls an endpoint as domain/endpoints declares it and answers its JSON. A decision names the
 * version of the record its screen showed; a failure the server does not explain is the
 * endpoint's own message.
 */
export async function callEndpoint<Declared extends Endpoint>(
  declared: Declared,
  { params, query, body, seen }: EndpointCall<Declared> = {},
): Promise<JsonAnswerOf<Declared>> {
  const headers = new Headers({ Accept: 'application/json' });
  if (declared.decision && seen) headers.set('If-Match', `"${seen.version}"`);
  const sent = declared.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) };
  const answer = signedInClient(urlOf(declared, params ?? (seen && { id: seen.id }), query), {
    method: declared.method,
    headers,
    ...sent,
  });
  const { json } = await (declared.failure ? answer.catch(rethrowAs(declared.failure)) : answer);
  return json as JsonAnswerOf<Declared>;
}
