import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, mt: 'auto', textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('ps.app.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
