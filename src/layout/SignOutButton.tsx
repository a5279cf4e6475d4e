import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { IconButton, Tooltip } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** Sign-out as an icon, for the frames that have no user menu (the blank layout). */
export function SignOutButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const label = translate('ra.auth.logout');
  return (
    <Tooltip title={label}>
      <IconButton color="primary" aria-label={label} onClick={() => logout()}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}
