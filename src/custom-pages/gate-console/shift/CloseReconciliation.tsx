import { Alert, Box, Typography } from '@mui/material';
import { required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type CountedMethod, reconciliationLineInSar } from '../../../../domain/cashier-shift';
import { VALIDATION } from '../../../../domain/validation-messages';
import { ReasonInput } from '../../../components/ReasonInput';
import { ReconciliationTable } from '../../../resources/cashier-shifts/ReconciliationTable';
import { type CloseCountValues, closeLines } from './closeCount';

const validateReason = required(VALIDATION.differenceReason);

/**
 * Per method what the shift should hold against what is being counted, as it is typed; a count
 * that differs asks why before the shift can be closed.
 */
export function CloseReconciliation({ expected }: { expected: Record<CountedMethod, number> }) {
  const translate = useTranslate();
  const values = useWatch() as CloseCountValues;
  const { lines, differs } = closeLines(expected, values);
  return (
    <Box component="section" aria-label={translate('ps.cashier_shifts.reconciliation.label')}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('ps.cashier_shifts.reconciliation.label')}
      </Typography>
      <ReconciliationTable lines={lines.map(reconciliationLineInSar)} />
      {differs ? (
        <Box sx={{ mt: 2 }}>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('ps.cashier_shifts.close.differs')}
          </Alert>
          <ReasonInput
            source="difference_reason"
            label="ps.cashier_shifts.close.difference_reason"
            validate={validateReason}
          />
        </Box>
      ) : null}
    </Box>
  );
}
