import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { listFilterBase } from './fields';

/** Reference lists (gate types, payment methods) are short and fixed: no search, only getMany by id. */
export const referenceFilterSchema = z.strictObject({ id: listFilterBase.id });

export const GATE_TYPE_CODES = ['entry', 'exit', 'entry_exit'] as const;

/** The codes of DESIGN section 3: approvals take a method's id, gate exits and transactions its code. */
export const PAYMENT_METHOD_CODES = ['cash', 'card', 'online', 'wallet', 'free', 'bank_transfer'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** How a fee is paid, by code, where it may be left out until a fee is due (absent and null alike). */
export const optionalPaymentMethod = () =>
  z
    .enum(PAYMENT_METHOD_CODES, { error: VALIDATION.invalidChoice })
    .nullish()
    .transform((value) => value ?? undefined);

const referenceRecord = <Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.object({ id: z.number(), code: z.enum(codes), name_en: z.string(), name_ar: z.string() });

/** A gate type as the API answers it. */
export const gateTypeRecordSchema = referenceRecord(GATE_TYPE_CODES);
/** A payment method as the API answers it. */
export const paymentMethodRecordSchema = referenceRecord(PAYMENT_METHOD_CODES);
