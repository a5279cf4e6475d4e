import { Box, Typography } from '@mui/material';
import { Labeled, ReferenceField, Show, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { LocalizedName } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import { useFormatters } from '../../i18n/useFormatters';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { TariffBreakdown } from '../areas/TariffBreakdown';
import { useDurationText } from '../vehicles/useDurationText';
import { PaymentStatusChip, PaymentTypeChip } from './PaymentChips';
import { PayerField, PaymentMethodField } from './PaymentFields';

const TARIFF_MINUTES = ['free_minutes', 'grace_minutes', 'cooldown_minutes'] as const;
const TARIFF_FEES = ['hourly_fee', 'after_first_hour_fee', 'daily_cap'] as const;

function PaymentPanel() {
  const payment = useRecordContext<PaymentTransaction>();
  const translate = useTranslate();
  if (!payment) return null;
  return (
    <Panel title="ps.payment_transactions.sections.payment">
      <Labeled><MoneyField source="amount" /></Labeled>
      <Labeled label="resources.parking-transactions.fields.type"><PaymentTypeChip /></Labeled>
      <Labeled label="resources.parking-transactions.fields.status"><PaymentStatusChip /></Labeled>
      <Labeled label="resources.parking-transactions.fields.payment_method"><PaymentMethodField /></Labeled>
      <Labeled label="resources.parking-transactions.fields.plate"><PayerField /></Labeled>
      <Labeled>
        <ReferenceField source="area_id" reference="areas" link={false}>
          <LocalizedName />
        </ReferenceField>
      </Labeled>
      <Labeled><DateTimeField source="created_at" /></Labeled>
      {payment.refund_of_id !== null ? (
        <Labeled label="resources.parking-transactions.fields.refund_of_id">
          <Typography component="span" variant="body2">{translate('ps.payment_transactions.refund_of', { id: payment.refund_of_id })}</Typography>
        </Labeled>
      ) : null}
      {payment.reference ? <Labeled><TextField source="reference" dir="ltr" sx={{ alignSelf: 'flex-start' }} /></Labeled> : null}
      {payment.notes ? <Labeled><TextField source="notes" /></Labeled> : null}
    </Panel>
  );
}

/** The stay the payment closed: when it came and left, and how long it stayed. */
function StayPanel() {
  const payment = useRecordContext<PaymentTransaction>();
  const durationText = useDurationText();
  if (!payment || payment.duration_minutes === null) return null;
  return (
    <Panel title="ps.payment_transactions.sections.stay">
      <Labeled><DateTimeField source="entry_time" /></Labeled>
      <Labeled><DateTimeField source="exit_time" /></Labeled>
      <Labeled label="resources.parking-transactions.fields.duration_minutes">
        <Typography component="span" variant="body2">{durationText(payment.duration_minutes)}</Typography>
      </Labeled>
      <Labeled><LocaleNumberField source="free_minutes" /></Labeled>
      <Labeled><LocaleNumberField source="chargeable_minutes" /></Labeled>
      {payment.guest_ticket_number ? <Labeled><TextField source="guest_ticket_number" dir="ltr" sx={{ alignSelf: 'flex-start' }} /></Labeled> : null}
    </Panel>
  );
}

/** The area's tariff as the stay froze it at its entry: what it was charged by, whatever the area's tariff is now. */
function TariffPanel() {
  const payment = useRecordContext<PaymentTransaction>();
  const { money } = useFormatters();
  const durationText = useDurationText();
  const tariff = payment?.tariff;
  if (!tariff) return null;
  return (
    <Panel title="ps.payment_transactions.sections.tariff">
      {TARIFF_MINUTES.map((name) => (
        <Labeled key={name} label={`ps.gate_console.tariff.${name}`}>
          <Typography component="span" variant="body2">{durationText(tariff[name])}</Typography>
        </Labeled>
      ))}
      {TARIFF_FEES.map((name) => (
        <Labeled key={name} label={`ps.gate_console.tariff.${name}`}>
          <Typography component="span" variant="body2">{money(tariff[name])}</Typography>
        </Labeled>
      ))}
    </Panel>
  );
}

function BreakdownPanel() {
  const payment = useRecordContext<PaymentTransaction>();
  if (!payment || payment.lines.length === 0) return null;
  return (
    <Panel title="ps.payment_transactions.sections.breakdown">
      <Box sx={{ gridColumn: '1 / -1', '& > *': { mt: 0 } }}>
        <TariffBreakdown preview={{ amount: payment.amount, currency: payment.currency, minutes: payment.duration_minutes ?? 0, lines: payment.lines }} label="ps.payment_transactions.paid" />
      </Box>
    </Panel>
  );
}

/** A payment: what was paid and how, the stay it closed, the tariff frozen at its entry and the lines of its amount. */
export default function PaymentTransactionShow() {
  return (
    <Show actions={false} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <PaymentPanel />
        <StayPanel />
        <TariffPanel />
        <BreakdownPanel />
      </Box>
    </Show>
  );
}
