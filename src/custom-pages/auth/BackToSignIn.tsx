import { Box, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';

export function BackToSignIn() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <MuiLink component={Link} to="/sign-in" variant="body2">
        {translate('ps.auth.back_to_sign_in')}
      </MuiLink>
    </Box>
  );
}
