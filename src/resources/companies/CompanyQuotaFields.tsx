import { useRecordContext } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { QuotaStatusChip, QuotaUsage } from '../../components/QuotaSummary';

/** The company's quota in a list: used of initial, with the low or exhausted warning. */
export function CompanyQuotaUsage() {
  const record = useRecordContext<CompanyRecord>();
  if (!record) return null;
  return (
    <QuotaUsage
      used={record.used_quota}
      initial={record.initial_quota}
      remaining={record.remaining_quota}
      level={record.quota_level}
    />
  );
}

export function CompanyQuotaStatus({ size }: { size?: 'small' | 'medium' }) {
  const record = useRecordContext<CompanyRecord>();
  return record ? <QuotaStatusChip status={record.quota_status} size={size} /> : null;
}
