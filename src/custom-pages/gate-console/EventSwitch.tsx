import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { ToggleButton, ToggleButtonGroup, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type GateTypeCode, passesThrough } from '../../../domain/gate-passage';
import { GATE_EVENT_KINDS, type GateEventKind } from '../../../domain/schemas/gate-operations';

const ICONS = { entry: LoginIcon, exit: LogoutIcon } as const;

/** Entry or exit; the one the gate does not pass is shown, and disabled. */
export function EventSwitch({
  value,
  gateType,
  onChange,
}: {
  value: GateEventKind;
  gateType: GateTypeCode;
  onChange: (event: GateEventKind) => void;
}) {
  const translate = useTranslate();
  // The arrows point along the reading (icons are not mirrored by RTL).
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={value}
      onChange={(_event, chosen: GateEventKind | null) => chosen && onChange(chosen)}
      aria-label={translate('ps.gate_console.register.event')}
    >
      {GATE_EVENT_KINDS.map((kind) => {
        const Icon = ICONS[kind];
        return (
          <ToggleButton
            key={kind}
            value={kind}
            disabled={!passesThrough(gateType, kind)}
            sx={{ minHeight: 56, gap: 1, fontSize: '1.05rem', fontWeight: 700 }}
          >
            <Icon sx={mirrored} />
            {translate(`ps.gate_console.register.events.${kind}`)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
