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
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main', width: 52, height: 52 }}>
        <Icon fontSize="large" />
      </Avatar>
      <Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
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
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${figures.length}, 1fr)` } }}>
      {figures.map((figure) => (
        <FigureCard key={figure.label} {...figure} />
      ))}
    </Box>
  );
}
