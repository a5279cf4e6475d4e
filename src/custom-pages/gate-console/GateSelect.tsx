import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConsoleGate } from '../../../domain/schemas/gate-console';
import { useLocalizedName } from '../../components/LocalizedName';

/** The gate the console works at: the employee's own, or another gate of the area they stand in at. */
export function GateSelect({
  gate,
  gates,
  onChange,
}: {
  gate: ConsoleGate;
  gates: ConsoleGate[];
  onChange: (gateId: number) => void;
}) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  return (
    <TextField
      select
      label={translate('ps.gate_console.gate')}
      value={gate.id}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 320 }, flexShrink: 0 }}
    >
      {gates.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ minHeight: 48 }}>
          <bdi>{nameOf(option)}</bdi>&nbsp;·&nbsp;{nameOf(option.type)}
        </MenuItem>
      ))}
    </TextField>
  );
}
