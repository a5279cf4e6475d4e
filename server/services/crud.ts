import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { normalizeForSearch } from '../../domain/arabic';
import type { ResourceName } from '../../domain/routes';
import { VALIDATION } from '../../domain/validation-messages';
import type { Database } from '../db/client';
import { MAX_ID } from '../../domain/schemas/fields';
import { badInput, conflict, notFound } from '../errors';
import { POSTGRES_FOREIGN_KEY_VIOLATION, postgresErrorOf } from '../db/postgres-errors';
import type { ApiErrorCode } from '../../domain/api-errors';
import { type ListOrder, readPage } from './list-page';

// Drizzle types each table by its own columns; the generic service only needs an id column
// and, for search, a search_text column.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = PgTableWithColumns<TableConfig & { columns: any }>;
type Row = Record<string, unknown> & { id: number };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ResourceDefinition<Body> {
  name: ResourceName;
  table: Table;
  /** Sortable fields of the API and the column (or expression) each one sorts by. */
  sortColumns: Record<string, PgColumn | SQL>;
  filterSchema: z.ZodType<Record<string, unknown> & { q?: string; id?: number | number[] }>;
  /** Filters that match a column exactly, by API field name. */
  filterColumns: Record<string, PgColumn>;
  /** The API shape of a row; by default the row without its search column. */
  toRecord?(row: Row): Record<string, unknown>;
  write?: {
    schema: z.ZodType<Body>;
    toRow(body: Body): Record<string, unknown>;
    /** Reference fields and the table their id must exist in. */
    references?: Record<string, Table>;
    /**
     * The 409 code when the database refuses a delete because other records still refer to this
     * one: the foreign keys know every dependent, so no list of them is kept here.
     */
    inUse?: ApiErrorCode;
  };
}

function recordOf(definition: ResourceDefinition<unknown>, row: Row): Record<string, unknown> {
  if (definition.toRecord) return definition.toRecord(row);
  const { search_text: _search, name_key: _nameKey, name_ar_key: _nameArKey, ...record } = row;
  return record;
}

export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

/** The largest page a client may ask for (react-admin's export asks for 1000). */
export const MAX_PAGE_SIZE = 1000;

function parseJson(value: string | undefined, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badInput({ [field]: VALIDATION.invalidChoice });
  }
}

/** A field the resource declares itself: `__proto__`, `constructor` and the like are not fields. */
function ownEntry<T>(record: Record<string, T>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}

function parseSort(definition: ResourceDefinition<unknown>, raw: unknown): ListOrder {
  if (raw === undefined) return { by: definition.table.id, descending: false };
  const [field, order] = Array.isArray(raw) ? raw : [];
  const column = ownEntry(definition.sortColumns, field);
  if (!column || (order !== 'ASC' && order !== 'DESC')) throw badInput({ sort: VALIDATION.invalidChoice });
  return { by: column, descending: order === 'DESC' };
}

/** `[start,end]` in plain decimal digits: JSON would also read `1e3` or `-0` as numbers. */
const RANGE = /^\[\s*(0|[1-9][0-9]{0,9})\s*,\s*(0|[1-9][0-9]{0,9})\s*\]$/;

function parseRange(text: string | undefined): { offset: number; limit: number } | undefined {
  if (text === undefined || text === '') return undefined;
  const [, start, end] = RANGE.exec(text)?.map(Number) ?? [];
  if (start === undefined || end === undefined || end < start || end > MAX_ID) throw badInput({ range: VALIDATION.invalidChoice });
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterConditions(definition: ResourceDefinition<unknown>, raw: unknown): SQL[] {
  const parsed = definition.filterSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const named = parsed.error.issues.find((issue) => issue.message === VALIDATION.controlCharacters);
    throw badInput({ filter: named ? VALIDATION.controlCharacters : VALIDATION.unknownFilter });
  }
  const { q, id, ...rest } = parsed.data;
  const conditions: SQL[] = [];
  if (q) conditions.push(like(definition.table.search_text, `%${escapeLike(normalizeForSearch(q))}%`));
  if (id !== undefined) conditions.push(inArray(definition.table.id, Array.isArray(id) ? id : [id]));
  for (const [field, value] of Object.entries(rest)) {
    const column = ownEntry(definition.filterColumns, field);
    if (column && value !== undefined) conditions.push(eq(column, value));
  }
  return conditions;
}

export async function listRecords(db: Database, definition: ResourceDefinition<unknown>, query: ListQuery) {
  const order = parseSort(definition, parseJson(query.sort, 'sort'));
  const range = parseRange(query.range);
  const where = and(...filterConditions(definition, parseJson(query.filter, 'filter')));
  const offset = range?.offset ?? 0;
  const limit = range?.limit ?? MAX_PAGE_SIZE;
  const { rows, total } = await readPage(db, { table: definition.table, where, order, offset, limit });
  return { records: (rows as Row[]).map((row) => recordOf(definition, row)), offset, total };
}

/** `resource start-end/total`; an empty page has no start and end, only the total. */
export function contentRange(resource: string, offset: number, length: number, total: number): string {
  if (length === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + length - 1}/${total}`;
}

export async function getRecord(db: Database, definition: ResourceDefinition<unknown>, id: number) {
  const [row] = (await db.select().from(definition.table).where(eq(definition.table.id, id))) as Row[];
  if (!row) throw notFound();
  return recordOf(definition, row);
}

async function assertReferencesExist(tx: Transaction, references: Record<string, Table> | undefined, body: Record<string, unknown>) {
  for (const [field, table] of Object.entries(references ?? {})) {
    const id = body[field];
    if (id === null || id === undefined) continue;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id as number));
    if (!found) throw badInput({ [field]: VALIDATION.invalidChoice });
  }
}

function writerOf<Body>(definition: ResourceDefinition<Body>) {
  if (!definition.write) throw new Error(`${definition.name} is read-only`);
  return definition.write;
}

export async function createRecord<Body>(db: Database, definition: ResourceDefinition<Body>, body: Body) {
  const write = writerOf(definition);
  return db.transaction(async (tx) => {
    await assertReferencesExist(tx, write.references, body as Record<string, unknown>);
    const [row] = (await tx.insert(definition.table).values(write.toRow(body)).returning()) as Row[];
    return recordOf(definition as ResourceDefinition<unknown>, row!);
  });
}

export async function updateRecord<Body>(db: Database, definition: ResourceDefinition<Body>, id: number, body: Body) {
  const write = writerOf(definition);
  return db.transaction(async (tx) => {
    await assertReferencesExist(tx, write.references, body as Record<string, unknown>);
    const [row] = (await tx
      .update(definition.table)
      .set({ ...write.toRow(body), updated_at: new Date() })
      .where(eq(definition.table.id, id))
      .returning()) as Row[];
    if (!row) throw notFound();
    return recordOf(definition as ResourceDefinition<unknown>, row);
  });
}

/**
 * Of several deletes at once exactly one removes the row and answers it; the others wait for
 * that one and then find nothing (404). A row others still refer to stays, answered 409.
 */
export async function deleteRecord<Body>(db: Database, definition: ResourceDefinition<Body>, id: number) {
  const write = writerOf(definition);
  try {
    const [row] = (await db.delete(definition.table).where(eq(definition.table.id, id)).returning()) as Row[];
    if (!row) throw notFound();
    return recordOf(definition as ResourceDefinition<unknown>, row);
  } catch (error) {
    if (postgresErrorOf(error)?.code === POSTGRES_FOREIGN_KEY_VIOLATION) throw conflict(write.inUse);
    throw error;
  }
}
