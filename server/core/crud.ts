import { and, eq, getTableColumns, getTableName, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { normalizeForSearch } from '../../domain/arabic';
import { plateSearchKey } from '../../domain/plates';
import { readReference } from '../../domain/references';
import type { ApiErrorCode } from '../../domain/api-errors';
import type { ResourceName } from '../../domain/routes';
import type { TabCountsEndpoint } from '../../domain/endpoints/tab-counts';
import { MAX_ID } from '../../domain/schemas/fields';
import { VALIDATION } from '../../domain/validation-messages';
import type { Clock } from '../clock';
import { lowestIdOf, type MonthFloors, monthFloorsOf } from '../db/partitions/month-floors';
import type { Database, Transaction } from '../db/client';
import { POSTGRES_FOREIGN_KEY_VIOLATION, postgresErrorOf } from '../db/postgres-errors';
import { badInput, conflict, notFound } from '../errors';
import type { AuditAction } from '../../domain/audit';
import { type AuditActor, type AuditChanges, type AuditEntry, changesBetween, recordAudit } from './audit';
import type { Caller } from './auth';
import { refuseDeepJson } from './json-depth';
import { type ListOrder, readPage } from './list-page';
import type { AccessKind, Subject } from '../../domain/privacy';
import { recordAccess, recordPlatesShown } from './access-log';
import { assertSeen, versionOf, withVersion } from './record-versions';
import type { ResourceTable, RowOf, RowWrite } from './resource-table';

export type { ResourceTable, RowOf, RowWrite } from './resource-table';
type ApiRecord = Record<string, unknown>;

/**
 * The rows a query of a resource's table answers. Drizzle computes a query's row type from the
 * table's columns, which it cannot do for a table known only as some resource's (`select().from`
 * and `update().returning()` over a type parameter), so the generic layer (and the refresh of
 * folded text, server/core/refresh-folded-text.ts) queries the table as any resource's and gives the rows
 * their own table's type here, the one place it asserts one.
 */
export function rowsOf<Table extends ResourceTable>(rows: unknown[]): Array<RowOf<Table>> {
  return rows as Array<RowOf<Table>>;
}

/** Who is asking, the database they ask and the clock they ask by: every service call of a resource carries them. */
export interface CallContext {
  db: Database;
  caller: Caller;
  clock: Clock;
}

/**
 * A decision's call: the version of the record its decider read (their `If-Match`), which the
 * record must still have when the decision takes its lock (server/core/record-versions.ts).
 */
export interface DecisionContext extends CallContext {
  seen: string;
}

/** A write about to happen, for the rules that need the caller or the stored row. */
export interface WriteCheck<Body, Row = RowOf<ResourceTable>> {
  tx: Transaction;
  caller: Caller;
  clock: Clock;
  /** The validated body (create and update). */
  body?: Body;
  /** The stored row, read under a lock (update and delete). */
  existing?: Row;
}

/**
 * A resource of the API, typed by its table: its hooks get the table's rows (with what
 * `withDerived` adds, `Derived`) and its writes give the table's columns. `Derived` is a type
 * alias, not an interface: the registry (server/resources.ts) holds every resource as one whose
 * rows are records, which an interface's fields are not.
 */
export interface ResourceDefinition<
  Table extends ResourceTable = ResourceTable,
  Create = unknown,
  Update = Create,
  Derived extends object = object,
> {
  name: ResourceName;
  table: Table;
  /**
   * The fields the API answers, as the domain describes them: whatever else a row holds (a
   * password hash, search text, a column added later) never leaves the server or reaches the log.
   */
  record: z.ZodObject;
  /**
   * The rows this caller may reach (a company manager their company's, say); none means every
   * row. Applied to list, getMany, getOne, update and delete alike: a row outside it is not found.
   */
  scope?(caller: Caller): SQL | undefined;
  /**
   * Its list and tab counts write nothing and no decision acts on them (a money list): with a
   * read replica (READ_DATABASE_URL) they read there, a moment behind.
   */
  listsFromReplica?: true;
  /** Sortable fields of the API and the column (or expression) each one sorts by. */
  sortColumns: Record<string, PgColumn | SQL>;
  /** The order of a list that asks for none (a log lists its newest first); by id when absent. */
  defaultSort?: [field: string, order: 'ASC' | 'DESC'];
  filterSchema: z.ZodType<Record<string, unknown> & { q?: string; id?: number | number[] }>;
  /** Filters that match a column exactly, by API field name. */
  filterColumns: Record<string, PgColumn>;
  /**
   * What `q` finds, given the folded LIKE pattern, where the text searched is another table's (a
   * payment's stay's plate); by the table's own `search_text` when absent.
   */
  search?(pattern: string): SQL;
  /**
   * The column of the short code a person quotes (a request's reference, a guest's ticket number,
   * domain/references.ts): `q` that reads as one, whatever its case, spaces or dash, finds it.
   */
  referenceColumn?: PgColumn;
  /** Conditions of the other filters (a date range, say), from the validated filter. */
  filterWhere?(filter: Record<string, unknown>, clock: Clock, floors: MonthFloors): Array<SQL | undefined>;
  /** The API values of a row where they differ from the columns (money in SAR, say; a status as of today). */
  toRecord?(row: RowOf<Table> & Derived, clock: Clock): ApiRecord;
  /**
   * Adds to rows what their records need from other tables (a company's used quota and its
   * manager), for a whole page at once, wherever rows are answered or audited; `toRecord` then
   * finds it on the row.
   */
  withDerived?(
    db: Database | Transaction,
    rows: Array<RowOf<Table>>,
    clock: Clock,
  ): Promise<Array<RowOf<Table> & Derived>>;
  /**
   * Fields of the record that follow from other records or from the date (a company's used and
   * remaining quota): a change of theirs is no change of this record, so the audit leaves them out.
   */
  derivedFields?: readonly string[];
  /**
   * What only the record's own page needs (a stay's events), answered by GET /:id alone: its
   * fields are added to the record, and `record` is the answer's schema.
   */
  detail?: {
    record: z.ZodObject;
    of(db: Database | Transaction, row: RowOf<Table>): Promise<ApiRecord>;
  };
  /**
   * How many rows each status tab of the list holds (its endpoint, domain/endpoints/tab-counts.ts): the caller's rows
   * under the list's other filters, its status left out, counted by `of` in one pass.
   */
  counts?: {
    endpoint: TabCountsEndpoint;
    of(db: Database, where: SQL | undefined, clock: Clock): Promise<Record<string, number>>;
  };
  write?: {
    createSchema: z.ZodType<Create>;
    /** Where an edit's rules differ (read-only fields, no password); else the create schema. */
    updateSchema?: z.ZodType<Update>;
    /** The row to write; `write` gives the transaction and, on an edit, the stored row (a price read from another table). */
    toRow(
      body: Create | Update,
      caller: Caller,
      write: { tx: Transaction; clock: Clock; existing?: RowOf<Table> },
    ): RowWrite<Table> | Promise<RowWrite<Table>>;
    /** Rules that need the caller or the stored row; they throw to refuse, inside the transaction. */
    checkCreate?(check: WriteCheck<Create, RowOf<Table>>): Promise<void> | void;
    checkUpdate?(check: WriteCheck<Update, RowOf<Table>>): Promise<void> | void;
    checkDelete?(check: WriteCheck<never, RowOf<Table>>): Promise<void> | void;
    /** More work of the create's own transaction, once the row exists (a company's manager). */
    afterCreate?(tx: Transaction, row: RowOf<Table>, body: Create, caller: Caller, clock: Clock): Promise<void>;
    /** More work of the edit's own transaction, once the row is written (a subscription's vehicles). */
    afterUpdate?(tx: Transaction, row: RowOf<Table>, body: Update, caller: Caller, clock: Clock): Promise<void>;
    /**
     * Reference fields looked up before the row is built, and the table their id must exist in:
     * only where the foreign key would answer otherwise, because the row's rules read the
     * reference first (a subscription's plan of its area) or the row does not keep it. Any other
     * reference to no record is its foreign key's field error (server/core/plugins/errors.ts).
     */
    references?: Record<string, ResourceTable>;
    /**
     * The 409 code when the database refuses a delete because other records still refer to this
     * one: the foreign keys know every dependent, so no list of them is kept here.
     */
    inUse?: ApiErrorCode;
    /**
     * A delete that must say why (DELETE with `{reason}`, or `?reason=`): the audit row keeps the
     * reason beside the deleted record's values.
     */
    deletion?: z.ZodType<{ reason: string }>;
  };
  /**
   * The personal data a record's own page shows (a stay's plate, a subscription's phone, email and
   * plates): opening it (GET /:id, never a list) writes an access record (server/core/access-log.ts).
   */
  exposes?: { kind: AccessKind; subjects(record: ApiRecord): Subject[] };
  /**
   * The plate a record of the list shows (a stay's, a payment's stay's): a list searched with `q`
   * narrows to a person's records, so its page writes one access record naming the plates it
   * showed; a list merely paged or filtered writes none.
   */
  searchShows?: { kind: AccessKind; plateOf(record: ApiRecord): string | null };
  /** Told of every record this process writes, once committed (a cache of it is forgotten). */
  onWritten?(db: Database, record: ApiRecord): void;
}

/** The API record of a row (with what `withDerived` adds to it): the resource's own values, then only the fields it answers. */
export function recordOf<Table extends ResourceTable, Derived extends object>(
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  row: RowOf<Table> & Derived,
  clock: Clock,
): ApiRecord {
  const values: ApiRecord = definition.toRecord ? definition.toRecord(row, clock) : row;
  const record: ApiRecord = {};
  for (const field of Object.keys(definition.record.shape)) record[field] = values[field];
  return withVersion(definition.record, record);
}

/** The API records of rows, with what they need from other tables. */
export async function recordsOf<Table extends ResourceTable, Derived extends object>(
  db: Database | Transaction,
  clock: Clock,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  rows: Array<RowOf<Table>>,
): Promise<ApiRecord[]> {
  if (rows.length === 0) return [];
  // A resource without `withDerived` adds nothing: its `Derived` is the empty default.
  const complete = definition.withDerived
    ? await definition.withDerived(db, rows, clock)
    : (rows as Array<RowOf<Table> & Derived>);
  return complete.map((row) => recordOf(definition, row, clock));
}

/**
 * What a write changed, as the audit log keeps it: the record's own fields only. An update or
 * status switch that changed none of them (a form saved as it was) leaves no audit row.
 */
export async function audit(
  tx: Transaction,
  caller: AuditActor | null,
  definition: Pick<ResourceDefinition, 'name' | 'derivedFields'>,
  action: AuditEntry['action'],
  recordId: number,
  before: ApiRecord | null,
  after: ApiRecord | null,
) {
  const changes = changesBetween(before, after);
  for (const field of definition.derivedFields ?? []) delete changes[field];
  if (before && after && Object.keys(changes).length === 0) return;
  await recordAudit(tx, caller, { action, resource: definition.name, recordId, changes });
}

export async function answerOf<Table extends ResourceTable, Derived extends object>(
  db: Database | Transaction,
  clock: Clock,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  row: RowOf<Table>,
): Promise<ApiRecord> {
  const [record] = await recordsOf(db, clock, definition, [row]);
  return record!;
}

export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

/** The largest page a client may ask for (react-admin's export asks for 1000). */
export const MAX_PAGE_SIZE = 1000;

/** A query parameter's JSON (`filter`, `sort`); none when absent or empty; 400 under `field` when it is no JSON. */
export function parseJson(value: string | undefined, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  refuseDeepJson(value, field);
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

function parseSort(definition: ResourceDefinition, raw: unknown): ListOrder {
  if (raw === undefined && !definition.defaultSort) return { by: definition.table.id, descending: false };
  const requested = raw ?? definition.defaultSort;
  const [field, order] = Array.isArray(requested) ? requested : [];
  const column = ownEntry(definition.sortColumns, field);
  if (!column || (order !== 'ASC' && order !== 'DESC')) throw badInput({ sort: VALIDATION.invalidChoice });
  // Ties go by id in the same direction (list-page.ts): newest first lists the latest of one instant first.
  return { by: column, descending: order === 'DESC' };
}

/** `[start,end]` in plain decimal digits: JSON would also read `1e3` or `-0` as numbers. */
const RANGE = /^\[\s*(0|[1-9][0-9]{0,9})\s*,\s*(0|[1-9][0-9]{0,9})\s*\]$/;

function parseRange(text: string | undefined): { offset: number; limit: number } | undefined {
  if (text === undefined || text === '') return undefined;
  const [, start, end] = RANGE.exec(text)?.map(Number) ?? [];
  if (start === undefined || end === undefined || end < start || end > MAX_ID)
    throw badInput({ range: VALIDATION.invalidChoice });
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The folded `search_text` column a resource without a `search` of its own is searched by. */
function searchTextOf(table: ResourceTable): PgColumn {
  const column = getTableColumns(table)['search_text'];
  if (!column) throw new Error(`${getTableName(table)} has no search_text: its resource needs a search`);
  return column;
}

function filterConditions(definition: ResourceDefinition, raw: unknown, clock: Clock, floors: MonthFloors): SQL[] {
  const parsed = definition.filterSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const named = parsed.error.issues.find((issue) => issue.message === VALIDATION.controlCharacters);
    throw badInput({ filter: named ? VALIDATION.controlCharacters : VALIDATION.unknownFilter });
  }
  const { q, id, ...rest } = parsed.data;
  const conditions: SQL[] = [];
  if (q) {
    const searched = (text: string) => {
      const pattern = `%${escapeLike(normalizeForSearch(text))}%`;
      return definition.search ? definition.search(pattern) : like(searchTextOf(definition.table), pattern);
    };
    // A plate typed with leading zeros is stored without them: its stored form is looked for too.
    const plate = plateSearchKey(q);
    const reference = definition.referenceColumn && readReference(q);
    conditions.push(
      or(
        searched(q),
        plate && normalizeForSearch(plate) !== normalizeForSearch(q) ? searched(plate) : undefined,
        reference ? eq(definition.referenceColumn!, reference) : undefined,
      )!,
    );
  }
  if (id !== undefined) conditions.push(inArray(definition.table.id, Array.isArray(id) ? id : [id]));
  for (const [field, value] of Object.entries(rest)) {
    const column = ownEntry(definition.filterColumns, field);
    if (column && value !== undefined) conditions.push(eq(column, value));
  }
  for (const condition of definition.filterWhere?.(rest, clock, floors) ?? [])
    if (condition) conditions.push(condition);
  return conditions;
}

/** The caller's rows of the resource, narrowed by `conditions`. */
function within(
  definition: ResourceDefinition,
  caller: Caller,
  ...conditions: Array<SQL | undefined>
): SQL | undefined {
  return and(definition.scope?.(caller), ...conditions);
}

/** The conditions of a list's `filter` (JSON text); `without` names filter keys to leave out. */
function listConditions(
  { db, clock }: CallContext,
  definition: ResourceDefinition,
  filter: string | undefined,
  without: readonly string[],
): SQL[] {
  const parsed = parseJson(filter, 'filter');
  const kept =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? Object.fromEntries(Object.entries(parsed).filter(([key]) => !without.includes(key)))
      : parsed;
  return filterConditions(definition, kept, clock, monthFloorsOf(db));
}

/**
 * The condition of a list's `filter` (JSON text) within the caller's rows; `without` names filter
 * keys to leave out (the tab counts of a list read every tab under the other filters).
 */
export function listWhere(
  context: CallContext,
  definition: ResourceDefinition,
  filter: string | undefined,
  without: readonly string[] = [],
): SQL | undefined {
  return within(definition, context.caller, ...listConditions(context, definition, filter, without));
}

export async function listRecords<Table extends ResourceTable, Derived extends object>(
  context: CallContext,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  query: ListQuery,
) {
  const { db, clock } = context;
  const order = parseSort(definition, parseJson(query.sort, 'sort'));
  const range = parseRange(query.range);
  const conditions = listConditions(context, definition, query.filter, []);
  const where = within(definition, context.caller, ...conditions);
  const offset = range?.offset ?? 0;
  const limit = range?.limit ?? MAX_PAGE_SIZE;
  const { rows, total } = await readPage(db, {
    table: definition.table,
    where,
    order,
    offset,
    limit,
    lowestId: lowestIdOf(conditions, definition.table),
    newest: order.descending ? monthFloorsOf(db).newest(order.by) : undefined,
  });
  const records = await recordsOf(db, clock, definition, rowsOf<Table>(rows));
  if (definition.searchShows && isSearched(query.filter)) {
    const { kind, plateOf } = definition.searchShows;
    await recordPlatesShown(db, context.caller, kind, null, records.map(plateOf));
  }
  return { records, offset, total };
}

/** Whether a list's `filter` (valid by now) searches a text. */
function isSearched(filter: string | undefined): boolean {
  const parsed = parseJson(filter, 'filter');
  return typeof parsed === 'object' && parsed !== null && 'q' in parsed && Boolean(parsed.q);
}

/** The count of each status tab of the caller's rows under the list's `filter`, its status left out. */
export function countRecords(context: CallContext, definition: ResourceDefinition, filter: string | undefined) {
  if (!definition.counts) throw new Error(`${definition.name} has no tab counts`);
  return definition.counts.of(context.db, listWhere(context, definition, filter, ['status']), context.clock);
}

/** `resource start-end/total`; an empty page has no start and end, only the total. */
export function contentRange(resource: string, offset: number, length: number, total: number): string {
  if (length === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + length - 1}/${total}`;
}

/** The caller's row `id` of the resource, locked until the transaction ends when `lock`; 404 when it is not theirs to reach. */
async function reachableRow<Table extends ResourceTable>(
  db: Database | Transaction,
  definition: ResourceDefinition<Table, unknown, unknown, object>,
  caller: Caller,
  id: number,
  lock: boolean,
): Promise<RowOf<Table>> {
  const table: ResourceTable = definition.table;
  const query = db
    .select()
    .from(table)
    .where(within(definition, caller, eq(table.id, id)));
  const [row] = rowsOf<Table>(await (lock ? query.for('update') : query));
  if (!row) throw notFound();
  return row;
}

/** The caller's row `id` of the resource, read (in a transaction when given one); 404 when it is not theirs to reach. */
export function findRow<Table extends ResourceTable>(
  { db, caller }: { db: Database | Transaction; caller: Caller },
  definition: ResourceDefinition<Table, unknown, unknown, object>,
  id: number,
): Promise<RowOf<Table>> {
  return reachableRow(db, definition, caller, id, false);
}

export async function getRecord<Table extends ResourceTable, Derived extends object>(
  context: CallContext,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  id: number,
) {
  const row = await findRow(context, definition, id);
  const record = await pageRecordOf(context.db, context.clock, definition, row);
  if (definition.exposes) {
    const { kind, subjects } = definition.exposes;
    await recordAccess(context.db, context.caller, { kind, recordId: id, subjects: subjects(record) });
  }
  return record;
}

/** The record as its own page (GET /:id) answers it: with its detail, where it has one, and its version. */
async function pageRecordOf<Table extends ResourceTable, Derived extends object>(
  db: Database | Transaction,
  clock: Clock,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  row: RowOf<Table>,
): Promise<ApiRecord> {
  const record = await answerOf(db, clock, definition, row);
  const { detail } = definition;
  return detail ? withVersion(detail.record, { ...record, ...(await detail.of(db, row)) }) : record;
}

/**
 * The version of a row's record as its page answers it: what a decision binds to, and what a
 * payment link keeps of the record it was made for.
 */
export async function recordVersionOf<Table extends ResourceTable, Derived extends object>(
  db: Database | Transaction,
  clock: Clock,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  row: RowOf<Table>,
): Promise<string> {
  return versionOf(await pageRecordOf(db, clock, definition, row));
}

/**
 * The caller's row `id`, locked until the transaction ends, as the decision's caller read it:
 * 404 when it is not theirs to reach, 409 `record_changed` when it is no longer the version they
 * decided on. Every decision reads its record through here, so a change committed before the lock
 * is seen and one after it waits for the decision.
 */
export async function seenRow<Table extends ResourceTable, Derived extends object>(
  tx: Transaction,
  { caller, clock, seen }: DecisionContext,
  definition: ResourceDefinition<Table, unknown, unknown, Derived>,
  id: number,
): Promise<RowOf<Table>> {
  const row = await lockedRow(tx, definition, caller, id);
  assertSeen(seen, await pageRecordOf(tx, clock, definition, row));
  return row;
}

/** The caller's row `id`, locked until the transaction ends; 404 when it is not theirs to reach. */
export function lockedRow<Table extends ResourceTable>(
  tx: Transaction,
  definition: ResourceDefinition<Table, unknown, unknown, object>,
  caller: Caller,
  id: number,
): Promise<RowOf<Table>> {
  return reachableRow(tx, definition, caller, id, true);
}

async function assertReferencesExist(
  tx: Transaction,
  references: Record<string, ResourceTable> | undefined,
  body: unknown,
) {
  for (const [field, table] of Object.entries(references ?? {})) {
    const id: unknown = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
    if (typeof id !== 'number') continue;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) throw badInput({ [field]: VALIDATION.invalidChoice });
  }
}

function writerOf<Table extends ResourceTable, Create, Update, Derived extends object>(
  definition: ResourceDefinition<Table, Create, Update, Derived>,
) {
  if (!definition.write) throw new Error(`${definition.name} is read-only`);
  return definition.write;
}

export async function createRecord<Table extends ResourceTable, Create, Update, Derived extends object>(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
  body: Create,
) {
  const write = writerOf(definition);
  const record = await db.transaction(async (tx) => {
    await write.checkCreate?.({ tx, caller, clock, body });
    await assertReferencesExist(tx, write.references, body);
    const table: ResourceTable = definition.table;
    const [row] = rowsOf<Table>(
      await tx
        .insert(table)
        .values(await write.toRow(body, caller, { tx, clock }))
        .returning(),
    );
    await write.afterCreate?.(tx, row!, body, caller, clock);
    const created = await answerOf(tx, clock, definition, row!);
    await audit(tx, caller, definition, 'create', row!.id, null, created);
    return created;
  });
  definition.onWritten?.(db, record);
  return record;
}

export async function updateRecord<Table extends ResourceTable, Create, Update, Derived extends object>(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
  id: number,
  body: Update,
) {
  const write = writerOf(definition);
  const record = await db.transaction(async (tx) => {
    const existing = await lockedRow(tx, definition, caller, id);
    await write.checkUpdate?.({ tx, caller, clock, body, existing });
    await assertReferencesExist(tx, write.references, body);
    // Read before the write: what the record holds in other tables (its vehicles) changes with it.
    const before = write.afterUpdate ? await answerOf(tx, clock, definition, existing) : undefined;
    const table: ResourceTable = definition.table;
    const changed = { ...(await write.toRow(body, caller, { tx, clock, existing })), updated_at: clock.now() };
    const [row] = rowsOf<Table>(await tx.update(table).set(changed).where(eq(table.id, id)).returning());
    await write.afterUpdate?.(tx, row!, body, caller, clock);
    const [earlier, updated] = before
      ? [before, await answerOf(tx, clock, definition, row!)]
      : await recordsOf(tx, clock, definition, [existing, row!]);
    await audit(tx, caller, definition, 'update', id, earlier!, updated!);
    return updated;
  });
  definition.onWritten?.(db, record!);
  return record;
}

/**
 * Of several deletes at once exactly one removes the row and answers it; the others wait for
 * its lock and then find nothing (404). A row others still refer to stays, answered 409. A
 * reason, where the resource asks for one, is logged as a field of the deleted record.
 */
export async function deleteRecord<Table extends ResourceTable, Create, Update, Derived extends object>(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
  id: number,
  reason?: string,
) {
  const write = writerOf(definition);
  try {
    const record = await db.transaction(async (tx) => {
      const existing = await lockedRow(tx, definition, caller, id);
      const deleted = await answerOf(tx, clock, definition, existing);
      await write.checkDelete?.({ tx, caller, clock, existing });
      await tx.delete(definition.table).where(eq(definition.table.id, id));
      await audit(tx, caller, definition, 'delete', id, reason === undefined ? deleted : { ...deleted, reason }, null);
      return deleted;
    });
    definition.onWritten?.(db, record);
    return record;
  } catch (error) {
    if (postgresErrorOf(error)?.code === POSTGRES_FOREIGN_KEY_VIOLATION) throw conflict(write.inUse);
    throw error;
  }
}

type Change<Table extends ResourceTable> = (
  tx: Transaction,
  existing: RowOf<Table>,
) => Promise<{ row: RowOf<Table>; changes?: AuditChanges }>;
type ChangeAction = Exclude<AuditAction, 'create' | 'update' | 'delete'>;

/**
 * A change beside the five verbs (a status switch, a password), made the generic way: the
 * caller's row under lock, the change, and its audit row, in one transaction.
 */
export function changeRecord<Table extends ResourceTable, Create, Update, Derived extends object>(
  context: CallContext,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
  id: number,
  action: ChangeAction,
  change: Change<Table>,
) {
  return changeLockedRecord(context, definition, action, change, (tx) => lockedRow(tx, definition, context.caller, id));
}

/**
 * A decision (an approval, a rejection): a change of the record its decider read, and of no other
 * version of it (`seenRow`).
 */
export function decideRecord<Table extends ResourceTable, Create, Update, Derived extends object>(
  context: DecisionContext,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
  id: number,
  action: ChangeAction,
  change: Change<Table>,
) {
  return changeLockedRecord(context, definition, action, change, (tx) => seenRow(tx, context, definition, id));
}

async function changeLockedRecord<Table extends ResourceTable, Create, Update, Derived extends object>(
  { db, caller, clock }: CallContext,
  definition: ResourceDefinition<Table, Create, Update, Derived>,
  action: ChangeAction,
  change: Change<Table>,
  lock: (tx: Transaction) => Promise<RowOf<Table>>,
) {
  const record = await db.transaction(async (tx) => {
    const existing = await lock(tx);
    const id = existing.id;
    const { row, changes } = await change(tx, existing);
    const [before, updated] = await recordsOf(tx, clock, definition, [existing, row]);
    if (changes) await recordAudit(tx, caller, { action, resource: definition.name, recordId: id, changes });
    else await audit(tx, caller, definition, action, id, before!, updated!);
    return updated;
  });
  definition.onWritten?.(db, record!);
  return record;
}
