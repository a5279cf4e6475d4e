import { createTheme, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { COLOR_SCHEMES } from './color-schemes';
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

export function createAppTheme(settings: ThemeSettings): Theme {
  const colors = COLOR_SCHEMES[settings.themeSchema][settings.mode];
  const control = CONTROL_SIZE[settings.controlSize];
  const base = settings.mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const fontFamily = settings.direction === 'rtl' ? ARABIC_FONTS : LATIN_FONTS;
  return createTheme(
    deepmerge(base, {
      direction: settings.direction,
      palette: {
        mode: settings.mode,
        primary: { main: colors.primary, dark: colors.primaryDeep, light: colors.primaryMild, contrastText: settings.mode === 'dark' ? '#0b0f0e' : '#ffffff' },
        secondary: { main: colors.primaryDeep },
        background: settings.mode === 'dark' ? { default: colors.neutral, paper: '#1b2321' } : { default: '#f5f7f7', paper: colors.neutral },
        action: { selected: colors.primarySubtle },
      },
      typography: { fontFamily, fontSize: control.fontSize },
      shape: { borderRadius: 8 },
      sidebar: { width: 248, closedWidth: 56 },
      components: {
        MuiTextField: { defaultProps: { size: control.size } },
        MuiFormControl: { defaultProps: { size: control.size } },
        MuiButton: { defaultProps: { size: control.size } },
        MuiMenuItem: { styleOverrides: { root: { minHeight: 42 } } },
        MuiMenu: { styleOverrides: { paper: { minWidth: 160 } } },
        RaMenuItemLink: { styleOverrides: { root: { minHeight: 48 } } },
        MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: colors.primary, color: settings.mode === 'dark' ? '#0b0f0e' : '#ffffff' } } },
      },
    }),
  );
}
