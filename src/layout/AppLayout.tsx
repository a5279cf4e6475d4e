import { Box, Drawer } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout, type LayoutProps, type SidebarProps, Sidebar, useSidebarState } from 'react-admin';
import type { LayoutType } from '../theme/theme-settings';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { SettingsButton } from './SettingsButton';
import { SettingsDrawer } from './SettingsDrawer';

/** Pages that show in a layout of their own; leaving them brings back the user's layout. */
const ROUTE_LAYOUTS: Record<string, LayoutType> = { '/access-denied': 'blank' };

/** SPEC section 2 paddings: px-4 sm:px-6 md:px-8 around the page, py-4 sm:py-6 inside. */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', flex: 1, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, sm: 3 } }}>
      <Box sx={{ flex: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

function NoSidebar() {
  return null;
}

/** The navigation floats over the content and closes after a choice. */
function OverlaySidebar({ children }: SidebarProps) {
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const settingsOpen = useThemeSettings().settings.panelExpand;
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return (
    <Drawer open={open && !settingsOpen} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 260, pt: 8 } } }}>
      {children}
    </Drawer>
  );
}

function FramelessSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={{ '& .RaSidebar-fixed': { bgcolor: 'background.default' } }} />;
}

/** Icons with their labels under them need only a narrow column. */
function StackedSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={{ '& .RaSidebar-fixed, & .MuiDrawer-paper': { width: 112 } }} />;
}

const SIDEBARS: Partial<Record<LayoutType, (props: SidebarProps) => ReactNode>> = {
  stackedSide: StackedSidebar,
  topBarClassic: NoSidebar,
  contentOverlay: OverlaySidebar,
  framelessSide: FramelessSidebar,
};

/** Mirrors the stored "side navigation collapsed" setting into react-admin's sidebar state. */
function useSideNavCollapse(type: LayoutType) {
  const { settings, update } = useThemeSettings();
  const [open, setOpen] = useSidebarState();
  const collapsible = type === 'collapsibleSide' || type === 'framelessSide' || type === 'stackedSide';
  useEffect(() => {
    if (collapsible) setOpen(!settings.layout.sideNavCollapse);
  }, [collapsible, settings.layout.sideNavCollapse, setOpen]);
  useEffect(() => {
    if (collapsible && open === settings.layout.sideNavCollapse) {
      update((current) => ({ ...current, layout: { ...current.layout, sideNavCollapse: !open } }));
    }
    // only a toggle by the user (open changing) writes the setting back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** The signed-in frame: the user's layout type around the page, and the settings drawer. */
export function AppLayout({ children }: LayoutProps) {
  const { pathname } = useLocation();
  const { settings } = useThemeSettings();
  const type = ROUTE_LAYOUTS[pathname] ?? settings.layout.type;
  useSideNavCollapse(type);

  const page =
    type === 'blank' ? (
      <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
        <Box sx={{ position: 'fixed', top: 8, right: 8, zIndex: 1 }}>
          <SettingsButton color="primary" />
        </Box>
        <PageFrame>{children}</PageFrame>
      </Box>
    ) : (
      <Layout appBar={AppAppBar} menu={AppMenu} sidebar={SIDEBARS[type] ?? Sidebar} sx={{ '& .RaLayout-content': { p: 0, display: 'flex' } }}>
        <PageFrame>{children}</PageFrame>
      </Layout>
    );
  // The drawer stays outside the layout it changes, so it keeps its focus while the layout swaps.
  return (
    <>
      {page}
      <SettingsDrawer />
      <DocumentTitle layout={type} />
    </>
  );
}
