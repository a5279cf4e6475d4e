import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { NumberInput, useDataProvider, useTranslate } from 'react-admin';
import { type CashierShiftOpen, cashierShiftOpenSchema } from '../../../../domain/schemas/cashier-shift';
import { DecisionButton } from '../../../components/DecisionButton';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useRefreshConsole } from '../useGateConsole';

/**
 * Opens the cashier's shift at the gate on view with the float counted into the till; `onOpened`
 * follows once the server has opened it (a refused exit sent again, paid).
 */
export function OpenShiftButton({ gateId, onOpened }: { gateId: number; onOpened?: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshConsole();
  return (
    <DecisionButton<CashierShiftOpen>
      label="ps.cashier_shifts.open.action"
      icon={<PointOfSaleIcon />}
      color="primary"
      variant="contained"
      size="large"
      title="ps.cashier_shifts.open.title"
      description={translate('ps.cashier_shifts.open.body')}
      schema={cashierShiftOpenSchema}
      defaultValues={{ gate_id: gateId }}
      onSubmit={async (values) => {
        await dataProvider.openShift({ float: values.float, gate_id: values.gate_id ?? gateId });
        refresh();
        onOpened?.();
      }}
    >
      <NumberInput source="float" label="ps.cashier_shifts.open.float" isRequired fullWidth autoFocus />
    </DecisionButton>
  );
}
