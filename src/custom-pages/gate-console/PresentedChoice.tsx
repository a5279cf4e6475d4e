import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GateEventKind } from '../../../domain/schemas/gate-operations';
import { PRESENTED_AT, type PresentedKind } from './presented';

const ICONS = {
  plate: DirectionsCarIcon,
  qr: QrCode2Icon,
  ticket: ConfirmationNumberIcon,
  card: CreditCardIcon,
} as const;

/** What the driver shows: the kinds the event takes. */
export function PresentedChoice({
  event,
  value,
  onChange,
}: {
  event: GateEventKind;
  value: PresentedKind;
  onChange: (kind: PresentedKind) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={value}
      onChange={(_event, chosen: PresentedKind | null) => chosen && onChange(chosen)}
      aria-label={translate('ps.gate_console.register.presented')}
    >
      {PRESENTED_AT[event].map((kind) => {
        const Icon = ICONS[kind];
        return (
          <ToggleButton
            key={kind}
            value={kind}
            sx={{ minHeight: 48, gap: 0.75, flexDirection: { xs: 'column', sm: 'row' } }}
          >
            <Icon fontSize="small" />
            {translate(`ps.gate_console.register.kinds.${kind}`)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
