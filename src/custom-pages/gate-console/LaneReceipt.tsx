import { CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { ErrorState } from '../../components/PageStates';
import { PrintButton } from '../../components/PrintButton';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PrintLanguageChoice } from '../../components/PrintLanguageChoice';
import { ReceiptPaper } from '../../resources/payment-transactions/receipt/ReceiptPaper';
import { useLaneReceiptOptions } from '../../resources/payment-transactions/receipt/useReceiptOptions';

/**
 * The VAT receipt of a payment just taken at the lane, on its 80 mm slip, in the screen's language
 * or in both, and a button that prints it alone. Loaded on demand (React.lazy) with the QR library.
 */
export default function LaneReceipt({ transactionId }: { transactionId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const options = useLaneReceiptOptions();
  const {
    data: receipt,
    error,
    refetch,
  } = useQuery({
    queryKey: ['payment-transactions', 'receipt', String(transactionId)],
    queryFn: () => dataProvider.getPaymentReceipt(String(transactionId)),
    retry: false,
  });
  if (error) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!receipt) return <CircularProgress />;
  return (
    <Stack component="section" aria-label={translate('ps.receipt.open')} spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        className="no-print"
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2 }}
      >
        <PrintLanguageChoice options={options} size="large" />
        <PrintButton
          variant="contained"
          size="large"
          sx={{ minHeight: 48 }}
          label={translate('ps.gate_console.answer.print_receipt')}
        />
      </Stack>
      <ReceiptPaper receipt={receipt} paper={options.paper} languages={options.languages} />
    </Stack>
  );
}
