import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
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

/** A label and its value on one line, the value at the line's end. */
function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '1em', py: '0.15em', fontWeight: strong ? 700 : 400, fontSize: strong ? '1.15em' : undefined }}>
      <Box component="span">{label}</Box>
      <Box component="span" sx={{ textAlign: 'end', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ borderTop: '1px dashed', pt: '0.4em', mt: '0.4em' }}>
      <Box component="h3" sx={{ fontSize: '1em', fontWeight: 700, m: 0, mb: '0.2em' }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}

function StayRows({ receipt, stay }: { receipt: Receipt; stay: NonNullable<Receipt['stay']> }) {
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  const durationText = useDurationText();
  const lineText = useLineText();
  const named = useNameInLanguage();
  return (
    <Section title={translate('ps.receipt.parking')}>
      <Row label={translate('ps.receipt.plate')}>
        <PlateLine vehicle={stay} />
      </Row>
      <Row label={translate('ps.receipt.area')}>{named(receipt.area)}</Row>
      {stay.guest_ticket_number ? (
        <Row label={translate('ps.receipt.ticket')}>
          <bdi dir="ltr">{stay.guest_ticket_number}</bdi>
        </Row>
      ) : null}
      <Row label={translate('ps.receipt.entry')}>{dateTime(stay.entry_time)}</Row>
      <Row label={translate('ps.receipt.exit')}>{dateTime(stay.exit_time)}</Row>
      <Row label={translate('ps.receipt.duration')}>{durationText(stay.duration_minutes)}</Row>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: '0.3em' }}>
        {stay.lines.map((line, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', justifyContent: 'space-between', gap: '1em', py: '0.1em' }}>
            <span>{lineText(line)}</span>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {money(line.amount)}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function SubscriptionRows({ receipt, subscription }: { receipt: Receipt; subscription: NonNullable<Receipt['subscription']> }) {
  const translate = useTranslate();
  const { calendarDate } = useFormatters();
  const named = useNameInLanguage();
  const { start_date: start, end_date: end } = subscription;
  return (
    <Section title={translate(`ps.receipt.${subscription.kind}_subscription`)}>
      {subscription.plan ? <Row label={translate('ps.receipt.plan')}>{named(subscription.plan)}</Row> : null}
      {subscription.company ? <Row label={translate('ps.receipt.company')}>{named(subscription.company)}</Row> : null}
      <Row label={translate('ps.receipt.holder')}>
        <bdi>{subscription.holder_name}</bdi>
      </Row>
      <Row label={translate('ps.receipt.area')}>{named(receipt.area)}</Row>
      {start && end ? <Row label={translate('ps.receipt.period')}>{translate('ps.receipt.period_dates', { start: calendarDate(start), end: calendarDate(end) })}</Row> : null}
      {subscription.reference ? (
        <Row label={translate('ps.receipt.reference')}>
          <bdi dir="ltr">{subscription.reference}</bdi>
        </Row>
      ) : null}
    </Section>
  );
}

/**
 * The receipt in one language (the language of the LanguageScope around it): the seller, the
 * invoice's number and time, what was paid for, and the amount with the VAT it includes.
 */
export function ReceiptText({ receipt }: { receipt: Receipt }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime, hijriDate, money, intlLocale } = useFormatters();
  const arabic = locale === 'ar';
  const rate = new Intl.NumberFormat(intlLocale, { style: 'percent' }).format(receipt.vat_rate_percent / 100);
  const paymentReference = receipt.reference && receipt.reference !== receipt.subscription?.reference ? receipt.reference : null;
  return (
    <Box>
      <Box component="header" sx={{ textAlign: 'center', mb: '0.4em' }}>
        <Box component="h2" sx={{ fontSize: '1.3em', fontWeight: 700, m: 0 }}>
          {arabic ? receipt.operator.name_ar : receipt.operator.name}
        </Box>
        <Box component="p" sx={{ m: 0 }}>
          {arabic ? receipt.operator.address_ar : receipt.operator.address}
        </Box>
        <Box component="p" sx={{ m: 0 }}>
          {translate('ps.receipt.vat_number')}: <bdi dir="ltr">{receipt.operator.vat_number}</bdi>
        </Box>
        <Box component="p" sx={{ fontSize: '1.15em', fontWeight: 700, m: 0, mt: '0.4em' }}>
          {translate('ps.receipt.invoice')}
        </Box>
      </Box>
      <Row label={translate('ps.receipt.number')}>
        <bdi dir="ltr">{receipt.number}</bdi>
      </Row>
      <Row label={translate('ps.receipt.issued_at')}>{dateTime(receipt.issued_at)}</Row>
      <Row label={translate('ps.receipt.hijri_date')}>{hijriDate(receipt.issued_at)}</Row>
      {receipt.stay ? <StayRows receipt={receipt} stay={receipt.stay} /> : null}
      {receipt.subscription ? <SubscriptionRows receipt={receipt} subscription={receipt.subscription} /> : null}
      <Box sx={{ borderTop: '1px dashed', pt: '0.4em', mt: '0.4em' }}>
        <Row label={translate('ps.receipt.payment_method')}>{nameIn(locale, receipt.payment_method)}</Row>
        {paymentReference ? (
          <Row label={translate('ps.receipt.reference')}>
            <bdi dir="ltr">{paymentReference}</bdi>
          </Row>
        ) : null}
        <Row label={translate('ps.receipt.net')}>{money(receipt.net)}</Row>
        <Row label={translate('ps.receipt.vat', { rate })}>{money(receipt.vat)}</Row>
        <Row label={translate('ps.receipt.total')} strong>
          {money(receipt.total)}
        </Row>
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
