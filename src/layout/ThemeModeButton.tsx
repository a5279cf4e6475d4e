import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';

export function ThemeModeButton() {
  const translate = useTranslate();
  const { settings, update } = useThemeSettings();
  const label = translate(settings.mode === 'dark' ? 'ps.settings.switch_to_light' : 'ps.settings.switch_to_dark');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => update((current) => ({ ...current, mode: current.mode === 'dark' ? 'light' : 'dark' }))}
      >
        {settings.mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
