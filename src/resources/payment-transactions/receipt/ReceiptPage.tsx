import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useCreatePath, useDataProvider, useResourceContext } from 'react-admin';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { PageHeader } from '../../../components/PageHeader';
import { isNotFound, NotFoundState } from '../../../components/RecordNotFound';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ReceiptOptions } from './ReceiptOptions';
import { ReceiptPaper } from './ReceiptPaper';
import { useReceiptOptions } from './useReceiptOptions';

const CLEARANCE_POLL_MS = 5_000;

/** A paid payment's VAT receipt, shown as it prints, in the language and on the paper chosen; Print prints it alone. */
export default function ReceiptPage() {
  const { id } = useParams<'id'>();
  const resource = useResourceContext() ?? 'parking-transactions';
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const options = useReceiptOptions();
  const {
    data: receipt,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey: ['payment-transactions', 'receipt', id],
    queryFn: () => dataProvider.getPaymentReceipt(id!),
    retry: false,
    // A tax invoice waiting for its clearance is asked for again until the Authority has cleared it.
    refetchInterval: (query) => (query.state.data?.einvoice?.released === false ? CLEARANCE_POLL_MS : false),
  });
  if (isPending)
    return (
      <Box sx={{ p: 2 }}>
        <LoadingState />
      </Box>
    );
  if (isNotFound(error)) return <NotFoundState backTo={createPath({ resource, type: 'list' })} />;
  if (error || !receipt)
    return <ErrorState message={error?.message ?? 'ps.errors.generic'} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ p: 2 }}>
      <Box className="no-print">
        <PageHeader title="ps.receipt.title" titleArgs={{ number: receipt.number }} />
      </Box>
      <ReceiptOptions
        options={options}
        backTo={createPath({ resource, type: 'show', id: receipt.transaction_id })}
        held={receipt.einvoice?.released === false}
      />
      <ReceiptPaper receipt={receipt} paper={options.paper} languages={options.languages} />
    </Box>
  );
}
