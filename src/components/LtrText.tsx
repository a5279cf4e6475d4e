import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A Latin code (a number, a UUID, a certificate's name) read left to right inside a line that
 * keeps the screen's direction: in Arabic it starts under its label, on the right, instead of
 * hanging at the far side of its column. Long codes wrap anywhere.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <bdi dir="ltr">{children}</bdi>
    </Typography>
  );
}
