import type { Feature } from '../../core/feature';
import { retentionPeriodsResource } from './retention-periods.resource';
import { privacyRoutes } from './privacy.routes';
import { PERSONAL_DATA_RETENTION_EVERY_MS, redactExpiredPersonalData } from './personal-data-retention';

/** Personal-data rights: where personal data lives, its retention, and a subject's export and erase. */
export const privacyFeature = {
  resources: {
    'retention-periods': retentionPeriodsResource,
  },
  async routes(api, _context) {
    await api.register(privacyRoutes);
  },
  jobs: [
    {
      name: 'redact expired personal data',
      everyMs: PERSONAL_DATA_RETENTION_EVERY_MS,
      run: (_app, { db, clock }) => redactExpiredPersonalData(db, clock),
    },
  ],
} satisfies Feature;
