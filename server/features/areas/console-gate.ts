import { eq } from 'drizzle-orm';
import { ROLE } from '../../../domain/roles';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Database, Transaction } from '../../db/client';
import { gates } from '../../db/schema';
import { ApiError, badInput, notFound } from '../../errors';
import type { Caller } from '../../core/auth';

/**
 * The gate a console is for: a gate employee's own unless they name another; the others name it.
 * A gate employee without a workplace has no console (403 `no_workplace`).
 */
function chosenGateId(caller: Caller, gateId: number | undefined): number {
  if (caller.role_id !== ROLE.gateEmployee) {
    if (gateId === undefined) throw badInput({ gate_id: VALIDATION.required });
    return gateId;
  }
  const own = gateId ?? caller.gate_id;
  if (caller.area_id === null || own === null) throw new ApiError(403, 'no_workplace');
  return own;
}

/**
 * The gate a console works at: 404 when there is none, and a gate employee reaches only their own
 * area's gates (403 `gate_not_in_your_area`, as at the gates themselves).
 */
export async function consoleGateOf(
  tx: Transaction | Database,
  caller: Caller,
  gateId: number | undefined,
): Promise<{ id: number; area_id: number }> {
  const chosen = chosenGateId(caller, gateId);
  const [located] = await tx.select({ id: gates.id, area_id: gates.area_id }).from(gates).where(eq(gates.id, chosen));
  if (!located) throw notFound();
  if (caller.role_id === ROLE.gateEmployee && located.area_id !== caller.area_id)
    throw new ApiError(403, 'gate_not_in_your_area');
  return located;
}
