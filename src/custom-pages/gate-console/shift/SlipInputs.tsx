import { Box, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { SLIP_METHODS } from '../../../../domain/cashier-shift';
import { sarAmount } from '../../../../domain/schemas/fields';
import { validatorOf } from '../../../components/schemaValidator';
import { usePaymentMethods } from '../../../resources/vehicles/usePaymentMethods';

const validateSlip = validatorOf(sarAmount().nullish());

/** The totals of the methods besides cash, read off their slips; a method left empty counts nothing. */
export function SlipInputs() {
  const translate = useTranslate();
  const { nameOf } = usePaymentMethods();
  return (
    <Box component="section" aria-label={translate('ps.cashier_shifts.close.slips')}>
      <Typography variant="subtitle2" component="h3">
        {translate('ps.cashier_shifts.close.slips')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('ps.cashier_shifts.close.slips_hint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {SLIP_METHODS.map((method) => (
          <NumberInput
            key={method}
            source={`counted.${method}`}
            label={nameOf(method)}
            validate={validateSlip}
            helperText={false}
            size="small"
          />
        ))}
      </Box>
    </Box>
  );
}
