import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A figure in large type over its label. */
export function Figure({ label, value, size = 'large' }: { label: string; value: string; size?: 'large' | 'medium' }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant={size === 'large' ? 'h4' : 'h5'} component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
    </Box>
  );
}
