import { Avatar, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';

export interface Figure {
  label: string;
  value: number;
  icon: ComponentType<{ fontSize?: 'large' }>;
  to?: string;
}

/** A count of the estate, opening its list when the user may see it. */
export function FigureCard({ label, value, icon: Icon, to }: Figure) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 } }}>
      <Avatar
        variant="rounded"
        sx={{
          bgcolor: 'action.selected',
          color: 'primary.main',
          width: { xs: 40, sm: 52 },
          height: { xs: 40, sm: 52 },
        }}
      >
        <Icon fontSize="large" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {number(value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${figures.length}, minmax(0, 1fr))` },
      }}
    >
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </Box>
  );
}
