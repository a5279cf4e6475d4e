import { Menu } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { useNavigationEntries } from './useNavigationEntries';

const stackedItem = {
  flexDirection: 'column',
  gap: 0.5,
  py: 1.25,
  textAlign: 'center',
  fontSize: '0.75rem',
  '& .RaMenuItemLink-icon': { minWidth: 0 },
} as const;

/** The side navigation; in the stacked layout each label stands under its icon. */
export function AppMenu() {
  const entries = useNavigationEntries();
  const stacked = useThemeSettings().settings.layout.type === 'stackedSide';
  return (
    <Menu>
      {entries.map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} sx={stacked ? stackedItem : undefined} />
      ))}
    </Menu>
  );
}
