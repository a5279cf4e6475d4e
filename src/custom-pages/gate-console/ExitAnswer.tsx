import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GateExit } from '../../../domain/schemas/gate-operations';
import { useLineText } from '../../resources/areas/TariffBreakdown';
import { AnswerCard } from './AnswerCard';
import { ExitSlip } from './ExitSlip';
import { PaidFee } from './PaidFee';
import { BigPlate } from './PresentedEcho';

/**
 * A vehicle let out: what its stay paid, line by line, and how, with its VAT receipt to print; or
 * that it owed nothing, and why, with an exit slip to print (nothing sold, so no tax invoice).
 */
export function ExitAnswer({ answer, areaName }: { answer: GateExit; areaName: string }) {
  const translate = useTranslate();
  const lineText = useLineText();
  return (
    <AnswerCard tone="success" title="ps.gate_console.answer.exit_registered">
      <BigPlate {...answer} />
      {answer.amount > 0 ? (
        <PaidFee price={answer} method={answer.payment_method} transactionId={answer.transaction_id} />
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
