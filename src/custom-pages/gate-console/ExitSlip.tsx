import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GateExit } from '../../../domain/schemas/gate-operations';
import { PaperHeader, PaperRow, PaperSection } from '../../components/PaperRows';
import { PrintButton } from '../../components/PrintButton';
import { PrintPaper } from '../../components/PrintPaper';
import { useFormatters } from '../../i18n/useFormatters';
import { StayRows } from '../../resources/payment-transactions/receipt/ReceiptText';

/**
 * The paper of an exit that cost nothing, on the lane's 80 mm slip: the stay and why it owed
 * nothing, said to be no tax invoice (nothing was sold); a button prints it alone.
 */
export function ExitSlip({ answer, areaName }: { answer: GateExit; areaName: string }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const title = translate('ps.gate_console.exit_slip.title');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <PrintPaper paper="slip" label={title}>
        <PaperHeader title={title} />
        <StayRows area={<bdi>{areaName}</bdi>} stay={{ ...answer, duration_minutes: answer.minutes }} />
        <PaperSection>
          <PaperRow label={translate('ps.gate_console.exit_slip.amount')} strong>
            {money(answer.amount)}
          </PaperRow>
          <Box component="p" sx={{ m: 0, mt: '0.3em', textAlign: 'center' }}>
            {translate('ps.gate_console.exit_slip.no_invoice')}
          </Box>
        </PaperSection>
      </PrintPaper>
      <PrintButton
        variant="outlined"
        size="large"
        sx={{ minHeight: 48 }}
        label={translate('ps.gate_console.exit_slip.print')}
      />
    </Stack>
  );
}
