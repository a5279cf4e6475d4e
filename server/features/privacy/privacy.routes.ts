import type { FastifyInstance } from 'fastify';
import { readSubject } from '../../../domain/privacy';
import { PRIVACY_ENDPOINTS } from '../../../domain/endpoints/privacy';
import type { SubjectRequest } from '../../../domain/schemas/privacy';
import { VALIDATION } from '../../../domain/validation-messages';
import { badInput } from '../../errors';
import { retentionPeriodsResource } from './retention-periods.resource';
import { recordAccess } from '../../core/access-log';
import { updateRetentionPeriod } from './retention-periods';
import { eraseSubject } from './subject-erase';
import { subjectExport } from './personal-data-inventory';
import { findSubjectRecords } from './subject-records';
import { callOf } from '../../core/crud.routes';
import { saveAs, serve } from '../../core/endpoint';

function subjectOf({ kind, value }: SubjectRequest) {
  const subject = readSubject(kind, value);
  if (!subject) throw badInput({ value: VALIDATION.subjectValue });
  return subject;
}

/** A data subject's requests (export, erase) and how long personal data is kept. */
export async function privacyRoutes(app: FastifyInstance) {
  serve(app, PRIVACY_ENDPOINTS.retentionPeriod, (request) =>
    updateRetentionPeriod(callOf(app, request), retentionPeriodsResource, request.params.id, request.body),
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
