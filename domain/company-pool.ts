/**
 * A company's pool in an area: besides how many subscriptions it holds (its quota), at most `size`
 * of its vehicles inside the area at once. The company chooses what the gate does with the next
 * one: refuse it, or let it in as a guest who takes a ticket and pays the tariff.
 */
export const POOL_OVERFLOWS = ['refuse', 'guest'] as const;
export type PoolOverflow = (typeof POOL_OVERFLOWS)[number];

export interface CompanyPool {
  size: number;
  overflow: PoolOverflow;
}

export type PoolAdmission = 'subscriber' | 'guest' | 'refused';

/**
 * How a company's vehicle enters an area where `inside` of the company's vehicles are parked as
 * its subscribers: as one more while the pool has room (or the company has no pool there), else
 * as the company chose.
 */
export function poolAdmission(pool: CompanyPool | null, inside: number): PoolAdmission {
  if (!pool || inside < pool.size) return 'subscriber';
  return pool.overflow === 'guest' ? 'guest' : 'refused';
}
