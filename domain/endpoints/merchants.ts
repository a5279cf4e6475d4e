import { z } from 'zod';
import { RESOURCE_PERMISSIONS, verbPermissions } from '../routes';
import { idParams } from '../schemas/fields';
import {
  merchantBillRecordSchema,
  merchantBillSchema,
  merchantStatementSchema,
  merchantTopUpRecordSchema,
  merchantTopUpSchema,
  statementQuerySchema,
} from '../schemas/merchant';
import {
  merchantValidationRecordSchema,
  validationLookupSchema,
  validationRequestSchema,
  validationStaySchema,
} from '../schemas/merchant-validation';
import { endpoint } from './endpoint';

const ON_ONE = { params: idParams, tag: 'merchants' } as const;

/** A merchant's money: the top-ups of a prepaid balance, the month's statement of what it validated, and its bill. */
export const MERCHANT_ENDPOINTS = {
  topUp: endpoint({
    ...ON_ONE,
    method: 'POST',
    path: '/merchants/:id/top-ups',
    body: merchantTopUpSchema,
    answer: merchantTopUpRecordSchema,
    status: 201,
    access: { permission: verbPermissions('merchants', 'update') },
    failure: 'ps.failures.top_up',
  }),
  /** A prepaid merchant's top-ups, newest first. */
  topUps: endpoint({
    ...ON_ONE,
    method: 'GET',
    path: '/merchants/:id/top-ups',
    answer: z.array(merchantTopUpRecordSchema),
    access: { permission: verbPermissions('merchants', 'read') },
  }),
  bill: endpoint({
    ...ON_ONE,
    method: 'POST',
    path: '/merchants/:id/bills',
    body: merchantBillSchema,
    answer: merchantBillRecordSchema,
    status: 201,
    access: { permission: verbPermissions('merchants', 'update') },
    description:
      "A monthly merchant's bill for a month that is over: a payment of what its validations came to, with its tax invoice",
  }),
  /** JSON for the statement's page; `format: 'csv'` in the query answers the same statement as a file. */
  statement: endpoint({
    ...ON_ONE,
    method: 'GET',
    path: '/merchants/:id/statement',
    query: statementQuerySchema,
    answer: merchantStatementSchema,
    // What a merchant owes is the payments' readers' to bill, not its validators'.
    access: { permission: [RESOURCE_PERMISSIONS['merchant-validations']] },
    description:
      "A merchant's validations of a month of the operator's calendar and their total; `format=csv` answers a file",
    file: {
      name: 'merchant-:id-statement-:month.csv',
      types: { 'text/csv': z.string().describe('A line per validation, then the total') },
    },
  }),
};

const VALIDATES = {
  method: 'POST',
  access: { permission: ['validations_access'] },
  tag: 'merchant-validations',
} as const;

/** A validator's screen: find an open stay of its merchant's area, and validate it with an offer. */
export const MERCHANT_VALIDATION_ENDPOINTS = {
  lookUpStay: endpoint({
    ...VALIDATES,
    path: '/validations/lookup',
    body: validationLookupSchema,
    answer: validationStaySchema,
    description:
      "An open stay of the merchant's area by plate (either script), ticket number or QR value: its price so far and what each offer would take off now",
  }),
  validate: endpoint({
    ...VALIDATES,
    path: '/validations',
    body: validationRequestSchema,
    answer: merchantValidationRecordSchema,
    status: 201,
    description: "Validates an open stay with one of the merchant's offers; every refusal is audited",
  }),
};
