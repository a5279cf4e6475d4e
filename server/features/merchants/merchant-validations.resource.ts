import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import {
  merchantValidationFilterSchema,
  merchantValidationRecordSchema,
} from '../../../domain/schemas/merchant-validation';
import { merchantValidations } from '../../db/schema';
import type { Caller } from '../../core/auth';
import type { ResourceDefinition } from '../../core/crud';

/** A validator reaches its own merchant's validations (none without a merchant); the payments' readers every one. */
function validationScope(caller: Caller): SQL | undefined {
  if (caller.role_id !== ROLE.validator) return undefined;
  return caller.merchant_id === null ? sql`false` : eq(merchantValidations.merchant_id, caller.merchant_id);
}

/**
 * The validations merchants gave: read-only, written by the validators' endpoint
 * (server/features/merchants/merchant-validations.ts) and stamped with the payment of the exit that took them off.
 */
export const merchantValidationsResource: ResourceDefinition<typeof merchantValidations> = {
  name: 'merchant-validations',
  table: merchantValidations,
  record: merchantValidationRecordSchema,
  scope: validationScope,
  sortColumns: {
    id: merchantValidations.id,
    created_at: merchantValidations.created_at,
    amount: merchantValidations.amount_halalas,
    merchant_id: merchantValidations.merchant_id,
  },
  defaultSort: ['created_at', 'DESC'],
  filterSchema: merchantValidationFilterSchema,
  filterColumns: {
    merchant_id: merchantValidations.merchant_id,
    offer_id: merchantValidations.offer_id,
    area_id: merchantValidations.area_id,
    stay_id: merchantValidations.stay_id,
    transaction_id: merchantValidations.transaction_id,
    reason: merchantValidations.reason,
  },
  filterWhere: ({ from, to }, clock) => [
    and(
      typeof from === 'string' ? gte(merchantValidations.created_at, startOfLocalDay(from, clock.timeZone)) : undefined,
      typeof to === 'string' ? lt(merchantValidations.created_at, endOfLocalDay(to, clock.timeZone)) : undefined,
    ),
  ],
  toRecord: ({ amount_halalas, ...row }) => ({ ...row, amount: halalasToSar(amount_halalas) }),
};
