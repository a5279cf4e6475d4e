import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '../providers/storage';
import { parseThemeSettings, type ThemeSettings } from './theme-settings';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  update(change: (current: ThemeSettings) => ThemeSettings): void;
}

const ThemeSettingsContext = createContext<ThemeSettingsValue | undefined>(undefined);

export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() => parseThemeSettings(localStorage.getItem(STORAGE_KEYS.theme)));
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
