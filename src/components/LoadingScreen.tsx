import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

export function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
