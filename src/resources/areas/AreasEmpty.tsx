import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

export function AreasEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, mx: 'auto' }}>
      <LocalParkingIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('ps.areas.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('ps.areas.empty_hint')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}
