import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The grid every form is laid out on: one column on a phone, two on a tablet, three on a wide
 * screen. A form of several parts gives each its title (a fieldset legend).
 */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      {title ? (
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(title)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

/** A field that takes a whole row of the grid, such as a description. */
export const FULL_ROW = { gridColumn: '1 / -1' } as const;

/**
 * The fields of each row of a list input (a subscription's vehicles), on a grid of as many columns
 * as fit, each at least wide enough for the longest label in either language: a fixed width per
 * field cut "Plate number" to "Plate numb…". For a SimpleFormIterator's `sx`.
 */
export const ROW_FIELDS = {
  '& .RaSimpleFormIterator-form': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    columnGap: 2,
    rowGap: 0,
    flex: 1,
  },
} as const;
