import TuneIcon from '@mui/icons-material/Tune';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';

export function SettingsButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const { update } = useThemeSettings();
  return (
    <Tooltip title={translate('ps.settings.title')}>
      <IconButton
        color={color}
        aria-label={translate('ps.settings.title')}
        onClick={() => update((current) => ({ ...current, panelExpand: true }))}
      >
        <TuneIcon />
      </IconButton>
    </Tooltip>
  );
}
