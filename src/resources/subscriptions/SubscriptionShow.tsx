import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CalendarDateField, DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { LocalizedName, nameIn } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import { isolateForeignText } from '../../i18n/digits';
import { useFormatters } from '../../i18n/useFormatters';
import type { Subscription } from '../../providers/dataProvider';
import { usePlanDurationText } from '../subscription-plans/PlanDuration';
import { PlanName } from './PlanName';
import { PlateText } from '../../components/PlateText';
import { ApproveButton, RejectButton, ReissueQrButton } from './SubscriptionDecisions';
import { SendOfferButton } from './SendOfferButton';
import { SendReminderButton } from './SendReminderButton';
import { SendPaymentLinkButton } from './SendPaymentLinkButton';
import { PaymentLinksPanel } from './PaymentLinksPanel';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

/** A value of the page in the size of its neighbours. */
function Text({ children, dir = 'auto' }: { children: React.ReactNode; dir?: 'auto' | 'ltr' }) {
  return (
    <Typography component="span" variant="body2" dir={dir} sx={{ whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  );
}

function Actions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ApproveButton />
      <RejectButton />
      <ReissueQrButton />
      <SendOfferButton />
      <SendReminderButton />
      <SendPaymentLinkButton />
      <EditButton />
    </TopToolbar>
  );
}

function PlanPanel() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  const { number } = useFormatters();
  const durationText = usePlanDurationText();
  if (!record) return null;
  return (
    <Panel title="ps.subscriptions.sections.plan">
      <Labeled label="resources.subscriptions.fields.area_id">
        <ReferenceField source="area_id" reference="areas" link={false}>
          <Text>
            <LocalizedName />
          </Text>
        </ReferenceField>
      </Labeled>
      <Labeled label="resources.subscriptions.fields.plan_id">
        <Text>
          <PlanName />
        </Text>
      </Labeled>
      <Labeled label="resources.subscriptions.fields.duration">
        <Text>{durationText(record.plan)}</Text>
      </Labeled>
      <Labeled label="resources.subscriptions.fields.plan_price">
        <MoneyField source="plan_price" />
      </Labeled>
      <Labeled label="resources.subscriptions.fields.discount">
        <Text>
          <MoneyField source="discount" />
          {record.discount > 0
            ? ` (${translate('ps.subscriptions.discount_percent', { percent: number(record.discount_percent) })})`
            : null}
        </Text>
      </Labeled>
      <Labeled label="resources.subscriptions.fields.final_price">
        <MoneyField source="final_price" sx={{ fontWeight: 600 }} />
      </Labeled>
      <Labeled label="resources.subscriptions.fields.max_vehicles">
        <LocaleNumberField source="plan.max_vehicles" />
      </Labeled>
    </Panel>
  );
}

function VehiclesPanel() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Panel title="ps.subscriptions.sections.vehicles">
      <List dense disablePadding sx={{ gridColumn: '1 / -1' }}>
        {record.vehicles.map((vehicle) => (
          <ListItem key={vehicle.id} disableGutters>
            <ListItemText
              primary={<PlateText vehicle={vehicle} />}
              secondary={
                [vehicle.model, vehicle.colour].filter(Boolean).join(' · ') ||
                translate('ps.subscriptions.no_vehicle_details')
              }
              slotProps={{ secondary: { dir: 'auto' } }}
            />
          </ListItem>
        ))}
      </List>
      <Labeled label="resources.subscriptions.fields.disability">
        <BooleanField source="disability" />
      </Labeled>
    </Panel>
  );
}

function ApprovalPanel() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useFormatters();
  if (!record) return null;
  // Isolated: a Latin name would otherwise take the day that follows it into its own run.
  const decider = (name: string | null) => (name ? isolateForeignText(name, locale) : translate('ps.audit_log.system'));
  const decision = record.approved_at
    ? translate('ps.subscriptions.approved_by', {
        name: decider(record.approved_by_name),
        at: dateTime(record.approved_at),
      })
    : record.rejected_at
      ? translate('ps.subscriptions.rejected_by', {
          name: decider(record.rejected_by_name),
          at: dateTime(record.rejected_at),
        })
      : undefined;
  return (
    <Panel title="ps.subscriptions.sections.decision">
      <Labeled label="resources.subscriptions.fields.status">
        <SubscriptionStatusChip />
      </Labeled>
      <Labeled label="resources.subscriptions.fields.start_date">
        <CalendarDateField source="start_date" withHijri />
      </Labeled>
      <Labeled label="resources.subscriptions.fields.end_date">
        <CalendarDateField source="end_date" withHijri />
      </Labeled>
      <Labeled label="resources.subscriptions.fields.payment_method_id">
        <Text>{record.payment_method ? nameIn(locale, record.payment_method) : '—'}</Text>
      </Labeled>
      <Labeled label="ps.subscriptions.approval_trail">
        <Text>{decision ?? '—'}</Text>
      </Labeled>
      <Labeled label="resources.subscriptions.fields.qr_issued_at">
        <Text>{record.qr_issued_at ? dateTime(record.qr_issued_at) : '—'}</Text>
      </Labeled>
      {record.status === 'rejected' ? (
        <Labeled label="resources.subscriptions.fields.rejection_reason" sx={{ gridColumn: '1 / -1' }}>
          <TextField source="rejection_reason" dir="auto" />
        </Labeled>
      ) : null}
      <Labeled label="resources.subscriptions.fields.admin_notes" sx={{ gridColumn: '1 / -1' }}>
        <TextField source="admin_notes" emptyText="—" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
      </Labeled>
    </Panel>
  );
}

/** A subscription in full: who, what, which vehicles, the decision, and what can be done next. */
export default function SubscriptionShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.subscriptions.sections.applicant">
          <Labeled>
            <TextField source="reference" dir="ltr" />
          </Labeled>
          <Labeled>
            <TextField source="applicant_name" dir="auto" />
          </Labeled>
          <Labeled>
            <TextField source="phone" dir="ltr" emptyText="—" />
          </Labeled>
          <Labeled>
            <TextField source="email" dir="ltr" emptyText="—" />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled sx={{ gridColumn: '1 / -1' }}>
            <TextField source="applicant_notes" emptyText="—" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        </Panel>
        <PlanPanel />
        <VehiclesPanel />
        <ApprovalPanel />
        <PaymentLinksPanel />
      </Box>
    </Show>
  );
}
