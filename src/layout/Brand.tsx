import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The product's mark and name; in the app bar the mark takes the bar's accent (the primary colour in dark mode). */
export function Brand() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LocalParkingIcon sx={{ color: 'var(--app-bar-accent, currentColor)' }} />
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {translate('ps.app.title')}
      </Typography>
    </Box>
  );
}
