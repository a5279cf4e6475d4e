import { Box, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** A titled card of a record's page, a region named by its title; its fields on a grid of two columns, three on a wide screen. */
export function Panel({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate(title)}
          </Typography>
          {extra}
        </Box>
        {/* Columns that may shrink below their content, and values that wrap: a long email stays in its card. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
            '& > *': { minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
