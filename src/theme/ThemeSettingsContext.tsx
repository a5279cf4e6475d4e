import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readLocale, STORAGE_KEYS } from '../providers/storage';
import { parseThemeSettings, type ThemeSettings } from './theme-settings';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  update(change: (current: ThemeSettings) => ThemeSettings): void;
}

const ThemeSettingsContext = createContext<ThemeSettingsValue | undefined>(undefined);

/**
 * The stored setting, its direction that of the stored language, which decides it (LocaleShell):
 * a stored direction that disagrees would otherwise cost a second render of the whole page.
 */
function readThemeSettings(): ThemeSettings {
  const stored = parseThemeSettings(localStorage.getItem(STORAGE_KEYS.theme));
  return { ...stored, direction: readLocale() === 'ar' ? 'rtl' : 'ltr' };
}

export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readThemeSettings);
  const update = useCallback((change: (current: ThemeSettings) => ThemeSettings) => {
    setSettings((current) => {
      const next = change(current);
      localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify(next));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

export function useThemeSettings(): ThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings needs a ThemeSettingsProvider');
  return value;
}
