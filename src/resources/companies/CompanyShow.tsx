import { Box, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  DeleteButton,
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { DateTimeField, LocaleNumberField } from '../../components/fields';
import { LocalizedName } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { QuotaFiguresPanel, QuotaLapsedNotice, QuotaStatusChip, QuotaWarning } from '../../components/QuotaSummary';
import { recordErrorProps } from '../../components/RecordNotFound';
import { PlanReferenceField } from '../subscription-plans/PlanReferenceField';
import { CompanySubscriptionsPanel } from '../company-subscriptions/CompanySubscriptionsPanel';
import { CompanyStatisticsPanels } from './CompanyStatisticsPanels';
import { TaxIdentityPanel } from './TaxIdentityPanel';
import { SendQuotaReminderButton } from './SendQuotaReminderButton';
import { QuotaOrdersPanel } from './QuotaOrdersPanel';

/** A referenced record's name, in the size of the page's other values. */
function NameText() {
  return (
    <Typography component="span" variant="body2">
      <LocalizedName />
    </Typography>
  );
}

function Actions() {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  // The delete confirmation says that the manager's account goes with the company.
  const confirmContent = record?.manager
    ? translate('ps.companies.delete_content_with_manager', { email: record.manager.email })
    : 'resources.companies.message.delete_content';
  return (
    <TopToolbar>
      <SendQuotaReminderButton />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" confirmContent={confirmContent} />
    </TopToolbar>
  );
}

function QuotaPanel() {
  const record = useRecordContext<CompanyRecord>();
  if (!record) return null;
  return (
    <Panel title="ps.quota.title" extra={<QuotaStatusChip status={record.quota_status} />}>
      <Stack spacing={2} sx={{ gridColumn: '1 / -1' }}>
        <QuotaLapsedNotice status={record.quota_status} />
        <QuotaWarning level={record.quota_level} remaining={record.remaining_quota} />
        <QuotaFiguresPanel
          quota={{
            initial: record.initial_quota,
            used: record.used_quota,
            remaining: record.remaining_quota,
            valid_from: record.quota_valid_from,
            valid_to: record.quota_valid_to,
          }}
          level={record.quota_level}
        />
      </Stack>
    </Panel>
  );
}

function CompanyQuotaOrders() {
  const record = useRecordContext<CompanyRecord>();
  return record ? <QuotaOrdersPanel companyId={record.id} manages /> : null;
}

function ManagerPanel() {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const { manager } = record;
  return (
    <Panel title="ps.companies.sections.manager">
      {manager ? (
        <>
          <Labeled label="resources.companies.fields.admin_full_name">
            <Typography variant="body2" dir="auto">
              {manager.name}
            </Typography>
          </Labeled>
          <Labeled label="resources.companies.fields.admin_username">
            <Typography variant="body2" dir="ltr">
              {manager.username}
            </Typography>
          </Labeled>
          <Labeled label="resources.companies.fields.admin_email">
            <Typography variant="body2" dir="ltr">
              {manager.email}
            </Typography>
          </Labeled>
          <Labeled label="resources.companies.fields.admin_phone">
            <Typography variant="body2" dir="ltr">
              {manager.phone ?? '—'}
            </Typography>
          </Labeled>
          <Labeled label="ps.companies.manager_active">
            <BooleanField record={manager} source="is_active" />
          </Labeled>
          <Labeled label="ps.companies.last_login">
            <DateTimeField
              record={manager}
              source="last_login_at"
              emptyText={translate('ps.companies.never_signed_in')}
            />
          </Labeled>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {translate('ps.companies.no_manager')}
        </Typography>
      )}
    </Panel>
  );
}

export default function CompanyShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.companies.sections.company">
          <Labeled>
            <TextField source="name" dir="auto" />
          </Labeled>
          <Labeled>
            <TextField source="name_ar" emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="contact_phone" dir="ltr" />
          </Labeled>
          <Labeled>
            <ReferenceField source="area_id" reference="areas" link="show" emptyText="—">
              <NameText />
            </ReferenceField>
          </Labeled>
          <Labeled>
            <ReferenceField source="sub_area_id" reference="sub-areas" link={false} emptyText="—">
              <NameText />
            </ReferenceField>
          </Labeled>
          <Labeled label="resources.companies.fields.plan_id">
            <Typography component="span" variant="body2">
              <PlanReferenceField emptyText="—" />
            </Typography>
          </Labeled>
          <Labeled>
            <BooleanField source="is_active" />
          </Labeled>
          <Labeled>
            <LocaleNumberField source="default_duration_months" />
          </Labeled>
          <Labeled>
            <TextField source="admin_notes" emptyText="—" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled>
            <DateTimeField source="updated_at" />
          </Labeled>
        </Panel>
        <TaxIdentityPanel />
        <QuotaPanel />
        <CompanyQuotaOrders />
        <ManagerPanel />
        <CompanyStatisticsPanels />
        <CompanySubscriptionsPanel />
      </Box>
    </Show>
  );
}
