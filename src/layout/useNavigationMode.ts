import { useLocation } from 'react-router-dom';
import type { LayoutType } from '../theme/theme-settings';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { useSmallScreen } from './useSmallScreen';

/**
 * How the navigation shows:
 * - docked: a column beside the page, expanded or collapsed by the stored `layout.sideNavCollapse`;
 * - drawer: hidden until the menu button opens it over the page, closed again after a choice;
 * - bar: links in the app bar (top bar layout on a wide screen);
 * - none: the blank layout, whose frame offers home, settings and sign-out instead.
 */
export type NavigationMode = 'docked' | 'drawer' | 'bar' | 'none';

/** Pages that show in a layout of their own; leaving them brings back the user's layout. */
const ROUTE_LAYOUTS: Record<string, LayoutType> = { '/access-denied': 'blank' };

const WIDE_SCREEN_MODE: Record<LayoutType, NavigationMode> = {
  collapsibleSide: 'docked',
  stackedSide: 'docked',
  framelessSide: 'docked',
  topBarClassic: 'bar',
  contentOverlay: 'drawer',
  blank: 'none',
};

/** The layout type of the current page and the form its navigation takes at this width. */
export function useNavigationMode(): { type: LayoutType; mode: NavigationMode } {
  const { pathname } = useLocation();
  const stored = useThemeSettings().settings.layout.type;
  const small = useSmallScreen();
  const type = ROUTE_LAYOUTS[pathname] ?? stored;
  const wide = WIDE_SCREEN_MODE[type];
  // A phone has no room for a column or a row of links: every navigation becomes the drawer.
  return { type, mode: small && wide !== 'none' ? 'drawer' : wide };
}
