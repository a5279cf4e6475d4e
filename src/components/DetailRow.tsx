import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';

/** One fact of a public page's summary: its label at the start, its value at the end, a rule under them. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'end' }}>
        {children}
      </Typography>
    </Box>
  );
}
