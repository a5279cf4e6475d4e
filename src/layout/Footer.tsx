import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';

export function Footer() {
  const translate = useTranslate();
  const { plain } = useFormatters();
  return (
    <Box component="footer" sx={{ py: 2, mt: 'auto', textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('ps.app.footer', { year: plain(new Date().getFullYear()) })}
      </Typography>
    </Box>
  );
}
