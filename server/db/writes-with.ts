import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Writes that nothing later in their transaction reads, sent in one round trip with a last
 * statement: each runs as a data-modifying WITH query, which PostgreSQL carries out whether or not
 * the last statement reads it. They all see the database as it was before the statement, so none
 * may rely on what another of them writes.
 */
export const writesWith = (writes: SQLWrapper[], last: SQL): SQL =>
  writes.length === 0
    ? last
    : sql`with ${sql.join(
        writes.map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write.getSQL()})`),
        sql`, `,
      )} ${last}`;
