import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useHomePath } from '../../providers/useIdentity';

export function AccessDeniedPage() {
  const translate = useTranslate();
  const homePath = useHomePath();
  return (
    <Box sx={{ textAlign: 'center', py: 10, maxWidth: 520, mx: 'auto' }}>
      <Title title={translate('ps.access_denied.title')} />
      <BlockIcon color="error" sx={{ fontSize: 72 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
        {translate('ps.access_denied.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('ps.access_denied.body')}
      </Typography>
      {homePath ? (
        <Button component={Link} to={homePath} variant="contained" sx={{ mt: 4 }}>
          {translate('ps.access_denied.go_home')}
        </Button>
      ) : null}
    </Box>
  );
}
