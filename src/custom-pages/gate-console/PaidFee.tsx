import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { TariffPreview } from '../../../domain/schemas/tariff-preview';
import { TariffBreakdown } from '../../resources/areas/TariffBreakdown';
import { usePaymentMethods } from '../../resources/vehicles/usePaymentMethods';

const LaneReceipt = lazy(() => import('./LaneReceipt'));

/** A fee the lane has just taken: its lines, how it was paid, and its VAT receipt to print. */
export function PaidFee({
  price,
  method,
  transactionId,
}: {
  price: TariffPreview;
  method: PaymentMethodCode;
  transactionId: number;
}) {
  const translate = useTranslate();
  const { nameOf } = usePaymentMethods();
  return (
    <>
      <Box>
        <TariffBreakdown preview={price} label="ps.gate_console.answer.paid" />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {translate('ps.gate_console.answer.paid_with', { method: nameOf(method) })}
        </Typography>
      </Box>
      <Suspense fallback={<CircularProgress />}>
        <LaneReceipt transactionId={transactionId} />
      </Suspense>
    </>
  );
}
