import { Box, Chip, type ChipProps, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { PaymentLinkState } from '../../../domain/payment-link';
import { Panel } from '../../components/Panel';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, Subscription } from '../../providers/dataProvider';

const STATE_COLORS: Record<PaymentLinkState, ChipProps['color']> = {
  open: 'info',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
};

/**
 * The payment links of a subscription paid online, newest first: when each was sent and by whom
 * (the first by the server itself), until when it could be paid, and what became of it.
 */
export function PaymentLinksPanel() {
  const record = useRecordContext<Subscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const paidOnline = record?.status === 'awaiting_payment' || record?.payment_method?.code === 'online';
  const { data: links } = useQuery({
    queryKey: ['subscriptions', 'payment-links', record?.id],
    queryFn: () => dataProvider.getSubscriptionPaymentLinks(record!.id),
    enabled: Boolean(record && paidOnline),
  });
  if (!record || !paidOnline) return null;
  return (
    <Panel title="ps.payment_links.section">
      <Box sx={{ gridColumn: '1 / -1' }}>
        {links?.length === 0
          ? translate(record.email ? 'ps.payment_links.none' : 'ps.payment_links.none_no_email')
          : null}
        <List dense disablePadding>
          {(links ?? []).map((link) => (
            <ListItem key={link.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={STATE_COLORS[link.state]}
                label={translate(`ps.payment_links.states.${link.state}`)}
              />
              <ListItemText
                primary={translate(
                  link.created_by_name ? 'ps.payment_links.sent_by' : 'ps.payment_links.sent_by_server',
                  {
                    at: dateTime(link.created_at),
                    name: link.created_by_name ?? '',
                  },
                )}
                secondary={
                  link.paid_at
                    ? translate('ps.payment_links.paid_at', { at: dateTime(link.paid_at) })
                    : translate('ps.payment_links.until', { at: dateTime(link.expires_at) }) +
                      (link.last_failure
                        ? ` · ${translate('ps.payment_links.declined', { reason: link.last_failure })}`
                        : '')
                }
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Panel>
  );
}
