import { Box, Typography } from '@mui/material';
import {
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { LocalizedName } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import { useFormatters } from '../../i18n/useFormatters';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { TariffBreakdown } from '../areas/TariffBreakdown';
import { useDurationText } from '../vehicles/useDurationText';
import { DeletePaymentButton } from './DeletePaymentButton';
import { PaymentStatusChip, PaymentTypeChip } from './PaymentChips';
import { PaymentEInvoicePanel } from './PaymentEInvoicePanel';
import { PayerField, PaymentMethodField } from './PaymentFields';
import { RefundLinks, RefundOfLink } from './PaymentLinks';
import { RefundButton } from './RefundButton';
import { ReceiptButton } from './receipt/ReceiptButton';

const TARIFF_MINUTES = ['free_minutes', 'grace_minutes', 'cooldown_minutes'] as const;
const TARIFF_FEES = ['hourly_fee', 'after_first_hour_fee', 'daily_cap'] as const;

/** What can be done to a payment: edit it, refund what is left of it, and (the super admin) delete it. */
function Actions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <EditButton />
      <RefundButton />
      <DeletePaymentButton />
    </TopToolbar>
  );
}

function PaymentPanel() {
  const payment = useRecordContext<PaymentTransaction>();
  if (!payment) return null;
  return (
    <Panel title="ps.payment_transactions.sections.payment" extra={<ReceiptButton />}>
      <Labeled>
        <MoneyField source="amount" />
      </Labeled>
      <Labeled label="resources.parking-transactions.fields.type">
        <PaymentTypeChip />
      </Labeled>
      <Labeled label="resources.parking-transactions.fields.status">
        <PaymentStatusChip />
      </Labeled>
      <Labeled label="resources.parking-transactions.fields.payment_method">
        <PaymentMethodField />
      </Labeled>
      <Labeled label="resources.parking-transactions.fields.plate">
        <PayerField />
      </Labeled>
      <Labeled>
        <ReferenceField source="area_id" reference="areas" link={false}>
          <LocalizedName />
        </ReferenceField>
      </Labeled>
      <Labeled>
        <DateTimeField source="created_at" />
      </Labeled>
      <RefundOfLink />
      <RefundLinks />
      {payment.reference ? (
        <Labeled>
          <TextField source="reference" dir="ltr" sx={{ alignSelf: 'flex-start' }} />
        </Labeled>
      ) : null}
      {payment.notes ? (
        <Labeled>
          <TextField source="notes" />
        </Labeled>
      ) : null}
    </Panel>
  );
}

/**
 * The stay the payment closed: when it came and left, and how long it stayed; or, paid at the
 * entry (an event day paid on the way in), when it came.
 */
function StayPanel() {
  const payment = useRecordContext<PaymentTransaction>();
  const durationText = useDurationText();
  const translate = useTranslate();
  if (!payment || payment.entry_time === null) return null;
  return (
    <Panel title="ps.payment_transactions.sections.stay">
      <Labeled>
        <DateTimeField source="entry_time" />
      </Labeled>
      {payment.duration_minutes === null ? (
        <Labeled label="resources.payment-transactions.fields.exit_time">
          <Typography component="span" variant="body2">
            {translate('ps.receipt.paid_on_entry')}
          </Typography>
        </Labeled>
      ) : (
        [
          <Labeled key="exit">
            <DateTimeField source="exit_time" />
          </Labeled>,
          <Labeled key="duration" label="resources.parking-transactions.fields.duration_minutes">
            <Typography component="span" variant="body2">
              {durationText(payment.duration_minutes)}
            </Typography>
          </Labeled>,
          <Labeled key="free">
            <LocaleNumberField source="free_minutes" />
          </Labeled>,
          <Labeled key="chargeable">
            <LocaleNumberField source="chargeable_minutes" />
          </Labeled>,
        ]
      )}
      {payment.guest_ticket_number ? (
        <Labeled>
          <TextField source="guest_ticket_number" dir="ltr" sx={{ alignSelf: 'flex-start' }} />
        </Labeled>
      ) : null}
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
          <Typography component="span" variant="body2">
            {durationText(tariff[name])}
          </Typography>
        </Labeled>
      ))}
      {TARIFF_FEES.map((name) => (
        <Labeled key={name} label={`ps.gate_console.tariff.${name}`}>
          <Typography component="span" variant="body2">
            {money(tariff[name])}
          </Typography>
        </Labeled>
      ))}
    </Panel>
  );
}

function BreakdownPanel() {
  // Opened from the list, the page first shows the list's record, which has no lines yet.
  const payment = useRecordContext<PaymentTransaction & { lines?: PaymentTransaction['lines'] }>();
  if (!payment?.lines?.length) return null;
  return (
    <Panel title="ps.payment_transactions.sections.breakdown">
      <Box sx={{ gridColumn: '1 / -1', '& > *': { mt: 0 } }}>
        <TariffBreakdown
          preview={{
            amount: payment.amount,
            currency: payment.currency,
            minutes: payment.duration_minutes ?? 0,
            lines: payment.lines,
          }}
          label="ps.payment_transactions.paid"
        />
      </Box>
    </Panel>
  );
}

/**
 * A payment: what was paid and how, the refund it is or the refunds against it, its e-invoice, the
 * stay it closed, the tariff frozen at its entry and the lines of its amount; and what can be done to it.
 */
export default function PaymentTransactionShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <PaymentPanel />
        <PaymentEInvoicePanel />
        <StayPanel />
        <TariffPanel />
        <BreakdownPanel />
      </Box>
    </Show>
  );
}
