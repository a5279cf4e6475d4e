import type { Mode, ThemeSchema } from './theme-settings';

export interface ColorScheme {
  primary: string;
  primaryDeep: string;
  primaryMild: string;
  primarySubtle: string;
  neutral: string;
}

/** The five colour schemes of SPEC section 3, each with a light and a dark variant. */
export const COLOR_SCHEMES: Record<ThemeSchema, Record<Mode, ColorScheme>> = {
  default: {
    light: {
      primary: '#0d6e5c',
      primaryDeep: '#08503f',
      primaryMild: '#2f8f7b',
      primarySubtle: '#e3f2ee',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#4fc1a6',
      primaryDeep: '#2a9c83',
      primaryMild: '#7dd8c2',
      primarySubtle: '#12362f',
      neutral: '#0f1715',
    },
  },
  dark: {
    light: {
      primary: '#27313d',
      primaryDeep: '#141b23',
      primaryMild: '#4a5766',
      primarySubtle: '#e7eaee',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#a9b7c6',
      primaryDeep: '#7f8fa1',
      primaryMild: '#c9d3de',
      primarySubtle: '#222a33',
      neutral: '#111418',
    },
  },
  green: {
    light: {
      primary: '#2e7d32',
      primaryDeep: '#1b5e20',
      primaryMild: '#4caf50',
      primarySubtle: '#e8f5e9',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#81c784',
      primaryDeep: '#66bb6a',
      primaryMild: '#a5d6a7',
      primarySubtle: '#17301a',
      neutral: '#101510',
    },
  },
  purple: {
    light: {
      primary: '#6a3fb5',
      primaryDeep: '#4d2a8a',
      primaryMild: '#8b66cc',
      primarySubtle: '#efe9f9',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#b69cf0',
      primaryDeep: '#9778dc',
      primaryMild: '#cfbdf6',
      primarySubtle: '#2a2140',
      neutral: '#131118',
    },
  },
  orange: {
    light: {
      primary: '#c65a11',
      primaryDeep: '#9a440a',
      primaryMild: '#e07b35',
      primarySubtle: '#fcefe4',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#f3a368',
      primaryDeep: '#e8884a',
      primaryMild: '#f7c097',
      primarySubtle: '#3a2516',
      neutral: '#181310',
    },
  },
};
