import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE } from '../../../domain/endpoints/online-payments';
import type { publicPaymentLinkSchema } from '../../../domain/schemas/payment-link';
import { SUBSCRIBER_PAGE_PATH } from '../../../domain/schemas/subscriber-portal';
import type { Json } from '../../../domain/endpoints/endpoint';
import { CredentialQrCode } from '../../components/CredentialQrCode';
import { DetailRow } from '../../components/DetailRow';
import { nameIn } from '../../components/LocalizedName';
import { PlateLine } from '../../components/PlateText';
import { useFormatters } from '../../i18n/useFormatters';
import { callEndpoint } from '../../providers/endpoints';
import { SideLayout } from '../auth/SideLayout';

type PaymentLink = Json<z.output<typeof publicPaymentLinkSchema>>;

/** How often an open link's page asks again: a payment the gateway reports late shows without a reload. */
const OPEN_LINK_REFRESH_MS = 5_000;

/** What a link pays for: a subscription's reference and plan, a company subscription's company, subscriber and plan, or a stay's plate. */
function PaidFor({ link }: { link: PaymentLink }) {
  const [locale] = useLocaleState();
  const plan = link.kind === 'stay' || link.kind === 'quota_order' ? null : link.plan;
  return (
    <>
      {link.kind === 'subscription' ? (
        <DetailRow label="ps.pay.reference">
          <span dir="ltr">{link.reference}</span>
        </DetailRow>
      ) : null}
      {link.kind === 'company_subscription' ? (
        <>
          <DetailRow label="ps.pay.company">{nameIn(locale, link.company)}</DetailRow>
          <DetailRow label="ps.pay.subscriber">
            <span dir="auto">{link.subscriber_name}</span>
          </DetailRow>
        </>
      ) : null}
      {link.kind === 'quota_order' ? <QuotaOrdered link={link} /> : null}
      {plan ? (
        <DetailRow label="ps.pay.plan">{nameIn(locale, { name: plan.name_en, name_ar: plan.name_ar })}</DetailRow>
      ) : null}
      {link.kind === 'stay' ? (
        <DetailRow label="ps.pay.plate">
          <PlateLine vehicle={link} />
        </DetailRow>
      ) : null}
    </>
  );
}

/** A quota order's company, the room it adds and until when. */
function QuotaOrdered({ link }: { link: Extract<PaymentLink, { kind: 'quota_order' }> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { calendarDate } = useFormatters();
  return (
    <>
      <DetailRow label="ps.pay.company">{nameIn(locale, link.company)}</DetailRow>
      <DetailRow label="ps.pay.quota_units">
        {translate('ps.pay.quota_units_count', { smart_count: link.units })}
      </DetailRow>
      <DetailRow label="ps.pay.quota_valid_to">{calendarDate(link.valid_to)}</DetailRow>
    </>
  );
}

/** What the link pays for and how much. */
function LinkDetails({ link }: { link: PaymentLink }) {
  const [locale] = useLocaleState();
  const { money } = useFormatters();
  return (
    <Box sx={{ my: 2 }}>
      <PaidFor link={link} />
      {link.area ? <DetailRow label="ps.pay.area">{nameIn(locale, link.area)}</DetailRow> : null}
      <DetailRow label={link.state === 'paid' ? 'ps.pay.amount_paid' : 'ps.pay.amount'}>{money(link.amount)}</DetailRow>
    </Box>
  );
}

/** The open link: its terms, the last attempt's decline, and the button that opens the gateway's page. */
function OpenLink({ token, link }: { token: string; link: PaymentLink }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime, money } = useFormatters();
  const checkout = useMutation({
    mutationFn: () =>
      callEndpoint(ONLINE.checkout, { params: { token }, body: { lang: locale === 'ar' ? 'ar' : 'en' } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <>
      <LinkDetails link={link} />
      {link.last_failure ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('ps.pay.last_failure', { reason: link.last_failure })}
        </Alert>
      ) : null}
      <FailureAlert error={checkout.error} fallback="ps.pay.checkout_failed" sx={{ mb: 2 }} />
      <Button variant="contained" size="large" fullWidth loading={checkout.isPending} onClick={() => checkout.mutate()}>
        {translate('ps.pay.pay', { amount: money(link.amount) })}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('ps.pay.methods')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ps.pay.until', { date: dateTime(link.expires_at) })}
      </Typography>
    </>
  );
}

/** The paid link: the subscription's period and its QR code, which the gates scan; or by when a paid stay leaves free. */
function PaidLink({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  const { calendarDate, time } = useFormatters();
  if (link.kind === 'stay')
    return (
      <>
        <Alert severity="success" sx={{ my: 2 }}>
          {link.leave_by
            ? translate('ps.pay.stay_paid', { time: time(link.leave_by) })
            : translate('ps.pay.stay_paid_left')}
        </Alert>
        <LinkDetails link={link} />
      </>
    );
  if (link.kind === 'quota_order')
    return (
      <>
        <Alert severity="success" sx={{ my: 2 }}>
          {translate('ps.pay.quota_paid')}
        </Alert>
        <LinkDetails link={link} />
      </>
    );
  return (
    <>
      <Alert severity="success" sx={{ my: 2 }}>
        {link.start_date && link.end_date
          ? translate('ps.pay.paid_period', { start: calendarDate(link.start_date), end: calendarDate(link.end_date) })
          : translate('ps.pay.paid')}
      </Alert>
      <LinkDetails link={link} />
      {link.kind === 'company_subscription' ? (
        <Typography variant="body2">{translate('ps.pay.company_paid_hint')}</Typography>
      ) : null}
      {link.kind === 'subscription' ? (
        <Button component={RouterLink} to={SUBSCRIBER_PAGE_PATH} sx={{ mb: 2 }}>
          {translate('ps.pay.my_page')}
        </Button>
      ) : null}
      {link.kind === 'subscription' && link.qr_token ? (
        <>
          <Typography variant="body2">
            {translate(link.qr_mailed ? 'ps.pay.qr_hint_mailed' : 'ps.pay.qr_hint')}
          </Typography>
          <CredentialQrCode token={link.qr_token} />
        </>
      ) : null}
    </>
  );
}

/**
 * The page a payment link opens, without signing in: the link's token is its key. It shows what
 * is paid for, opens the gateway's page to pay, and once paid the subscription's QR code, or by
 * when a stay paid ahead leaves free. Public
 * pages stand outside the signed-in app and its query client, so it has one of its own.
 */
export function PayPage() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentLinkPage />
    </QueryClientProvider>
  );
}

function titleOf(link: PaymentLink | undefined): string {
  if (link?.kind === 'stay') return link.state === 'paid' ? 'ps.pay.title_stay_paid' : 'ps.pay.title_stay';
  if (link?.kind === 'quota_order') return link.state === 'paid' ? 'ps.pay.title_quota_paid' : 'ps.pay.title_quota';
  if (link?.kind === 'company_subscription')
    return link.state === 'paid' ? 'ps.pay.title_company_paid' : 'ps.pay.title_company';
  return link?.state === 'paid' ? 'ps.pay.title_paid' : 'ps.pay.title';
}

function PaymentLinkPage() {
  const translate = useTranslate();
  const token = useParams().token ?? '';
  const {
    data: link,
    error,
    isPending,
  } = useQuery({
    queryKey: ['payment-link', token],
    queryFn: ({ signal }) => callEndpoint(ONLINE.link, { params: { token }, signal }),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? OPEN_LINK_REFRESH_MS : false),
    retry: false,
  });
  return (
    <SideLayout title={translate(titleOf(link))}>
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <CircularProgress />
        </Box>
      ) : error || !link ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('ps.pay.not_found')}
        </Alert>
      ) : link.state === 'open' ? (
        <OpenLink token={token} link={link} />
      ) : link.state === 'paid' ? (
        <PaidLink link={link} />
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(link.kind === 'stay' ? `ps.pay.stay_${link.state}` : `ps.pay.${link.state}`)}
        </Alert>
      )}
    </SideLayout>
  );
}
