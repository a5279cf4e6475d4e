import { Box, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';

interface EmptyListProps {
  icon: ComponentType<{ sx?: object }>;
  message: string;
  /** Where the records come from, since none is added here. */
  hint: string;
  /** Keeps a long hint to a readable measure. */
  hintMaxWidth?: number;
}

/** A list that fills itself elsewhere (at the gates, by payments) with nothing in it yet: what is missing, and why. */
export function EmptyList({ icon: Icon, message, hint, hintMaxWidth }: EmptyListProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Icon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate(message)}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={hintMaxWidth ? { maxWidth: hintMaxWidth, mx: 'auto' } : undefined}
      >
        {translate(hint)}
      </Typography>
    </Box>
  );
}
