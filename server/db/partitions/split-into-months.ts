import { sql } from 'drizzle-orm';
import type { Transaction } from '../handle';
import { rawRows } from '../raw-rows';
import { addForeignKey, dropForeignKey, foreignKeysIntoMonthlyTables } from './leaf-objects';
import {
  idSequenceOf,
  monthAfter,
  MONTHLY_TABLES,
  nextId,
  MONTHLY_TABLE_NAMES,
  partitionName,
  quoted,
} from './monthly-tables';
import { monthWidth, MONTHS_AHEAD } from './month-width';

interface TableParts {
  indexes: string[];
  uniqueIndexes: Array<{ name: string; definition: string }>;
  ownForeignKeys: Array<{ name: string; definition: string; into: string }>;
  triggers: string[];
  /** Functions of its row type, which go with the table they were made for and are made again. */
  functions: Array<{ oid: number; definition: string }>;
  sequence: string;
  primaryKey: string;
}

async function partsOf(tx: Transaction, table: string): Promise<TableParts> {
  const relation = `public.${table}`;
  const indexes = await rawRows<{ name: string; definition: string; unique: boolean; primary: boolean }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(x.indexrelid) as definition, x.indisunique as unique, x.indisprimary as primary
        from pg_index x join pg_class c on c.oid = x.indexrelid where x.indrelid = to_regclass(${relation})`,
  );
  const ownForeignKeys = await rawRows<{ name: string; definition: string; into: string }>(
    tx,
    sql`select conname as name, pg_get_constraintdef(oid) as definition, confrelid::regclass::text as into
        from pg_constraint where contype = 'f' and conrelid = to_regclass(${relation})`,
  );
  const triggers = await rawRows<{ definition: string }>(
    tx,
    sql`select pg_get_triggerdef(oid) as definition from pg_trigger where tgrelid = to_regclass(${relation}) and not tgisinternal`,
  );
  const [sequence] = await rawRows<{ name: string }>(tx, sql`select ${idSequenceOf(table)} as name`);
  const functions = await rawRows<{ oid: number; definition: string }>(
    tx,
    sql`with row_type as (select reltype from pg_class where oid = to_regclass(${relation}))
        select p.oid::int as oid, pg_get_functiondef(p.oid) as definition from pg_proc p, row_type
        where row_type.reltype = p.prorettype or row_type.reltype = any(p.proargtypes::oid[])`,
  );
  return {
    functions,
    indexes: indexes.filter((index) => !index.unique).map((index) => index.definition),
    uniqueIndexes: indexes.filter((index) => index.unique && !index.primary),
    ownForeignKeys,
    triggers: triggers.map((trigger) => trigger.definition),
    sequence: sequence!.name,
    primaryKey: indexes.find((index) => index.primary)!.name,
  };
}

/**
 * The months `table`'s rows were written in, each with the first id of its rows, and the month
 * the next ids go to (the newest of now and the rows'). A month whose first id is below an earlier
 * month's (a row written out of order) is left within the earlier month's partition.
 */
async function monthsOfRows(tx: Transaction, table: (typeof MONTHLY_TABLES)[number], timeZone: string, now: string) {
  const months = await rawRows<{ month: string; first: number }>(
    tx,
    sql`select to_char(${sql.raw(table.written)} at time zone ${timeZone}, 'YYYY-MM') as month, min(id)::int as first
        from ${sql.raw(table.name)} group by 1 order by 1`,
  );
  const next = await nextId(tx, table.name);
  const starts: Array<{ month: string; first: number }> = [];
  for (const month of months)
    if (!starts.length || month.first > starts.at(-1)!.first) starts.push({ month: month.month, first: month.first });
  const open = starts.length && starts.at(-1)!.month > now ? starts.at(-1)!.month : now;
  if (starts.at(-1)?.month !== open)
    starts.push({ month: open, first: Math.max(next, (starts.at(-1)?.first ?? 0) + 1) });
  return { starts, next };
}

/**
 * Turns the monthly tables into tables partitioned by month, their rows split into the months
 * they were written in, within `tx` (the caller holds the schema's lock): each table is made
 * again partitioned, its rows copied in, then its keys, indexes, foreign keys and triggers
 * declared again under their own names, which the server's error mapping and the docs use.
 * The copy comes before the indexes and triggers: the rows are indexed once, and the revenue
 * and e-invoicing triggers see no copy as a new payment.
 */
export async function splitIntoMonths(tx: Transaction, { timeZone, now }: { timeZone: string; now: string }) {
  const foreignKeysIn = (await foreignKeysIntoMonthlyTables(tx)).filter(
    (key) => !MONTHLY_TABLE_NAMES.includes(key.table),
  );
  for (const key of foreignKeysIn) await tx.execute(sql.raw(dropForeignKey(key)));
  const plain = [];
  for (const table of MONTHLY_TABLES) plain.push({ table, parts: await partsOf(tx, table.name) });
  for (const { table, parts } of plain)
    for (const key of parts.ownForeignKeys) await tx.execute(sql.raw(dropForeignKey({ table: table.name, ...key })));
  for (const { table, parts } of plain) {
    const { starts, next } = await monthsOfRows(tx, table, timeZone, now);
    const width = await monthWidth(tx, table);
    const name = table.name;
    await tx.execute(sql.raw(`alter sequence ${parts.sequence} owned by none`));
    await tx.execute(sql.raw(`alter table ${name} rename to ${name}__plain`));
    await tx.execute(
      sql.raw(
        `create table ${name} (like ${name}__plain including defaults including constraints including generated including storage including comments) partition by range (id)`,
      ),
    );
    const ranges = starts.map((start, index) => ({
      month: start.month,
      from: index === 0 ? 'minvalue' : String(start.first),
      to: index < starts.length - 1 ? starts[index + 1]!.first : Math.max(next, start.first) + width,
    }));
    for (let ahead = 0; ahead < MONTHS_AHEAD; ahead++) {
      const last = ranges.at(-1)!;
      ranges.push({ month: monthAfter(last.month), from: String(last.to), to: last.to + width });
    }
    const partitions = ranges.map((range) => partitionName(name, range.month));
    for (const [index, range] of ranges.entries())
      await tx.execute(
        sql.raw(
          `create table ${partitions[index]} partition of ${name} for values from (${range.from}) to (${range.to})`,
        ),
      );
    await tx.execute(sql.raw(`insert into ${name} select * from ${name}__plain`));
    for (const { oid } of parts.functions)
      await tx.execute(sql.raw(`do $$ begin execute 'drop function ' || ${oid}::oid::regprocedure; end $$`));
    await tx.execute(sql.raw(`drop table ${name}__plain`));
    for (const { definition } of parts.functions) await tx.execute(sql.raw(definition));
    await tx.execute(sql.raw(`alter sequence ${parts.sequence} owned by ${name}.id`));
    await tx.execute(sql.raw(`alter table ${name} add constraint ${quoted(parts.primaryKey)} primary key (id)`));
    for (const index of parts.indexes) await tx.execute(sql.raw(index));
    for (const partition of partitions)
      for (const unique of parts.uniqueIndexes)
        await tx.execute(
          sql.raw(
            unique.definition
              .replace(` ${unique.name} `, ` ${partition}${unique.name.slice(name.length)} `)
              .replace(` ON public.${name} `, ` ON public.${partition} `),
          ),
        );
    for (const key of parts.ownForeignKeys) {
      const leaves = MONTHLY_TABLE_NAMES.includes(key.into) ? partitions : [name];
      for (const leaf of leaves) await tx.execute(sql.raw(addForeignKey({ table: leaf, ...key })));
    }
    for (const trigger of parts.triggers) await tx.execute(sql.raw(trigger));
    await tx.execute(sql.raw(`analyze ${name}`));
  }
  for (const key of foreignKeysIn) await tx.execute(sql.raw(addForeignKey(key)));
}
