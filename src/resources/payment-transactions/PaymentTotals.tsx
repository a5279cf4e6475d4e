import { Stack } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Figure } from '../../components/Figure';
import { ListTotals } from '../../components/ListTotals';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** How many payments the list's current filters hold and their amounts summed, over every page (the server's exact sum). */
export function PaymentTotals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { number, money } = useFormatters();
  return (
    <ListTotals fetch={(filter) => dataProvider.getPaymentTotals(filter)} failure="ps.failures.load.payment_totals">
      {(data) => (
        <Stack
          component="section"
          aria-label={translate('ps.payment_transactions.totals.label')}
          direction="row"
          spacing={4}
          sx={{ px: 2, py: 1.5 }}
        >
          <Figure size="medium" label="ps.payment_transactions.totals.count" value={data ? number(data.count) : '—'} />
          <Figure size="medium" label="ps.payment_transactions.totals.amount" value={data ? money(data.amount) : '—'} />
        </Stack>
      )}
    </ListTotals>
  );
}
