import AutorenewIcon from '@mui/icons-material/Autorenew';
import { FailureAlert } from '../../components/FailureAlert';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useTranslate } from 'ra-core';
import { cardLabel } from '../../../domain/automatic-renewal';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import type { z } from 'zod';
import type { Json } from '../../../domain/endpoints/endpoint';
import { SUBSCRIBER_SESSION_HEADER, type subscriberViewSchema } from '../../../domain/schemas/subscriber-portal';
import { useFormatters } from '../../i18n/useFormatters';
import { callEndpoint } from '../../providers/endpoints';
import { SaveCardDialog } from './SaveCardDialog';
import type { SubscriberSession } from './useSubscriberSession';

type View = Json<z.output<typeof subscriberViewSchema>>;
type Subscription = View['subscriptions'][number];

/**
 * A subscription's automatic renewal on its subscriber's page: on, the card it charges, the next
 * charge and the way to stop it; off, the way to turn it on with a card saved at the gateway.
 */
export function AutomaticRenewal({
  subscription,
  session,
  cardSaving,
}: {
  subscription: Subscription;
  session: SubscriberSession;
  cardSaving: View['card_saving'];
}) {
  const translate = useTranslate();
  const { money, calendarDate } = useFormatters();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stop = useMutation({
    mutationFn: () =>
      callEndpoint(PORTAL.stopAutomaticRenewal, {
        params: { id: subscription.id },
        headers: { [SUBSCRIBER_SESSION_HEADER]: session.token! },
      }),
    onSettled: () => {
      setStopping(false);
      return queryClient.invalidateQueries({ queryKey: ['subscriber'] });
    },
  });
  const renewal = subscription.automatic_renewal;
  if (!renewal && !subscription.may_renew_automatically) return null;
  return (
    <Box component="section" sx={{ mt: 2 }} aria-label={translate('ps.subscriber.automatic_renewal.title')}>
      <Typography variant="subtitle2" component="h3">
        {translate('ps.subscriber.automatic_renewal.title')}
      </Typography>
      {renewal ? (
        <>
          <Typography variant="body2">
            {translate('ps.subscriber.automatic_renewal.on', {
              card: cardLabel({ brand: renewal.card.brand, lastFour: renewal.card.last_four }),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('ps.subscriber.automatic_renewal.next_charge', {
              date: calendarDate(renewal.next_charge_on),
              amount: money(renewal.amount),
            })}
          </Typography>
          <Button color="warning" onClick={() => setStopping(true)} sx={{ mt: 1 }}>
            {translate('ps.subscriber.automatic_renewal.stop')}
          </Button>
          <Confirm
            isOpen={stopping}
            loading={stop.isPending}
            title="ps.subscriber.automatic_renewal.stop_title"
            content="ps.subscriber.automatic_renewal.stop_body"
            confirm="ps.subscriber.automatic_renewal.stop"
            onConfirm={() => stop.mutate()}
            onClose={() => setStopping(false)}
          />
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('ps.subscriber.automatic_renewal.explain')}
          </Typography>
          <Button startIcon={<AutorenewIcon />} onClick={() => setSaving(true)} sx={{ mt: 1 }}>
            {translate('ps.subscriber.automatic_renewal.turn_on')}
          </Button>
        </>
      )}
      {stop.isSuccess ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('ps.subscriber.automatic_renewal.stopped')}
        </Alert>
      ) : null}
      <FailureAlert error={stop.error} fallback="ps.subscriber.automatic_renewal.stop_failed" sx={{ mt: 1 }} />
      {saving ? (
        <SaveCardDialog subscriptionId={subscription.id} cardSaving={cardSaving} onClose={() => setSaving(false)} />
      ) : null}
    </Box>
  );
}
