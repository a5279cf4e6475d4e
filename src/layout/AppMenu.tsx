import { Menu, useSidebarState } from 'react-admin';
import { useNavigationEntries } from './useNavigationEntries';
import { useNavigationMode } from './useNavigationMode';

/** Wide enough for an Arabic or English label of two short lines under its icon. */
export const STACKED_SIDEBAR_WIDTH = 104;

const stackedItem = {
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 0.5,
  px: 0.5,
  py: 1.25,
  textAlign: 'center',
  '& .RaMenuItemLink-icon': { minWidth: 0, justifyContent: 'center' },
  // react-admin cuts a label to one line; a stacked label may take two.
  '& .MuiTypography-root': {
    whiteSpace: 'normal',
    flexGrow: 0,
    fontSize: '0.75rem',
    lineHeight: 1.3,
    overflowWrap: 'anywhere',
  },
} as const;

/** The side navigation, docked or in the drawer; in the expanded stacked layout each label stands under its icon. */
export function AppMenu() {
  const entries = useNavigationEntries();
  const { type, mode } = useNavigationMode();
  const [open] = useSidebarState();
  const stacked = type === 'stackedSide' && mode === 'docked' && open;
  // react-admin gives the open menu the docked column's width; in a drawer it fills the drawer.
  const width = mode === 'drawer' ? 'auto' : stacked ? STACKED_SIDEBAR_WIDTH : undefined;
  return (
    <Menu sx={width ? { '&.RaMenu-open': { width } } : undefined}>
      {entries.map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} sx={stacked ? stackedItem : undefined} />
      ))}
    </Menu>
  );
}
