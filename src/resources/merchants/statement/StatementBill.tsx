import ReceiptIcon from '@mui/icons-material/Receipt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TextInput, useCanAccess, useCreatePath, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type MerchantBillInput, merchantBillSchema } from '../../../../domain/schemas/merchant';
import { DecisionButton } from '../../../components/DecisionButton';
import { useLocalizedName } from '../../../components/LocalizedName';
import { useFormatters } from '../../../i18n/useFormatters';
import type { AppDataProvider, MerchantStatement } from '../../../providers/dataProvider';

/**
 * A monthly merchant's bill for the statement's month: once the month is over, a button bills it
 * (a payment and its tax invoice); once billed, when and how much, and the tax invoice (the
 * payment's receipt). A prepaid merchant pays by its top-ups and has no bill.
 */
export function StatementBill({ statement, over }: { statement: MerchantStatement; over: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const nameOf = useLocalizedName();
  const { money, dateTime } = useFormatters();
  // Billing writes the merchant's money, as a top-up does: the merchants' editors', not every reader's.
  const { canAccess: canBill = false } = useCanAccess({ resource: 'merchants', action: 'edit' });
  const bill = useMutation({
    mutationFn: (body: MerchantBillInput) => dataProvider.billMerchant(statement.merchant_id, body),
    onSuccess: (made) => {
      notify('ps.merchants.bill.done', { type: 'success', messageArgs: { amount: money(made.amount) } });
      void queryClient.invalidateQueries({ queryKey: ['merchants', 'statement'] });
    },
  });
  if (statement.bill) {
    const receipt = `${createPath({ resource: 'parking-transactions', type: 'edit', id: statement.bill.transaction_id })}/receipt`;
    return (
      <Stack direction="row" spacing={2} className="no-print" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="body2">
          {translate('ps.merchants.bill.billed', {
            date: dateTime(statement.bill.created_at),
            amount: money(statement.bill.amount),
          })}
        </Typography>
        <Button component={Link} to={receipt} size="small" startIcon={<ReceiptIcon />}>
          {translate('ps.merchants.bill.invoice')}
        </Button>
      </Stack>
    );
  }
  if (!canBill || statement.billing_mode !== 'monthly' || !over || statement.count === 0) return null;
  return (
    <Stack direction="row" className="no-print" sx={{ mb: 2 }}>
      <DecisionButton
        label="ps.merchants.bill.action"
        icon={<RequestQuoteIcon />}
        color="primary"
        variant="outlined"
        title="ps.merchants.bill.title"
        titleArgs={{ name: nameOf({ name: statement.merchant_name, name_ar: statement.merchant_name_ar }) }}
        description={translate('ps.merchants.bill.body', { total: money(statement.total) })}
        schema={merchantBillSchema}
        defaultValues={{ month: statement.month }}
        onSubmit={bill.mutateAsync}
      >
        <TextInput
          source="reference"
          label="ps.merchants.bill.reference"
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
        />
      </DecisionButton>
    </Stack>
  );
}
