import { z } from 'zod';
import { isRoleId, ROLE } from '../roles';
import { VALIDATION } from '../validation-messages';
import { confirmPassword, newPasswordSchema, passwordsMatch } from './auth';
import {
  email,
  idParam,
  requiredOr,
  listFilterBase,
  optionalReference,
  requiredName,
  saudiMobile,
  username,
} from './fields';
import { recordBase, timestamp } from './record';

/** One of the roles (SPEC section 6, and the merchants' validators). */
function roleId() {
  return z
    .number({ error: requiredOr(VALIDATION.invalidChoice) })
    .refine(isRoleId, { error: VALIDATION.invalidChoice });
}

/** What create and edit share; the password is set at create and changed on its own after. */
const employeeFields = {
  name: requiredName(100),
  username: username(),
  email: email(),
  phone: saudiMobile(),
  role_id: roleId(),
  area_id: optionalReference(),
  gate_id: optionalReference(),
  company_id: optionalReference(),
  merchant_id: optionalReference(),
  is_active: z.boolean().default(true),
  is_email_verified: z.boolean().default(false),
};

interface Placement {
  role_id: number;
  area_id: number | null;
  gate_id: number | null;
  company_id: number | null;
  merchant_id: number | null;
}

/**
 * Where an employee works follows from the role: a gate employee works at a gate of an area, a
 * company manager for a company, a validator for a merchant; a gate is always chosen within an area. (That the gate lies in
 * that area is the server's check: it needs the gates.)
 */
function checkPlacement(employee: Placement, ctx: z.RefinementCtx) {
  const require = (field: keyof Placement) =>
    ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.required });
  const gateEmployee = employee.role_id === ROLE.gateEmployee;
  if (employee.area_id == null && (gateEmployee || employee.gate_id != null)) require('area_id');
  if (employee.gate_id == null && gateEmployee) require('gate_id');
  if (employee.company_id == null && employee.role_id === ROLE.companyManager) require('company_id');
  if (employee.merchant_id == null && employee.role_id === ROLE.validator) require('merchant_id');
}

/** An employee being created: with a password, typed twice. */
export const employeeCreateSchema = z
  .object({ ...employeeFields, password: newPasswordSchema, password_confirmation: confirmPassword })
  .superRefine(checkPlacement)
  .refine(...passwordsMatch('password_confirmation'));

/** An employee being edited: no password here (it changes through its own dialog and endpoint). */
export const employeeUpdateSchema = z.object(employeeFields).superRefine(checkPlacement);

/** `POST /api/employees/:id/password`. */
export const employeePasswordSchema = z
  .object({ password: newPasswordSchema, password_confirmation: confirmPassword })
  .refine(...passwordsMatch('password_confirmation'));

export type EmployeeCreate = z.output<typeof employeeCreateSchema>;
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

export const employeeFilterSchema = z.strictObject({
  ...listFilterBase,
  role_id: z.number().int().optional(),
  area_id: idParam().optional(),
  merchant_id: idParam().optional(),
  is_active: z.boolean().optional(),
});

/** An employee as the API answers it: never a password, its hash or the session version. */
export const employeeRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role_id: z.number(),
  area_id: z.number().nullable(),
  gate_id: z.number().nullable(),
  company_id: z.number().nullable(),
  merchant_id: z.number().nullable(),
  is_active: z.boolean(),
  is_email_verified: z.boolean(),
  last_login_at: timestamp().nullable(),
});

export type EmployeeRecord = z.output<typeof employeeRecordSchema>;
