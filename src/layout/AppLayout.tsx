import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, type LayoutProps, type SidebarProps, Sidebar } from 'react-admin';
import type { LayoutType } from '../theme/theme-settings';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { BlankFrameBar } from './BlankFrameBar';
import { DrawerSidebar } from './DrawerSidebar';
import { DocumentTitle } from './DocumentTitle';
import { LiveEventsProvider } from '../providers/live/LiveEvents';
import { Footer } from './Footer';
import { SettingsDrawer } from './SettingsDrawer';
import { SidebarStateProvider } from './SidebarState';
import { STACKED_SIDEBAR_WIDTH } from './AppMenu';
import { type NavigationMode, useNavigationMode } from './useNavigationMode';

/**
 * SPEC section 2 paddings: px-4 sm:px-6 md:px-8 around the page, py-4 sm:py-6 inside. Its width
 * never grows past the window (minWidth 0): what is wider scrolls inside itself.
 */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        flex: 1,
        minWidth: 0,
        px: { xs: 2, sm: 3, md: 4 },
        py: { xs: 2, sm: 3 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Footer />
    </Box>
  );
}

function NoSidebar() {
  return null;
}

function FramelessSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={{ '& .RaSidebar-fixed': { bgcolor: 'background.default' } }} />;
}

/** Expanded, a narrow column of icons each with its label under it; collapsed, icons only as in the other side layouts. */
function StackedSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={{ '&.RaSidebar-open .MuiPaper-root': { width: STACKED_SIDEBAR_WIDTH } }} />;
}

/** The docked column of each layout type; on a phone every type uses the drawer instead. */
const DOCKED_SIDEBARS: Partial<Record<LayoutType, (props: SidebarProps) => ReactNode>> = {
  framelessSide: FramelessSidebar,
  stackedSide: StackedSidebar,
};

function sidebarOf(type: LayoutType, mode: NavigationMode) {
  if (mode === 'drawer') return DrawerSidebar;
  if (mode === 'bar') return NoSidebar;
  return DOCKED_SIDEBARS[type] ?? Sidebar;
}

/**
 * react-admin's layout grows to the width of its widest content (min-width: fit-content), which
 * let a wide table push the app bar's buttons off a phone's screen; here it keeps the window's width.
 */
const layoutSx = { minWidth: 0, '& .RaLayout-content': { p: 0, display: 'flex', minWidth: 0 } };

/** The signed-in frame: the user's layout type around the page, the settings drawer, and the tab's live events. */
export function AppLayout({ children }: LayoutProps) {
  const { type, mode } = useNavigationMode();
  const page =
    mode === 'none' ? (
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <BlankFrameBar />
        <PageFrame>{children}</PageFrame>
      </Box>
    ) : (
      <Layout appBar={AppAppBar} menu={AppMenu} sidebar={sidebarOf(type, mode)} sx={layoutSx}>
        <PageFrame>{children}</PageFrame>
      </Layout>
    );
  // The drawer stays outside the layout it changes, so it keeps its focus while the layout swaps.
  return (
    <LiveEventsProvider>
      <SidebarStateProvider docked={mode === 'docked'}>
        {page}
        <SettingsDrawer />
        <DocumentTitle layout={type} />
      </SidebarStateProvider>
    </LiveEventsProvider>
  );
}
