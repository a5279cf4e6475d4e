import { Stack } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { RetentionPeriods } from './RetentionPeriods';
import { SubjectRequest } from './SubjectRequest';

/** A data subject's requests, and, for the super admin, how long each kind of personal data is kept. */
export function PrivacyPage() {
  const { canAccess: setsRetention } = useCanAccess({ resource: 'retention-periods', action: 'list' });
  return (
    <>
      <PageHeader title="ps.privacy.title" />
      <Stack spacing={3}>
        <SubjectRequest />
        {setsRetention && <RetentionPeriods />}
      </Stack>
    </>
  );
}
