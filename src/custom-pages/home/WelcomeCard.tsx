import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../../../domain/session-user';

/** Who is signed in, and as what. */
export function WelcomeCard({ user }: { user: Pick<SessionUser, 'name' | 'email' | 'role'> }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{user.name.charAt(0)}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p">
              {translate('ps.home.greeting', { name: user.name })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
              <Chip size="small" color="primary" label={translate(`ps.roles.${user.role.name}`)} />
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Stack>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
