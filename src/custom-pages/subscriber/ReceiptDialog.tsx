import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { SUBSCRIBER_SESSION_HEADER } from '../../../domain/schemas/subscriber-portal';
import { callEndpoint } from '../../providers/endpoints';
import type { AppLocale } from '../../providers/storage';
import { ReceiptPaper } from '../../resources/payment-transactions/receipt/ReceiptPaper';

/** A payment's receipt (its simplified tax invoice and QR code) as the subscriber opens it on their page, in the page's language. */
export function ReceiptDialog({
  paymentId,
  token,
  onClose,
}: {
  paymentId: number;
  token: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useQuery({
    queryKey: ['subscriber', 'receipt', paymentId],
    queryFn: ({ signal }) =>
      callEndpoint(PORTAL.receipt, {
        params: { id: paymentId },
        headers: { [SUBSCRIBER_SESSION_HEADER]: token },
        signal,
      }),
    retry: false,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'aria-label': translate('ps.subscriber.receipt') } }}
    >
      <DialogContent>
        {error ? (
          <Alert severity="error">{translate('ps.subscriber.receipt_failed')}</Alert>
        ) : data ? (
          <ReceiptPaper receipt={data} paper="slip" languages={[locale as AppLocale]} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', my: 4 }}>
            <CircularProgress />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
