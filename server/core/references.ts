import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatReference, REFERENCE_LENGTH, REFERENCE_SYMBOLS } from '../../domain/references';
import type { Transaction } from '../db/client';

/**
 * A new reference (domain/references.ts). Random, not a counter, so it tells nobody how many
 * requests or tickets the operator has: 31^8, about 8.5 × 10^11 of them.
 */
export function newReference(): string {
  return formatReference(
    Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_SYMBOLS[randomInt(REFERENCE_SYMBOLS.length)]).join(''),
  );
}

/** A reference that no row holds in `column` (a clash is one in a million at a million rows). */
export async function unusedReference(tx: Transaction, column: PgColumn): Promise<string> {
  for (;;) {
    const reference = newReference();
    const [taken] = await tx.select({ reference: column }).from(column.table).where(eq(column, reference)).limit(1);
    if (!taken) return reference;
  }
}
