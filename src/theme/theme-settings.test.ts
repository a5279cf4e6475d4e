import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, parseThemeSettings } from './theme-settings';

describe('the stored theme setting', () => {
  it('defaults to the collapsible side layout, light mode and medium controls', () => {
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(DEFAULT_THEME_SETTINGS).toMatchObject({
      mode: 'light',
      controlSize: 'md',
      layout: { type: 'collapsibleSide' },
    });
  });

  it('keeps valid stored values and drops unknown ones', () => {
    const parsed = parseThemeSettings(
      JSON.stringify({
        themeSchema: 'purple',
        mode: 'dark',
        controlSize: 'huge',
        layout: { type: 'topBarClassic', previousType: 'nonsense' },
      }),
    );
    expect(parsed).toMatchObject({
      themeSchema: 'purple',
      mode: 'dark',
      controlSize: 'md',
      layout: { type: 'topBarClassic', previousType: '' },
    });
  });

  it('survives a corrupted value', () => {
    expect(parseThemeSettings('{not json')).toEqual(DEFAULT_THEME_SETTINGS);
  });
});
