import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { Link } from 'react-router-dom';
import { Button, useListContext } from 'react-admin';

/** Opens the waived and adjusted fees of the list's area and days. */
export function FeeAdjustmentsButton() {
  const { filterValues } = useListContext();
  const { area_id, from, to } = filterValues as { area_id?: number; from?: string; to?: string };
  const filter = Object.fromEntries(Object.entries({ area_id, from, to }).filter(([, value]) => value !== undefined));
  return (
    <Button
      component={Link}
      to={`/fee-adjustments?${new URLSearchParams({ filter: JSON.stringify(filter) })}`}
      label="ps.fee_adjustments.open"
    >
      <MoneyOffIcon />
    </Button>
  );
}
