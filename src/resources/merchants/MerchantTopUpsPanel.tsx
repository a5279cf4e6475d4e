import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InlineErrorState, LoadingState } from '../../components/PageStates';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Merchant } from './MerchantFields';

/** What a prepaid merchant paid in, newest first: when, how much, the payment's reference and its tax invoice. */
export function MerchantTopUpsPanel() {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const createPath = useCreatePath();
  const { money, dateTime } = useFormatters();
  const prepaid = merchant?.billing_mode === 'prepaid';
  const topUps = useQuery({
    queryKey: ['merchants', 'top-ups', merchant?.id],
    queryFn: () => dataProvider.getMerchantTopUps(merchant!.id),
    enabled: prepaid,
  });
  if (!prepaid) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('ps.merchants.sections.top_ups')}
        </Typography>
        {topUps.isPending ? (
          <LoadingState rows={2} />
        ) : topUps.isError ? (
          <InlineErrorState
            message="ps.failures.load.merchants"
            cause={topUps.error}
            onRetry={() => void topUps.refetch()}
            retrying={topUps.isFetching}
          />
        ) : topUps.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ps.merchants.no_top_ups')}
          </Typography>
        ) : (
          <Table size="small" aria-label={translate('ps.merchants.sections.top_ups')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('ps.merchants.statement.columns.time')}</TableCell>
                <TableCell align="right">{translate('ps.merchants.statement.columns.amount')}</TableCell>
                <TableCell>{translate('ps.merchants.top_up.reference')}</TableCell>
                <TableCell>{translate('ps.merchants.top_up_invoice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {topUps.data.map((topUp) => (
                <TableRow key={topUp.id}>
                  <TableCell>{dateTime(topUp.created_at)}</TableCell>
                  <TableCell align="right">{money(topUp.amount)}</TableCell>
                  <TableCell dir="ltr">{topUp.reference ?? '—'}</TableCell>
                  <TableCell>
                    {topUp.transaction_id === null ? (
                      '—'
                    ) : (
                      <Button
                        component={Link}
                        to={`${createPath({ resource: 'parking-transactions', type: 'edit', id: topUp.transaction_id })}/receipt`}
                        size="small"
                        startIcon={<ReceiptIcon />}
                      >
                        {translate('ps.merchants.top_up_invoice')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
