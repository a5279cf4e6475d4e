import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { FormAlert } from '../../auth/FormAlert';
import { useSubmitWithErrors } from '../../auth/useSubmitWithErrors';
import { useSmallScreen } from '../../../layout/useSmallScreen';
import type { AppDataProvider, CashierShift, CashierShiftWithDetail } from '../../../providers/dataProvider';
import { CashCountInputs } from './CashCountInputs';
import { CloseReconciliation } from './CloseReconciliation';
import { type CloseCountValues, closeBody, closeLines, expectedAmounts } from './closeCount';
import { SlipInputs } from './SlipInputs';

// The form's own values: not the shift's fields.
const NO_RECORD = {};

// The form holds the title, the content and the actions: laid out as the dialog's paper lays them
// out, so that the content scrolls between a title and buttons that stay in view.
const FORM_IN_PAPER = {
  paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } } },
};

interface CloseShiftDialogProps {
  shift: CashierShiftWithDetail;
  open: boolean;
  onClose: () => void;
  onClosed: (closed: CashierShift) => void;
}

/**
 * The close of the cashier's shift: the cash counted per note and coin, the other methods' slip
 * totals, and per method what was expected against what was counted, live; a difference needs its
 * reason, here as on the server, which sets the lines again from the payments as they stand.
 */
export function CloseShiftDialog({ shift, open, onClose, onClosed }: CloseShiftDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const small = useSmallScreen();
  const dataProvider = useDataProvider<AppDataProvider>();
  const expected = useMemo(() => expectedAmounts(shift.lines), [shift.lines]);
  const { error, onSubmit } = useSubmitWithErrors(async (values: CloseCountValues) => {
    const { differs } = closeLines(expected, values);
    onClosed(await dataProvider.closeShift(shift.id, closeBody(values, differs)));
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={small}
      slotProps={FORM_IN_PAPER}
    >
      <Form record={NO_RECORD} onSubmit={onSubmit as never} noValidate>
        <DialogTitle id={titleId}>{translate('ps.cashier_shifts.close.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('ps.cashier_shifts.close.body')}</DialogContentText>
          <FormAlert message={error} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Box component="section" aria-labelledby={`${titleId}-cash`}>
              <Typography id={`${titleId}-cash`} variant="subtitle2" component="h3">
                {translate('ps.cashier_shifts.close.cash')}
              </Typography>
              <CashCountInputs />
            </Box>
            {/* Beside the count on a wide screen, the lines stay in view as it is typed. */}
            <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: 0 }}>
              <SlipInputs />
              <CloseReconciliation expected={expected} />
            </Stack>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ps.cashier_shifts.close.action')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
