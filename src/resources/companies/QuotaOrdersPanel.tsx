import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE } from '../../../domain/endpoints/online-payments';
import type { Json } from '../../../domain/endpoints/endpoint';
import type { QuotaOrderStatus } from '../../../domain/quota-order';
import type { quotaOrderSchema } from '../../../domain/schemas/quota-order';
import { InlineErrorState, LoadingState } from '../../components/PageStates';
import { Panel } from '../../components/Panel';
import { useFormatters } from '../../i18n/useFormatters';
import { callEndpoint } from '../../providers/endpoints';
import { OrderQuotaDialog } from './OrderQuotaDialog';

type QuotaOrder = Json<z.output<typeof quotaOrderSchema>>;

const STATUS_COLORS: Record<QuotaOrderStatus, 'warning' | 'success' | 'default'> = {
  awaiting_payment: 'warning',
  paid: 'success',
  cancelled: 'default',
};

/** A super admin cancels an order awaiting its payment, once they confirm, on the order as shown. */
function CancelOrderButton({ order }: { order: QuotaOrder }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  const cancel = useMutation({
    mutationFn: () => callEndpoint(ONLINE.cancelQuotaOrder, { seen: order }),
    onError: (error) =>
      notify(error.message, { type: 'error', messageArgs: { _: translate('ps.quota_orders.cancel_failed') } }),
    onSettled: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ['quota-orders', order.company_id] });
    },
  });
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)}>
        {translate('ps.quota_orders.cancel')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={cancel.isPending}
        title="ps.quota_orders.cancel_title"
        content="ps.quota_orders.cancel_body"
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** The company's manager pays an order now: a link of their own, straight to its payment page. */
function PayNowButton({ order }: { order: QuotaOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const pay = useMutation({
    mutationFn: () =>
      callEndpoint(ONLINE.sendQuotaOrderLink, {
        seen: order,
        body: { lang: locale === 'ar' ? 'ar' : 'en', mail: false },
      }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      notify(error.message, { type: 'error', messageArgs: { _: translate('ps.payment_links.failed') } }),
  });
  return (
    <Button size="small" variant="contained" loading={pay.isPending} onClick={() => pay.mutate()}>
      {translate('ps.quota_orders.pay_now')}
    </Button>
  );
}

/**
 * A company's orders of more quota: what each adds, until when, its price and where it stands.
 * A super admin orders more and cancels one awaiting its payment; the company's manager pays it.
 */
export function QuotaOrdersPanel({ companyId, manages }: { companyId: number; manages: boolean }) {
  const translate = useTranslate();
  const { money, calendarDate, dateTime } = useFormatters();
  const { data, error, isPending, refetch, isRefetching } = useQuery({
    queryKey: ['quota-orders', companyId],
    queryFn: () => callEndpoint(ONLINE.quotaOrders, { params: { id: companyId } }),
  });
  const orders = data ?? [];
  // A manager whose company never ordered quota has nothing to see here.
  if (!manages && (isPending || (orders.length === 0 && !error))) return null;
  return (
    <Panel title="ps.quota_orders.title" extra={manages ? <OrderQuotaDialog companyId={companyId} /> : undefined}>
      <Stack spacing={1} sx={{ gridColumn: '1 / -1', overflowX: 'auto' }}>
        {isPending ? <LoadingState rows={1} /> : null}
        {error ? (
          <InlineErrorState
            message="ps.quota_orders.load_failed"
            cause={error}
            onRetry={() => refetch()}
            retrying={isRefetching}
          />
        ) : null}
        {isPending || error ? null : orders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ps.quota_orders.none')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {orders.map((order) => (
              <ListItem key={order.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 16rem', overflowWrap: 'normal' }}
                  primary={`${translate('ps.pay.quota_units_count', { smart_count: order.units })} · ${translate(
                    'ps.quota_orders.until',
                    { date: calendarDate(order.valid_to) },
                  )}`}
                  secondary={`${money(order.amount)} · ${translate('ps.quota_orders.ordered_on', {
                    date: dateTime(order.created_at),
                  })}`}
                />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip
                    size="small"
                    color={STATUS_COLORS[order.status]}
                    label={translate(`ps.quota_orders.statuses.${order.status}`)}
                  />
                  {order.status === 'awaiting_payment' ? (
                    manages ? (
                      <CancelOrderButton order={order} />
                    ) : (
                      <PayNowButton order={order} />
                    )
                  ) : null}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Panel>
  );
}
