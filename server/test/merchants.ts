import { ROLE } from '../../domain/roles';
import { employeeBody } from './fixtures';
import type { TestApp } from './harness';
import { createThrough } from './rest';

/**
 * A merchant of `areaId` billed monthly, with one offer (`offer`: its kind and values) and a
 * validator account of it, signed in.
 */
export async function merchantWithValidator(
  t: TestApp,
  superAdmin: string,
  areaId: number,
  offer: Record<string, unknown>,
) {
  const merchant = await createThrough(t, superAdmin, 'merchants', {
    name: 'Mall Shop',
    name_ar: 'متجر المول',
    area_id: areaId,
    billing_mode: 'monthly',
  });
  const made = await createThrough(t, superAdmin, 'merchant-offers', {
    merchant_id: merchant.id,
    name: 'Offer',
    name_ar: 'عرض',
    ...offer,
  });
  const body = employeeBody({ role_id: ROLE.validator, merchant_id: merchant.id });
  await createThrough(t, superAdmin, 'employees', body);
  return {
    id: merchant.id as number,
    offerId: made.id as number,
    validator: await t.bearer({ email: body.email, password: body.password }),
  };
}
