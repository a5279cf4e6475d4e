import { Box, Divider, Drawer } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type SidebarProps, useSidebarState } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { Brand } from './Brand';

/**
 * The navigation over the page (phones, and the "navigation over the content" layout): the menu
 * button opens it, a choice, a tap beside it or Escape closes it. It shows the product's name at
 * its top, where the app bar it covers showed it.
 */
export function DrawerSidebar({ children }: SidebarProps) {
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const settingsOpen = useThemeSettings().settings.panelExpand;
  // On a wide screen react-admin's menu items leave the menu open after a choice; a drawer closes.
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return (
    <Drawer
      open={open && !settingsOpen}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw', backgroundImage: 'none' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 56, px: 2, color: 'primary.main' }}>
        <Brand />
      </Box>
      <Divider />
      {children}
    </Drawer>
  );
}
