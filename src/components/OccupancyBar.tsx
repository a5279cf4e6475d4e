import { LinearProgress, type SxProps, type Theme } from '@mui/material';

/** From this share of the spaces taken, an area is nearly full. */
const NEARLY_FULL = 0.85;

/** The colour of an occupancy bar: warning when nearly full, error when full. */
function occupancyColor(rate: number): 'primary' | 'warning' | 'error' {
  if (rate >= 1) return 'error';
  return rate >= NEARLY_FULL ? 'warning' : 'primary';
}

/** The share of an area's spaces taken, as a bar that turns warning when nearly full and error when full. */
export function OccupancyBar({
  rate,
  label,
  taken,
  sx,
}: {
  /** Taken over capacity: 1 is full. */
  rate: number;
  /** What the bar measures, for screen readers. */
  label: string;
  /** The figures it shows, read out as its value. */
  taken: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <LinearProgress
      variant="determinate"
      value={Math.min(100, rate * 100)}
      color={occupancyColor(rate)}
      aria-label={label}
      aria-valuetext={taken}
      sx={[{ height: 8, borderRadius: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
