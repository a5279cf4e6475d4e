import type { Identifier } from 'react-admin';
import { type CallOf, type Endpoint, type JsonAnswerOf, needsSession } from '../../domain/endpoints/endpoint';
import { rethrowAs } from './failures';
import { API_URL, httpClient, signedInClient } from './httpClient';

/**
 * The record a decision is taken on, as its screen shows it: the decision names the version read
 * (`If-Match`), and the server decides nothing if the record changed since (409 `record_changed`).
 */
export interface Seen {
  id: Identifier;
  version: string;
}

/**
 * What a call gives beside the endpoint: its parts, for a decision the record as its screen showed
 * it, and the signal of a caller that may stop waiting.
 */
export type EndpointCall<Declared extends Endpoint> = Partial<CallOf<Declared>> & {
  seen?: Seen;
  signal?: AbortSignal;
};

/** A file the API answers, as its text and the name to save it under. */
export interface DownloadedFile {
  text: string;
  fileName: string;
}

/** `template` (a path, a file's name) with each `:name` in it replaced by that value, as `each` writes it. */
function filled(template: string, values: unknown, each = (value: string) => value): string {
  return template.replace(/:(\w+)/g, (_, name: string) => each(String((values as Record<string, unknown>)[name])));
}

/** The endpoint's path with its parameters filled in, and the query's values that are set. */
function urlOf(declared: Endpoint, params: unknown, query: unknown): string {
  const path = filled(declared.path, params, encodeURIComponent);
  const search = new URLSearchParams(
    Object.entries((query ?? {}) as object)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
  return `${API_URL}${path}${search.size > 0 ? `?${search}` : ''}`;
}

/**
 * Sends a call as domain/endpoints declares the endpoint: a person's with the session (signed out,
 * it is not sent), anyone's without needing one. A decision names the version of the record its
 * screen showed; a failure the server does not explain is the endpoint's own message.
 */
function send(declared: Endpoint, { params, query, headers, body, seen, signal }: EndpointCall<Endpoint>) {
  const sentHeaders = new Headers({ Accept: 'application/json', ...(headers as Record<string, string> | undefined) });
  if (declared.decision && seen) sentHeaders.set('If-Match', `"${seen.version}"`);
  const sent = declared.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) };
  const client = needsSession(declared.access) ? signedInClient : httpClient;
  const answer = client(urlOf(declared, params ?? (seen && { id: seen.id }), query), {
    method: declared.method,
    headers: sentHeaders,
    signal,
    ...sent,
  });
  return declared.failure ? answer.catch(rethrowAs(declared.failure)) : answer;
}

/** Calls an endpoint and answers its JSON. */
export async function callEndpoint<Declared extends Endpoint>(
  declared: Declared,
  call: EndpointCall<Declared> = {},
): Promise<JsonAnswerOf<Declared>> {
  const { json } = await send(declared, call);
  return json as JsonAnswerOf<Declared>;
}

/** Calls an endpoint whose answer is a file, saved under the name the answer gives or the declared one. */
export async function callFile<Declared extends Endpoint & { file: object }>(
  declared: Declared,
  call: EndpointCall<Declared> = {},
): Promise<DownloadedFile> {
  const { body, headers } = await send(declared, call);
  const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return { text: body, fileName: named ?? filled(declared.file.name, Object.assign({}, call.query, call.params)) };
}
