import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSubject } from '../../../domain/privacy';
import { RESOURCE_PERMISSIONS } from '../../../domain/routes';
import { PRIVACY_ENDPOINTS } from '../../../domain/endpoints/privacy';
import {
  retentionPeriodRecordSchema,
  retentionPeriodUpdateSchema,
  type SubjectRequest,
} from '../../../domain/schemas/privacy';
import { VALIDATION } from '../../../domain/validation-messages';
import { badInput } from '../../errors';
import { retentionPeriodsResource } from './retention-periods.resource';
import { recordAccess } from '../../core/access-log';
import { updateRetentionPeriod } from './retention-periods';
import { eraseSubject } from './subject-erase';
import { subjectExport } from './personal-data-inventory';
import { findSubjectRecords } from './subject-records';
import { callOf, idParams } from '../../core/crud.routes';
import { saveAs, serve } from '../../core/endpoint';

function subjectOf({ kind, value }: SubjectRequest) {
  const subject = readSubject(kind, value);
  if (!subject) throw badInput({ value: VALIDATION.subjectValue });
  return subject;
}

/** A data subject's requests (export, erase) and how long personal data is kept. */
export async function privacyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The screen saves a period with react-admin's generic update; a period is only ever edited, never made or deleted.
  app.put(
    '/retention-periods/:id',
    {
      onRequest: app.requirePermission(RESOURCE_PERMISSIONS['retention-periods']),
      schema: {
        tags: ['privacy'],
        params: idParams,
        body: retentionPeriodUpdateSchema,
        response: { 200: retentionPeriodRecordSchema },
      },
    },
    (request) => updateRetentionPeriod(callOf(app, request), retentionPeriodsResource, request.params.id, request.body),
  );

  serve(app, PRIVACY_ENDPOINTS.exportSubject, async (request, reply) => {
    const context = callOf(app, request);
    const subject = subjectOf(request.body);
    const records = await findSubjectRecords(context.db, subject);
    const answer = { ...(await subjectExport(context.db, subject, records)), generated_at: context.clock.now() };
    await recordAccess(context.db, context.caller, { kind: 'subject_export', recordId: null, subjects: [subject] });
    saveAs(reply, `personal-data-${subject.kind}.json`);
    return answer;
  });
  serve(app, PRIVACY_ENDPOINTS.eraseSubject, (request) => eraseSubject(callOf(app, request), subjectOf(request.body)));
}
