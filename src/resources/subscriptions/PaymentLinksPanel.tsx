import { Box, Chip, type ChipProps, List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { PaymentLinkState } from '../../../domain/payment-link';
import { Panel } from '../../components/Panel';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, LinkedResource } from '../../providers/dataProvider';

const STATE_COLORS: Record<PaymentLinkState, ChipProps['color']> = {
  open: 'info',
  paid: 'success',
  expired: 'default',
  cancelled: 'default',
};

/**
 * The payment links of a subscription (a person's or a company's) paid online, newest first: when
 * each was sent and by whom (the first by the server itself), until when it could be paid, and
 * what became of it. Shown while it awaits its payment and once it is paid online.
 */
export function PaymentLinksPanel({ resource = 'subscriptions' }: { resource?: LinkedResource }) {
  const record = useRecordContext<{
    id: number;
    status: string;
    email?: string | null;
    payment_method?: { code: string } | null;
    payment_method_id?: number | null;
  }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const { data: method } = useGetOne(
    'payment-methods',
    { id: record?.payment_method_id ?? 0 },
    { enabled: Boolean(record?.payment_method_id && !record.payment_method) },
  );
  const paidOnline = record?.status === 'awaiting_payment' || (record?.payment_method ?? method)?.code === 'online';
  const { data: links } = useQuery({
    queryKey: [resource, 'payment-links', record?.id],
    queryFn: () => dataProvider.getPaymentLinks(resource, record!.id),
    enabled: Boolean(record && paidOnline),
  });
  if (!record || !paidOnline) return null;
  return (
    <Panel title="ps.payment_links.section">
      <Box sx={{ gridColumn: '1 / -1' }}>
        {links?.length === 0
          ? translate(
              resource === 'company-subscriptions'
                ? 'ps.payment_links.none_company'
                : record.email
                  ? 'ps.payment_links.none'
                  : 'ps.payment_links.none_no_email',
            )
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
