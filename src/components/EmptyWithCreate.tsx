import { Box, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { CreateButton, useTranslate } from 'react-admin';

interface EmptyWithCreateProps {
  icon: ComponentType<{ sx?: object }>;
  message: string;
  hint?: string;
  /** Where the create button goes, with the values the new record starts from. */
  createTo?: { pathname: string; search: string };
}

/** A list with nothing in it yet: what is missing, and the button that adds the first one. */
export function EmptyWithCreate({ icon: Icon, message, hint, createTo }: EmptyWithCreateProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
      <Icon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: hint ? 0 : 2 }}>
        {translate(message)}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(hint)}
        </Typography>
      ) : null}
      <CreateButton variant="contained" to={createTo} />
    </Box>
  );
}
