import type { z } from 'zod';
import type { Permission } from '../roles';

/**
 * An endpoint beyond the generic CRUD ones, declared once for both sides: the server serves it
 * from this (its method, path, the schemas that check what comes in and cut what goes out, and who
 * may call it), and the browser's data provider calls it from this (the path it fills, the body it
 * sends, the answer it gets, the message it shows when the call fails for no reason of the server's).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** Under /api, with `:name` for each path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** The answer's status when it is not 200 (a record created: 201). */
  status?: 201;
  /** Who may call it: a caller with any of these. */
  permission: Permission | readonly Permission[];
  /** Its group in the OpenAPI document. */
  tag: string;
  /** What the OpenAPI document says of it beyond its path and schemas. */
  description?: string;
  /** The catalog key of what failed, shown when no reason of the server's comes back (no answer, a 5xx). */
  failure?: string;
  /** A decision on a record: the browser names the version of the record it showed (`If-Match`). */
  decision?: true;
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

type Part<Schema, Side extends 'input' | 'output'> = Schema extends z.ZodType
  ? Side extends 'input'
    ? z.input<Schema>
    : z.output<Schema>
  : undefined;

/**
 * What a call sends: the path's parameters, the query and the body, as the schemas take them. A body
 * may also be what its schema gives (a form's values, parsed by the same schema in the browser):
 * the server parses it again, and its times travel as their ISO text.
 */
export interface CallOf<Declared extends Endpoint> {
  params: Part<Declared['params'], 'input'>;
  query: Part<Declared['query'], 'input'>;
  body: Part<Declared['body'], 'input'> | Part<Declared['body'], 'output'>;
}

/** What a handler is given, as the schemas parsed it. */
export interface ParsedOf<Declared extends Endpoint> {
  params: Part<Declared['params'], 'output'>;
  query: Part<Declared['query'], 'output'>;
  body: Part<Declared['body'], 'output'>;
}

/** The answer as the server's handler gives it (before the schema cuts it) and as the browser reads it. */
export type AnswerOf<Declared extends Endpoint> = z.input<Declared['answer']>;
export type JsonAnswerOf<Declared extends Endpoint> = Json<z.output<Declared['answer']>>;
