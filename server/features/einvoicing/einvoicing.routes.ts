import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EINVOICE_ACCEPTED } from '../../../domain/einvoice';
import type { EInvoiceDocumentRecord } from '../../../domain/schemas/einvoice';
import { einvoiceSubmissions } from '../../db/schema';
import { refusal } from '../../errors';
import { einvoiceDocumentsResource } from './einvoice-documents.resource';
import { answerOf, findRow } from '../../core/crud';
import { checkUnitChain } from './einvoice-chain';
import { issuePendingDocuments } from './einvoice-issuer';
import { submitDueDocuments } from './einvoice-reporting';
import {
  createUnit,
  renewProductionCsid,
  requestComplianceCsid,
  requestProductionCsid,
  revokeUnit,
  runComplianceChecks,
} from './einvoice-units';
import { callOf } from '../../core/crud.routes';
import { sendFile, serve } from '../../core/endpoint';
import { EINVOICE_UNIT_STEPS as STEPS, EINVOICING_ENDPOINTS as EINVOICING } from '../../../domain/endpoints/einvoicing';

/**
 * Phase 2 of e-invoicing: a unit's onboarding (the super admin's), the documents' resend, signed XML
 * and the queue's "send now" (the payments' readers'), a unit's chain check (a payment's own signed
 * XML is the payments' endpoint).
 */
export async function einvoicingRoutes(app: FastifyInstance) {
  serve(app, EINVOICING.createUnit, (request) =>
    createUnit(app.db, app.einvoicing, request.body.area_id, request.user),
  );
  serve(app, STEPS['compliance-csid'], (request) =>
    requestComplianceCsid(app.db, app.einvoicing, request.params.id, request.body.otp, request.user),
  );
  serve(app, STEPS['compliance-checks'], (request) =>
    runComplianceChecks(app.db, app.einvoicing, request.params.id, request.user),
  );
  serve(app, STEPS['production-csid'], (request) =>
    requestProductionCsid(app.db, app.einvoicing, request.params.id, request.user),
  );
  serve(app, STEPS.renewal, (request) =>
    renewProductionCsid(app.db, app.einvoicing, request.params.id, request.body.otp, request.user),
  );
  serve(app, STEPS.revocation, (request) => revokeUnit(app.db, app.einvoicing, request.params.id, request.user));
  serve(app, EINVOICING.chainCheck, (request) => checkUnitChain(app.db, request.params.id));
  serve(app, EINVOICING.sendDue, async () => {
    const issued = await issuePendingDocuments(app.db, app.einvoicing);
    return { issued, sent: await submitDueDocuments(app.db, app.einvoicing) };
  });
  serve(app, EINVOICING.resend, async (request) => {
    const context = callOf(app, request);
    const document = await findRow(context, einvoiceDocumentsResource, request.params.id);
    const [submission] = await app.db
      .select({ status: einvoiceSubmissions.status })
      .from(einvoiceSubmissions)
      .where(eq(einvoiceSubmissions.document_id, document.id));
    if (EINVOICE_ACCEPTED.includes(submission!.status)) throw refusal('einvoice_accepted');
    await app.db
      .update(einvoiceSubmissions)
      .set({ status: 'queued', next_attempt_at: app.clock.now() })
      .where(eq(einvoiceSubmissions.document_id, document.id));
    await submitDueDocuments(app.db, app.einvoicing, { only: [document.id] });
    return answerOf(app.db, app.clock, einvoiceDocumentsResource, document) as Promise<EInvoiceDocumentRecord>;
  });
  serve(app, EINVOICING.documentXml, async (request, reply) => {
    const document = await findRow(callOf(app, request), einvoiceDocumentsResource, request.params.id);
    return sendFile(reply, 'application/xml', document.xml);
  });
}
