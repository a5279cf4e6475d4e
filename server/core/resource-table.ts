import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

/** Any table a resource is served from, as Drizzle types it, with the integer `id` every resource has. */
export type ResourceTable = PgTable & { id: PgColumn & { _: { data: number } } };
/** A stored row of a resource's table. */
export type RowOf<Table extends ResourceTable> = Table['$inferSelect'] & { id: number };
/**
 * The columns a write gives: on a create every column the table requires (the create schema saw
 * to them, and the database refuses a row without them), on an edit those it changes.
 */
export type RowWrite<Table extends ResourceTable> = Partial<PgInsertValue<Table>>;
