import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PaperHeader, PaperRow, PaperSection } from '../../../components/PaperRows';
import { PlateLine } from '../../../components/PlateText';
import { nameIn } from '../../../components/LocalizedName';
import { userTextWithDigits } from '../../../i18n/digits';
import { useDigits, useFormatters } from '../../../i18n/useFormatters';
import type { Receipt } from '../../../providers/dataProvider';
import { useLineText } from '../../areas/TariffBreakdown';
import { useDurationText } from '../../vehicles/useDurationText';

type Named = Parameters<typeof nameIn>[1];

/** A name in the receipt's language, isolated from the text around it, in its digits when it is in its script. */
function useNameInLanguage() {
  const [locale] = useLocaleState();
  const digits = useDigits();
  return (record: Named) => <bdi>{userTextWithDigits(nameIn(locale, record), locale, digits)}</bdi>;
}

/** A stay as the papers that close it print it: its plate, area and ticket, its times, and what each part of it cost. */
export function StayRows({
  area,
  stay,
}: {
  area: ReactNode;
  stay: Omit<NonNullable<Receipt['stay']>, 'guest_ticket_number'> & { guest_ticket_number?: string | null };
}) {
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  const durationText = useDurationText();
  const lineText = useLineText();
  return (
    <PaperSection title={translate('ps.receipt.parking')}>
      <PaperRow label={translate('ps.receipt.plate')}>
        <PlateLine vehicle={stay} />
      </PaperRow>
      <PaperRow label={translate('ps.receipt.area')}>{area}</PaperRow>
      {stay.guest_ticket_number ? (
        <PaperRow label={translate('ps.receipt.ticket')}>
          <bdi dir="ltr">{stay.guest_ticket_number}</bdi>
        </PaperRow>
      ) : null}
      <PaperRow label={translate('ps.receipt.entry')}>{dateTime(stay.entry_time)}</PaperRow>
      {stay.exit_time === null || stay.duration_minutes === null ? (
        <PaperRow label={translate('ps.receipt.exit')}>{translate('ps.receipt.paid_on_entry')}</PaperRow>
      ) : (
        <>
          <PaperRow label={translate('ps.receipt.exit')}>{dateTime(stay.exit_time)}</PaperRow>
          <PaperRow label={translate('ps.receipt.duration')}>{durationText(stay.duration_minutes)}</PaperRow>
        </>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: '0.3em' }}>
        {stay.lines.map((line, index) => (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: '1em', py: '0.1em' }}
          >
            <span>{lineText(line)}</span>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {money(line.amount)}
            </Box>
          </Box>
        ))}
      </Box>
    </PaperSection>
  );
}

function StayRowsOfReceipt({ receipt, stay }: { receipt: Receipt; stay: NonNullable<Receipt['stay']> }) {
  const named = useNameInLanguage();
  return <StayRows area={named(receipt.area)} stay={stay} />;
}

function SubscriptionRows({
  receipt,
  subscription,
}: {
  receipt: Receipt;
  subscription: NonNullable<Receipt['subscription']>;
}) {
  const translate = useTranslate();
  const { calendarDate } = useFormatters();
  const named = useNameInLanguage();
  const { start_date: start, end_date: end } = subscription;
  return (
    <PaperSection title={translate(`ps.receipt.${subscription.kind}_subscription`)}>
      {subscription.plan ? <PaperRow label={translate('ps.receipt.plan')}>{named(subscription.plan)}</PaperRow> : null}
      {subscription.company ? (
        <PaperRow label={translate('ps.receipt.company')}>{named(subscription.company)}</PaperRow>
      ) : null}
      <PaperRow label={translate('ps.receipt.holder')}>
        <bdi>{subscription.holder_name}</bdi>
      </PaperRow>
      {subscription.units !== null ? (
        <PaperRow label={translate('ps.receipt.units')}>
          {translate('ps.receipt.units_count', { smart_count: subscription.units })}
        </PaperRow>
      ) : null}
      <PaperRow label={translate('ps.receipt.area')}>{named(receipt.area)}</PaperRow>
      {start && end ? (
        <PaperRow label={translate('ps.receipt.period')}>
          {translate('ps.receipt.period_dates', { start: calendarDate(start), end: calendarDate(end) })}
        </PaperRow>
      ) : null}
      {subscription.reference ? (
        <PaperRow label={translate('ps.receipt.reference')}>
          <bdi dir="ltr">{subscription.reference}</bdi>
        </PaperRow>
      ) : null}
    </PaperSection>
  );
}

/** What a merchant's payment (a top-up, a month's bill) pays for: its validations of the area's parking. */
function MerchantRows({ receipt }: { receipt: Receipt }) {
  const translate = useTranslate();
  const named = useNameInLanguage();
  return (
    <PaperSection title={translate('ps.receipt.merchant_validations')}>
      <PaperRow label={translate('ps.receipt.area')}>{named(receipt.area)}</PaperRow>
    </PaperSection>
  );
}

/** The VAT-registered buyer a tax invoice names: its name, VAT number and national address. */
function BuyerRows({ buyer }: { buyer: NonNullable<NonNullable<Receipt['einvoice']>['buyer']> }) {
  const translate = useTranslate();
  const address = [
    `${buyer.building_number} ${buyer.street}`,
    buyer.district,
    `${buyer.city} ${buyer.postal_code}`,
  ].join(translate('ps.receipt.address_separator'));
  return (
    <PaperSection title={translate('ps.receipt.buyer')}>
      <PaperRow label={translate('ps.receipt.buyer_name')}>
        <bdi>{buyer.name}</bdi>
      </PaperRow>
      <PaperRow label={translate('ps.receipt.vat_number')}>
        <bdi dir="ltr">{buyer.vat_number}</bdi>
      </PaperRow>
      <PaperRow label={translate('ps.receipt.buyer_address')}>
        <bdi>{address}</bdi>
      </PaperRow>
    </PaperSection>
  );
}

/** The title of a receipt: a tax invoice of money received, or a refund's credit note, each of its e-invoice's kind. */
function titleOf(receipt: Receipt): string {
  const credit = receipt.corrects !== null;
  if (!receipt.einvoice) return credit ? 'ps.receipt.credit_note' : 'ps.receipt.invoice';
  return `ps.receipt.${credit ? 'credit_note_titles' : 'einvoice_titles'}.${receipt.einvoice.kind}`;
}

/** What a credit note corrects: the refunded payment's receipt, and its invoice under phase 2. */
function CorrectedRows({ corrects }: { corrects: NonNullable<Receipt['corrects']> }) {
  const translate = useTranslate();
  return (
    <>
      <PaperRow label={translate('ps.receipt.corrects')}>
        <bdi dir="ltr">{corrects.number}</bdi>
      </PaperRow>
      {corrects.einvoice_number ? (
        <PaperRow label={translate('ps.receipt.corrects_einvoice')}>
          <bdi dir="ltr">{corrects.einvoice_number}</bdi>
        </PaperRow>
      ) : null}
    </>
  );
}

/**
 * The receipt in one language (the language of the LanguageScope around it): the seller, the
 * invoice's number and time (under phase 2 of e-invoicing the signed document's number too, under
 * a title that keeps its Arabic in every language), what was paid for, and the amount with the VAT
 * it includes.
 */
export function ReceiptText({ receipt }: { receipt: Receipt }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime, hijriDate, money, intlLocale } = useFormatters();
  const arabic = locale === 'ar';
  const rate = new Intl.NumberFormat(intlLocale, { style: 'percent' }).format(receipt.vat_rate_percent / 100);
  const paymentReference =
    receipt.reference && receipt.reference !== receipt.subscription?.reference ? receipt.reference : null;
  return (
    <Box>
      <PaperHeader title={arabic ? receipt.operator.name_ar : receipt.operator.name}>
        <p>{arabic ? receipt.operator.address_ar : receipt.operator.address}</p>
        <p>
          {translate('ps.receipt.vat_number')}: <bdi dir="ltr">{receipt.operator.vat_number}</bdi>
        </p>
        <Box component="p" sx={{ fontSize: '1.15em', fontWeight: 700, pt: '0.4em' }}>
          {translate(titleOf(receipt))}
        </Box>
      </PaperHeader>
      <PaperRow label={translate('ps.receipt.number')}>
        <bdi dir="ltr">{receipt.number}</bdi>
      </PaperRow>
      {receipt.einvoice ? (
        <PaperRow label={translate('ps.receipt.einvoice_number')}>
          <bdi dir="ltr">{receipt.einvoice.number}</bdi>
        </PaperRow>
      ) : null}
      {receipt.corrects ? <CorrectedRows corrects={receipt.corrects} /> : null}
      <PaperRow label={translate('ps.receipt.issued_at')}>{dateTime(receipt.issued_at)}</PaperRow>
      <PaperRow label={translate('ps.receipt.hijri_date')}>{hijriDate(receipt.issued_at)}</PaperRow>
      {receipt.einvoice?.buyer ? <BuyerRows buyer={receipt.einvoice.buyer} /> : null}
      {receipt.stay ? <StayRowsOfReceipt receipt={receipt} stay={receipt.stay} /> : null}
      {receipt.subscription ? <SubscriptionRows receipt={receipt} subscription={receipt.subscription} /> : null}
      {receipt.type === 'merchant' ? <MerchantRows receipt={receipt} /> : null}
      <Box sx={{ borderTop: '1px dashed', pt: '0.4em', mt: '0.4em' }}>
        <PaperRow label={translate('ps.receipt.payment_method')}>{nameIn(locale, receipt.payment_method)}</PaperRow>
        {paymentReference ? (
          <PaperRow label={translate('ps.receipt.reference')}>
            <bdi dir="ltr">{paymentReference}</bdi>
          </PaperRow>
        ) : null}
        <PaperRow label={translate('ps.receipt.net')}>{money(receipt.net)}</PaperRow>
        <PaperRow label={translate('ps.receipt.vat', { rate })}>{money(receipt.vat)}</PaperRow>
        <PaperRow label={translate(receipt.corrects ? 'ps.receipt.total_refunded' : 'ps.receipt.total')} strong>
          {money(receipt.total)}
        </PaperRow>
        <Box component="p" sx={{ m: 0, mt: '0.3em', textAlign: 'center' }}>
          {translate('ps.receipt.vat_included', { rate })}
        </Box>
      </Box>
      <Box component="p" sx={{ m: 0, mt: '0.4em', textAlign: 'center', fontWeight: 700 }}>
        {translate('ps.receipt.thanks')}
      </Box>
    </Box>
  );
}
