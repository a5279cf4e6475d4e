import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { halalasToSar, sarToHalalas } from '../../../../domain/money';
import { Figure } from '../../../components/Figure';
import { useLocalizedName } from '../../../components/LocalizedName';
import { InlineErrorState } from '../../../components/PageStates';
import { useFormatters } from '../../../i18n/useFormatters';
import type { CashierShift, CashierShiftWithDetail } from '../../../providers/dataProvider';
import { ShiftReportButton } from '../../../resources/cashier-shifts/report/ShiftReportButton';
import { useCurrentShift, useRefreshConsole } from '../useGateConsole';
import { CloseShiftDialog } from './CloseShiftDialog';
import { OpenShiftButton } from './OpenShiftButton';

/** What an open shift took so far: its cash net of refunds, and how many payments of every method. */
function takingsOf(shift: CashierShiftWithDetail) {
  const cash = shift.taken.find((taken) => taken.payment_method === 'cash');
  return {
    cash: cash ? halalasToSar(sarToHalalas(cash.amount) + sarToHalalas(cash.refunded)) : 0,
    payments: shift.taken.reduce((count, taken) => count + taken.payments, 0),
    inTill: shift.lines.find((line) => line.payment_method === 'cash')?.expected ?? shift.float,
  };
}

function OpenShift({ shift, onClose }: { shift: CashierShiftWithDetail; onClose: () => void }) {
  const translate = useTranslate();
  const { money, number, dateTime } = useFormatters();
  const nameOf = useLocalizedName();
  const { cash, payments, inTill } = takingsOf(shift);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('ps.cashier_shifts.current.opened_at', {
          time: dateTime(shift.opened_at),
          gate: nameOf({ name: shift.gate_name, name_ar: shift.gate_name_ar }),
        })}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' } }}
      >
        <Figure size="medium" label="ps.cashier_shifts.current.float" value={money(shift.float)} />
        <Figure size="medium" label="ps.cashier_shifts.current.cash_taken" value={money(cash)} />
        <Figure size="medium" label="ps.cashier_shifts.current.payments" value={number(payments)} />
        <Figure size="medium" label="ps.cashier_shifts.current.in_till" value={money(inTill)} />
      </Box>
      <Box>
        <Button variant="contained" color="secondary" size="large" onClick={onClose}>
          {translate('ps.cashier_shifts.close.action')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The cashier's shift on the console: while it is open, since when, its float, the cash taken and
 * the payments so far, and its close; while none is, that cash needs one, and its opening. A shift
 * just closed offers its Z report.
 */
export function ShiftCard({ gateId }: { gateId: number }) {
  const translate = useTranslate();
  const { data, error, refetch, isFetching } = useCurrentShift();
  const refresh = useRefreshConsole();
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState<CashierShift>();
  const { plain } = useFormatters();
  const shift = data?.shift;
  const afterClose = (done: CashierShift) => {
    setClosing(false);
    setClosed(done);
    refresh();
  };
  return (
    <Card variant="outlined" component="section" aria-label={translate('ps.cashier_shifts.current.label')}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {translate('ps.cashier_shifts.current.label')}
            </Typography>
            {shift ? <Chip size="small" color="info" label={translate('ps.cashier_shifts.statuses.open')} /> : null}
          </Stack>
          {error ? (
            <InlineErrorState
              message="ps.failures.load.current_shift"
              cause={error}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : !data ? (
            <Skeleton variant="rounded" height={88} />
          ) : shift ? (
            <>
              <OpenShift shift={shift} onClose={() => setClosing(true)} />
              <CloseShiftDialog shift={shift} open={closing} onClose={() => setClosing(false)} onClosed={afterClose} />
            </>
          ) : (
            <>
              {closed ? (
                <Alert severity="success" action={<ShiftReportButton shiftId={closed.id} color="inherit" />}>
                  {translate('ps.cashier_shifts.current.closed', { id: plain(closed.id) })}
                </Alert>
              ) : null}
              <Alert severity="warning">
                <strong>{translate('ps.cashier_shifts.current.none')}</strong>
                <br />
                {translate('ps.cashier_shifts.current.none_hint')}
              </Alert>
              <Box>
                <OpenShiftButton gateId={gateId} onOpened={() => setClosed(undefined)} />
              </Box>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
