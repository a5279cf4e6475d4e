import { z } from 'zod';
import { verbPermissions } from '../routes';
import {
  einvoiceChainCheckSchema,
  einvoiceDocumentRecordSchema,
  einvoiceOtpSchema,
  einvoiceUnitCreateSchema,
  einvoiceUnitRecordSchema,
  signedXmlSchema,
} from '../schemas/einvoice';
import { idParams } from '../schemas/fields';
import { endpoint } from './endpoint';

/** A unit's onboarding with the Authority is the super admin's: whoever may create a unit. */
const ONBOARDS = {
  method: 'POST',
  params: idParams,
  answer: einvoiceUnitRecordSchema,
  access: { permission: verbPermissions('einvoice-units', 'create') },
  tag: 'einvoice-units',
  failure: 'ps.failures.einvoice_step',
} as const;
const DOCUMENTS = {
  method: 'POST',
  access: { permission: verbPermissions('einvoice-documents', 'update') },
  tag: 'einvoice-documents',
} as const;

/** A unit's steps through its onboarding, by the path each takes under the unit. */
export const EINVOICE_UNIT_STEPS = {
  'compliance-csid': endpoint({ ...ONBOARDS, path: '/einvoice-units/:id/compliance-csid', body: einvoiceOtpSchema }),
  'compliance-checks': endpoint({ ...ONBOARDS, path: '/einvoice-units/:id/compliance-checks' }),
  'production-csid': endpoint({ ...ONBOARDS, path: '/einvoice-units/:id/production-csid' }),
  renewal: endpoint({ ...ONBOARDS, path: '/einvoice-units/:id/renewal', body: einvoiceOtpSchema }),
  revocation: endpoint({ ...ONBOARDS, path: '/einvoice-units/:id/revocation' }),
};

/**
 * Phase 2 of e-invoicing beside its lists: a unit created and its chain checked, the queue's "send
 * now", a document sent again and its signed XML (the payments' readers').
 */
export const EINVOICING_ENDPOINTS = {
  createUnit: endpoint({
    method: 'POST',
    path: '/einvoice-units',
    body: einvoiceUnitCreateSchema,
    answer: einvoiceUnitRecordSchema,
    status: 201,
    access: { permission: verbPermissions('einvoice-units', 'create') },
    tag: 'einvoice-units',
  }),
  chainCheck: endpoint({
    method: 'GET',
    path: '/einvoice-units/:id/chain-check',
    params: idParams,
    answer: einvoiceChainCheckSchema,
    access: { permission: verbPermissions('einvoice-units', 'read') },
    tag: 'einvoice-units',
  }),
  sendDue: endpoint({
    ...DOCUMENTS,
    path: '/einvoice-documents/send-due',
    answer: z.object({ issued: z.number().int(), sent: z.number().int() }),
    failure: 'ps.failures.einvoice_send',
  }),
  resend: endpoint({
    ...DOCUMENTS,
    path: '/einvoice-documents/:id/resend',
    params: idParams,
    answer: einvoiceDocumentRecordSchema,
    failure: 'ps.failures.einvoice_send',
  }),
  documentXml: endpoint({
    method: 'GET',
    path: '/einvoice-documents/:id/xml',
    params: idParams,
    answer: signedXmlSchema,
    access: { permission: verbPermissions('einvoice-documents', 'read') },
    tag: 'einvoice-documents',
    file: { name: 'e-invoice-document-:id.xml' },
  }),
};
