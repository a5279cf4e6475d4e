import { Alert, Box, Button, Chip, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { FailureAlert } from '../../components/FailureAlert';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError, useLocaleState, useTranslate } from 'ra-core';
import type { z } from 'zod';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import type { Json } from '../../../domain/endpoints/endpoint';
import { localSaudiMobile } from '../../../domain/phone';
import {
  SUBSCRIBER_SESSION_HEADER,
  type subscriberSubscriptionSchema,
} from '../../../domain/schemas/subscriber-portal';
import { DetailRow } from '../../components/DetailRow';
import { nameIn } from '../../components/LocalizedName';
import { PlateLine } from '../../components/PlateText';
import { SUBSCRIPTION_STATUS_COLORS } from '../../components/subscriptionStatusColors';
import { useFormatters } from '../../i18n/useFormatters';
import { callEndpoint } from '../../providers/endpoints';
import { AutomaticRenewal } from './AutomaticRenewal';
import { QrCodeButton } from './QrCodeButton';
import { ReceiptDialog } from './ReceiptDialog';
import { useCardReturn } from './useCardReturn';
import type { SubscriberSession } from './useSubscriberSession';

type Subscription = Json<z.output<typeof subscriberSubscriptionSchema>>;

/** The renewal a subscription may take today: its price and the period it adds, and the button that pays it. */
function Renewal({ subscription, session }: { subscription: Subscription; session: SubscriberSession }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { money, calendarDate } = useFormatters();
  const renew = useMutation({
    mutationFn: () =>
      callEndpoint(PORTAL.renew, {
        params: { id: subscription.id },
        headers: { [SUBSCRIBER_SESSION_HEADER]: session.token! },
        body: { lang: locale === 'ar' ? 'ar' : 'en' },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { renewal } = subscription;
  if (!renewal) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('ps.subscriber.renewal', { start: calendarDate(renewal.start), end: calendarDate(renewal.end) })}
      </Typography>
      <FailureAlert error={renew.error} fallback="ps.subscriber.renew_failed" sx={{ mb: 1 }} />
      <Button variant="contained" fullWidth loading={renew.isPending} onClick={() => renew.mutate()}>
        {translate('ps.subscriber.renew', { amount: money(renewal.amount) })}
      </Button>
    </Box>
  );
}

/** A subscription's payments, newest first: when, how much, how, and its tax invoice, which opens its receipt. */
function Payments({ subscription, session }: { subscription: Subscription; session: SubscriberSession }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { money, dateTime } = useFormatters();
  const [opened, setOpened] = useState<number | null>(null);
  if (subscription.payments.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('ps.subscriber.payments')}
      </Typography>
      {subscription.payments.map((payment) => (
        <DetailRow key={payment.id} label={dateTime(payment.paid_at)}>
          {money(payment.amount)} · {nameIn(locale, { name: payment.method.name_en, name_ar: payment.method.name_ar })}
          <Link
            component="button"
            variant="caption"
            onClick={() => setOpened(payment.id)}
            sx={{ display: 'block', marginInlineStart: 'auto' }}
            aria-label={translate('ps.subscriber.open_receipt', {
              number: payment.einvoice_number ?? payment.receipt_number,
            })}
          >
            <bdi dir="ltr">{payment.einvoice_number ?? payment.receipt_number}</bdi>
          </Link>
        </DetailRow>
      ))}
      {opened === null ? null : (
        <ReceiptDialog paymentId={opened} token={session.token!} onClose={() => setOpened(null)} />
      )}
    </Box>
  );
}

function SubscriptionCard({
  subscription,
  session,
  cardSaving,
}: {
  subscription: Subscription;
  session: SubscriberSession;
  cardSaving: { tokens_url: string; publishable_key: string };
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { calendarDate } = useFormatters();
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={subscription.reference}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" dir="ltr">
          {subscription.reference}
        </Typography>
        <Chip
          size="small"
          color={SUBSCRIPTION_STATUS_COLORS[subscription.status]}
          label={translate(`ps.subscriptions.statuses.${subscription.status}`)}
        />
      </Stack>
      <DetailRow label="ps.pay.plan">
        {nameIn(locale, { name: subscription.plan.name_en, name_ar: subscription.plan.name_ar })}
      </DetailRow>
      <DetailRow label="ps.pay.area">{nameIn(locale, subscription.area)}</DetailRow>
      {subscription.start_date && subscription.end_date ? (
        <DetailRow label="ps.subscriber.period">
          {translate('ps.subscriber.from_to', {
            start: calendarDate(subscription.start_date),
            end: calendarDate(subscription.end_date),
          })}
        </DetailRow>
      ) : null}
      {subscription.vehicles.map((vehicle) => (
        <DetailRow key={`${vehicle.plate_letters}${vehicle.plate_number}`} label="ps.subscriber.vehicle">
          <PlateLine vehicle={vehicle} />
        </DetailRow>
      ))}
      {subscription.status === 'active' ? (
        <QrCodeButton subscriptionId={subscription.id} token={session.token!} />
      ) : null}
      <Renewal subscription={subscription} session={session} />
      <AutomaticRenewal subscription={subscription} session={session} cardSaving={cardSaving} />
      <Payments subscription={subscription} session={session} />
    </Paper>
  );
}

/** The signed-in subscriber's subscriptions, newest first; a session the server ended sends them back to sign in. */
export function SubscriberSubscriptions({ session }: { session: SubscriberSession }) {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['subscriber', session.token],
    queryFn: ({ signal }) =>
      callEndpoint(PORTAL.mine, { headers: { [SUBSCRIBER_SESSION_HEADER]: session.token! }, signal }),
    retry: false,
  });
  const signOut = useMutation({
    mutationFn: () =>
      callEndpoint(PORTAL.signOut, { headers: { [SUBSCRIBER_SESSION_HEADER]: session.token! } }).catch(() => undefined),
    onSettled: () => session.forget(false),
  });
  const cardReturned = useCardReturn(session.token!);
  const ended = error instanceof HttpError && error.status === 401;
  const { forget } = session;
  useEffect(() => {
    if (ended) forget(true);
  }, [ended, forget]);
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
        <CircularProgress />
      </Box>
    );
  if (error || !data)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('ps.subscriber.load_failed')}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" dir="ltr">
          {data.email ?? localSaudiMobile(data.phone ?? '')}
        </Typography>
        <Button size="small" onClick={() => signOut.mutate()}>
          {translate('ps.subscriber.sign_out')}
        </Button>
      </Stack>
      {cardReturned.isPending ? (
        <Alert severity="info">{translate('ps.subscriber.automatic_renewal.confirming')}</Alert>
      ) : null}
      {cardReturned.isSuccess ? (
        <Alert severity="success">{translate('ps.subscriber.automatic_renewal.started')}</Alert>
      ) : null}
      <FailureAlert error={cardReturned.error} fallback="ps.subscriber.automatic_renewal.start_failed" />
      {data.subscriptions.length === 0 ? <Alert severity="info">{translate('ps.subscriber.none')}</Alert> : null}
      {data.subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          session={session}
          cardSaving={data.card_saving}
        />
      ))}
    </Stack>
  );
}
