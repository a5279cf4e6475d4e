import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GateConsole } from '../../../domain/schemas/gate-console';
import { useFormatters } from '../../i18n/useFormatters';
import { OccupancyBar } from '../../components/OccupancyBar';

function Figure({
  label,
  count,
  capacity,
  large = false,
}: {
  label: string;
  count: number;
  capacity: number;
  large?: boolean;
}) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const rate = capacity === 0 ? 1 : count / capacity;
  const taken = translate('ps.gate_console.occupancy.taken', { count: number(count), capacity: number(capacity) });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontWeight: 800,
          fontSize: large ? { xs: '2rem', sm: '2.5rem' } : { xs: '1.35rem', sm: '1.6rem' },
          lineHeight: 1.2,
        }}
      >
        {taken}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('ps.gate_console.occupancy.free', { count: number(Math.max(0, capacity - count)) })}
      </Typography>
      <OccupancyBar rate={rate} label={translate(label)} taken={taken} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** Who is inside the area now against its spaces: in all, subscribers and guests (their tickets). */
export function OccupancyFigures({ area, occupancy }: Pick<GateConsole, 'area' | 'occupancy'>) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: '1fr 1fr', sm: '3fr 2fr 2fr' } }}>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Figure label="ps.gate_console.occupancy.inside" count={occupancy.inside} capacity={area.max_capacity} large />
      </Box>
      <Figure
        label="ps.gate_console.occupancy.subscribers"
        count={occupancy.subscribers}
        capacity={area.subscription_capacity}
      />
      <Figure label="ps.gate_console.occupancy.guests" count={occupancy.guests} capacity={area.guest_ticket_capacity} />
    </Box>
  );
}
