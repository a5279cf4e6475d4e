import { RESOURCE_PERMISSIONS } from '../routes';
import { idParams } from '../schemas/fields';
import {
  retentionPeriodRecordSchema,
  retentionPeriodUpdateSchema,
  subjectEraseAnswerSchema,
  subjectExportSchema,
  subjectRequestSchema,
} from '../schemas/privacy';
import { endpoint } from './endpoint';

/** A data subject's requests: the administrators of people's records serve them, as they read who looked at them. */
const SERVES_SUBJECTS = {
  method: 'POST',
  body: subjectRequestSchema,
  access: { permission: RESOURCE_PERMISSIONS['access-log'] },
  tag: 'privacy',
} as const;

/**
 * A plate's, phone number's or email's records exported as one JSON file, or erased where the law
 * allows; and how long each kind of personal data is kept.
 */
export const PRIVACY_ENDPOINTS = {
  exportSubject: endpoint({
    ...SERVES_SUBJECTS,
    path: '/subject-requests/export',
    answer: subjectExportSchema,
    file: { name: 'personal-data.json' },
  }),
  eraseSubject: endpoint({ ...SERVES_SUBJECTS, path: '/subject-requests/erase', answer: subjectEraseAnswerSchema }),
  // The screen saves a period with react-admin's generic update; a period is only ever edited, never made or deleted.
  retentionPeriod: endpoint({
    method: 'PUT',
    path: '/retention-periods/:id',
    params: idParams,
    body: retentionPeriodUpdateSchema,
    answer: retentionPeriodRecordSchema,
    access: { permission: RESOURCE_PERMISSIONS['retention-periods'] },
    tag: 'privacy',
  }),
};
