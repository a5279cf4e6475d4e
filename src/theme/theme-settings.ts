/** The theme setting of SPEC section 3, stored whole under the `theme` key. */
export const THEME_SCHEMAS = ['default', 'dark', 'green', 'purple', 'orange'] as const;
export const CONTROL_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const LAYOUT_TYPES = [
  'collapsibleSide',
  'stackedSide',
  'topBarClassic',
  'framelessSide',
  'contentOverlay',
  'blank',
] as const;

export type ThemeSchema = (typeof THEME_SCHEMAS)[number];
export type ControlSize = (typeof CONTROL_SIZES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type Direction = 'ltr' | 'rtl';
export type Mode = 'light' | 'dark';

export interface ThemeSettings {
  themeSchema: ThemeSchema;
  direction: Direction;
  mode: Mode;
  panelExpand: boolean;
  controlSize: ControlSize;
  layout: { type: LayoutType; sideNavCollapse: boolean; previousType: LayoutType | '' };
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  themeSchema: 'default',
  direction: 'ltr',
  mode: 'light',
  panelExpand: false,
  controlSize: 'md',
  layout: { type: 'collapsibleSide', sideNavCollapse: false, previousType: '' },
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads a stored setting defensively: anything unknown falls back to the default. */
export function parseThemeSettings(raw: string | null): ThemeSettings {
  let stored: Partial<ThemeSettings> & { layout?: Partial<ThemeSettings['layout']> };
  try {
    stored = raw ? JSON.parse(raw) : {};
  } catch {
    stored = {};
  }
  const d = DEFAULT_THEME_SETTINGS;
  return {
    themeSchema: oneOf(THEME_SCHEMAS, stored.themeSchema, d.themeSchema),
    direction: oneOf(['ltr', 'rtl'] as const, stored.direction, d.direction),
    mode: oneOf(['light', 'dark'] as const, stored.mode, d.mode),
    panelExpand: typeof stored.panelExpand === 'boolean' ? stored.panelExpand : d.panelExpand,
    controlSize: oneOf(CONTROL_SIZES, stored.controlSize, d.controlSize),
    layout: {
      type: oneOf(LAYOUT_TYPES, stored.layout?.type, d.layout.type),
      sideNavCollapse:
        typeof stored.layout?.sideNavCollapse === 'boolean' ? stored.layout.sideNavCollapse : d.layout.sideNavCollapse,
      previousType: oneOf([...LAYOUT_TYPES, ''] as const, stored.layout?.previousType, ''),
    },
  };
}
