import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { QUOTA_LEVELS, QUOTA_STATUSES } from '../../../domain/quota';

/** The quota statuses and levels as select choices, in the screen's language. */
export function useQuotaChoices() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      statuses: QUOTA_STATUSES.map((status) => ({ id: status, name: translate(`ps.quota.status.${status}`) })),
      levels: QUOTA_LEVELS.map((level) => ({ id: level, name: translate(`ps.quota.level.${level}`) })),
    }),
    [translate],
  );
}
