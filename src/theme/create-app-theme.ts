import { arSA, enUS } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { COLOR_SCHEMES, type ColorScheme } from './color-schemes';
import type { ControlSize, ThemeSettings } from './theme-settings';

const LATIN_FONTS = '"Roboto", "Noto Sans Arabic", "Helvetica", "Arial", sans-serif';
const ARABIC_FONTS = '"Noto Sans Arabic", "Roboto", "Tahoma", sans-serif';

/** Control sizes map to MUI's two sizes and a base font size. */
const CONTROL_SIZE: Record<ControlSize, { size: 'small' | 'medium'; fontSize: number }> = {
  xs: { size: 'small', fontSize: 12 },
  sm: { size: 'small', fontSize: 13 },
  md: { size: 'medium', fontSize: 14 },
  lg: { size: 'medium', fontSize: 16 },
};

const DARK_PAPER = '#1b2321';
const DIALOG_WIDTH = 520;

const phoneTransparent = ({ theme }: { theme: Theme }) => ({
  [theme.breakpoints.down('sm')]: { backgroundColor: 'transparent' },
});

/**
 * The app bar: in light mode a band of the primary colour; in dark mode a dark surface with a
 * hairline under it, the primary colour only as an accent (the brand mark, the current top-bar
 * link), read by those through `--app-bar-accent`. Focus rings inside it take the bar's text colour.
 */
function appBarColors(colors: ColorScheme, dark: boolean) {
  return dark
    ? {
        backgroundColor: DARK_PAPER,
        backgroundImage: 'none',
        color: '#e8eeec',
        borderBottom: '1px solid rgba(255, 255, 255, 0.12)',
        '--app-bar-accent': colors.primary,
      }
    : { backgroundColor: colors.primary, color: '#ffffff', '--app-bar-accent': 'currentColor' };
}

export function createAppTheme(settings: ThemeSettings): Theme {
  const colors = COLOR_SCHEMES[settings.themeSchema][settings.mode];
  const control = CONTROL_SIZE[settings.controlSize];
  const dark = settings.mode === 'dark';
  const base = dark ? defaultDarkTheme : defaultLightTheme;
  const fontFamily = settings.direction === 'rtl' ? ARABIC_FONTS : LATIN_FONTS;
  // A ring every keyboard user sees, on every control, in both modes (MUI's own is a faint ripple).
  const focusRing = { outline: `2px solid ${colors.primary}`, outlineOffset: 2 };
  return createTheme(
    deepmerge(base, {
      direction: settings.direction,
      palette: {
        mode: settings.mode,
        primary: {
          main: colors.primary,
          dark: colors.primaryDeep,
          light: colors.primaryMild,
          contrastText: dark ? '#0b0f0e' : '#ffffff',
        },
        secondary: { main: colors.primaryDeep },
        background: dark
          ? { default: colors.neutral, paper: DARK_PAPER }
          : { default: '#f5f7f7', paper: colors.neutral },
        action: { selected: colors.primarySubtle },
      },
      typography: { fontFamily, fontSize: control.fontSize },
      shape: { borderRadius: 8 },
      sidebar: { width: 272, closedWidth: 56 },
      components: {
        MuiTextField: { defaultProps: { size: control.size } },
        MuiFormControl: { defaultProps: { size: control.size } },
        MuiButton: { defaultProps: { size: control.size } },
        MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing } },
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
        // Rows fill their container, which may clip what lies outside: their ring is drawn inside.
        MuiMenuItem: { styleOverrides: { root: { minHeight: 42, '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiMenu: { styleOverrides: { paper: { minWidth: 160 } } },
        // SPEC section 9: a dialog is 520 px wide at most, and as wide as a phone allows on a phone.
        MuiDialog: {
          defaultProps: { maxWidth: 'xs' },
          styleOverrides: {
            paperWidthXs: {
              maxWidth: DIALOG_WIDTH,
              [`@media (max-width: ${DIALOG_WIDTH + 63.95}px)`]: { maxWidth: 'calc(100% - 64px)' },
            },
          },
        },
        // The current page's entry stands out in every navigation form (react-admin only darkens its text).
        RaMenuItemLink: {
          styleOverrides: {
            root: {
              minHeight: 48,
              '&.RaMenuItemLink-active': {
                backgroundColor: colors.primarySubtle,
                color: colors.primary,
                '& .RaMenuItemLink-icon': { color: 'inherit' },
              },
            },
          },
        },
        MuiAppBar: {
          styleOverrides: {
            colorSecondary: {
              ...appBarColors(colors, dark),
              '& .MuiButtonBase-root.Mui-focusVisible, & :focus-visible': { outlineColor: 'currentColor' },
            },
          },
        },
        // react-admin paints its toolbars white on a phone, made to sit flush with a page without
        // margins; inside the page's padding they showed as empty white bands.
        // Both also wrap: a list's buttons that do not fit beside its filters go to the next line
        // instead of pushing the page wider than the window (a laptop with the docked menu).
        RaListToolbar: {
          styleOverrides: { root: (props: { theme: Theme }) => ({ ...phoneTransparent(props), flexWrap: 'wrap' }) },
        },
        RaTopToolbar: {
          styleOverrides: { root: (props: { theme: Theme }) => ({ ...phoneTransparent(props), flexWrap: 'wrap' }) },
        },
        // A table wider than the screen scrolls inside its card instead of widening the page: the
        // list's column may shrink below its content's width (a flex item's minimum is its content).
        // On a phone a list's create button floats over the page's lower right corner (60 px up,
        // 56 px tall): the list ends that far below its last row, so no row's switch or status
        // stays under it once scrolled to the end.
        RaList: {
          styleOverrides: {
            root: {
              '& .RaList-main': { minWidth: 0 },
              '&:has(.RaCreateButton-floating) .RaList-main': { paddingBottom: 128 },
            },
          },
        },
        RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
      },
    }),
    // MUI's own words (pagination buttons on phones, an alert's close button) in the page's language.
    settings.direction === 'rtl' ? arSA : enUS,
  );
}
