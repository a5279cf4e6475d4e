import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { GateExit } from '../../../domain/schemas/gate-operations';
import { TariffBreakdown, useLineText } from '../../resources/areas/TariffBreakdown';
import { AnswerCard } from './AnswerCard';
import { ExitSlip } from './ExitSlip';
import { BigPlate } from './PresentedEcho';
import { usePaymentMethods } from '../../resources/vehicles/usePaymentMethods';

const LaneReceipt = lazy(() => import('./LaneReceipt'));

/**
 * A vehicle let out: what its stay paid, line by line, and how, with its VAT receipt to print; or
 * that it owed nothing, and why, with an exit slip to print (nothing sold, so no tax invoice).
 */
export function ExitAnswer({ answer, areaName }: { answer: GateExit; areaName: string }) {
  const translate = useTranslate();
  const lineText = useLineText();
  const { nameOf } = usePaymentMethods();
  return (
    <AnswerCard tone="success" title="ps.gate_console.answer.exit_registered">
      <BigPlate {...answer} />
      {answer.amount > 0 ? (
        <>
          <Box>
            <TariffBreakdown preview={answer} label="ps.gate_console.answer.paid" />
            <Typography variant="h6" component="p" sx={{ mt: 1 }}>
              {translate('ps.gate_console.answer.paid_with', { method: nameOf(answer.payment_method) })}
            </Typography>
          </Box>
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <LaneReceipt transactionId={answer.transaction_id} />
          </Suspense>
        </>
      ) : (
        <>
          <Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {translate('ps.gate_console.answer.nothing_to_pay')}
            </Typography>
            <Typography variant="body1" color="text.secondary">
              {answer.type === 'subscription'
                ? translate('ps.gate_console.answer.subscriber_pays_nothing')
                : answer.lines.map(lineText).join(' · ')}
            </Typography>
          </Box>
          <ExitSlip answer={answer} areaName={areaName} />
        </>
      )}
    </AnswerCard>
  );
}
