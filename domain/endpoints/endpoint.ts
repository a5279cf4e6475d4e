import type { z } from 'zod';
import type { IntegratorScope } from '../open-data';
import type { Permission } from '../roles';

/**
 * Who may call an endpoint, checked before its body is read:
 * - `{ permission }`: a signed-in person whose role has the permission, or one of them;
 * - `'signed in'`: any signed-in person;
 * - `'anyone'`: anyone, signed in or not;
 * - `'public key'`: anyone who sends the public API key (`X-API-Key`), which is no secret: the
 *   settings announce it to every visitor of the public pages (README, "Subscriptions");
 * - `'lane device'`: a lane device, by its key (`Authorization: Device <key>`);
 * - `{ integrator }`: an open data integrator whose key (`Authorization: Integrator <key>`) has the scope.
 */
export type Access =
  | { permission: Permission | readonly Permission[] }
  | 'signed in'
  | 'anyone'
  | 'public key'
  | 'lane device'
  | { integrator: IntegratorScope };

/** Whether the caller is a signed-in person: the browser calls such an endpoint only with its session. */
export const needsSession = (access: Access): boolean =>
  access === 'signed in' || (typeof access === 'object' && 'permission' in access);

declare const uncheckedValue: unique symbol;

/**
 * A body or an answer that no schema of the declaration checks, known by its type alone: the
 * OpenAPI document lists none, the handler reads such a body itself (to it the body is `unknown`),
 * and such an answer goes out as the handler gives it.
 */
export interface Unchecked<Value> {
  readonly unchecked: true;
  readonly [uncheckedValue]?: Value;
}
export const unchecked = <Value>(): Unchecked<Value> => ({ unchecked: true });

/**
 * The settings (server/config.ts) that cap how many calls one address makes to an endpoint, each
 * with its window.
 */
export const PER_IP_LIMITS = {
  LOGIN_RATE_LIMIT_PER_MINUTE: '1 minute',
  PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR: '1 hour',
  PUBLIC_PAYMENT_RATE_LIMIT_PER_MINUTE: '1 minute',
} as const;

/**
 * An endpoint beyond the generic CRUD ones, declared once for both sides: the server serves it
 * from this (its method, path, the schemas that check what comes in and cut what goes out, and who
 * may call it), and the browser calls it from this (the path it fills, the body it sends, the
 * answer it gets, the message it shows when the call fails for no reason of the server's).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api, with `:name` for each path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The headers it reads beyond those of every call. */
  headers?: z.ZodType;
  body?: z.ZodType | Unchecked<unknown>;
  /** None when nothing comes back (204). */
  answer?: z.ZodType | Unchecked<unknown>;
  /** The answer's status when it is not 200 (a record created: 201; work taken on: 202; nothing to say: 204). */
  status?: 201 | 202 | 204;
  access: Access;
  /** How many calls one address may make in a window: the setting of PER_IP_LIMITS that says it. */
  perIpLimit?: keyof typeof PER_IP_LIMITS;
  /** The longest body it takes, in bytes, when that is less than any endpoint's (BODY_LIMIT_BYTES). */
  bodyLimit?: number;
  /** Its group in the OpenAPI document. */
  tag: string;
  /** What the OpenAPI document says of it beyond its path and schemas. */
  description?: string;
  /** The catalog key of what failed, shown when no reason of the server's comes back (no answer, a 5xx). */
  failure?: string;
  /** A decision on a record: the browser names the version of the record it showed (`If-Match`). */
  decision?: true;
  /**
   * A car waits on its answer (a gate's decision): beyond the instance's bound on these in flight
   * (GATE_MAX_IN_FLIGHT) it is answered 503 with Retry-After at once instead of queueing.
   */
  shedsWhenBusy?: true;
  /**
   * It writes nothing and no decision acts on its answer, so an answer a moment old is right (a
   * report, an export, an open data read): with a read replica (READ_DATABASE_URL) it reads there.
   */
  readsReplica?: true;
  /**
   * An answer the browser saves as a file. `name` is the name it saves it under when the answer
   * names none (Content-Disposition), its `:name`s filled from the call's params and query as the
   * path's are; `types` are the content types it comes as instead of JSON (asked by `format`), each
   * with what it holds, for the OpenAPI document.
   */
  file?: { name: string; types?: Record<string, z.ZodType> };
}

/** Keeps the declaration's own types (its schemas), which both sides read. */
export const endpoint = <Declared extends Endpoint>(declared: Declared): Declared => declared;

/** A value as JSON carries it: its times as ISO text. */
export type Json<Value> = Value extends Date
  ? string
  : Value extends readonly (infer Item)[]
    ? Json<Item>[]
    : Value extends object
      ? { [Field in keyof Value]: Json<Value[Field]> }
      : Value;

/** What a part's schema takes or gives, or an unchecked part's type; undefined for a part not declared. */
type Part<Declared, Side extends 'input' | 'output'> = Declared extends z.ZodType
  ? Side extends 'input'
    ? z.input<Declared>
    : z.output<Declared>
  : Declared extends Unchecked<infer Value>
    ? Value
    : undefined;

/**
 * What a call sends: the path's parameters, the query, the headers and the body, as the schemas
 * take them. A body may also be what its schema gives (a form's values, parsed by the same schema
 * in the browser): the server parses it again, and its times travel as their ISO text.
 */
export interface CallOf<Declared extends Endpoint> {
  params: Part<Declared['params'], 'input'>;
  query: Part<Declared['query'], 'input'>;
  headers: Part<Declared['headers'], 'input'>;
  body: Part<Declared['body'], 'input'> | Part<Declared['body'], 'output'>;
}

/** What a handler is given, as the schemas parsed it; an unchecked body as it came. */
export interface ParsedOf<Declared extends Endpoint> {
  params: Part<Declared['params'], 'output'>;
  query: Part<Declared['query'], 'output'>;
  body: Declared['body'] extends Unchecked<unknown> ? unknown : Part<Declared['body'], 'output'>;
}

/** The answer as the server's handler gives it (before the schema cuts it) and as the browser reads it; nothing for a 204. */
export type AnswerOf<Declared extends Endpoint> = Declared extends { answer: object }
  ? Part<Declared['answer'], 'input'>
  : void;
export type JsonAnswerOf<Declared extends Endpoint> = Declared extends { answer: object }
  ? Json<Part<Declared['answer'], 'output'>>
  : void;
