import ViewListIcon from '@mui/icons-material/ViewList';
import type { ComponentType } from 'react';
import { isPage } from '../resources/entries';
import { REGISTRY } from '../resources/registry';

export interface NavigationEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** What canAccess must allow for the entry to show: what its page asks. */
  access: { resource: string; action: string };
}

/** The registry's entries with a menu label, in its order. */
export const NAVIGATION: NavigationEntry[] = REGISTRY.flatMap((entry) => {
  if (!entry.menu) return [];
  return isPage(entry)
    ? [{ to: `/${entry.path}`, label: entry.menu, icon: entry.icon, access: entry.access }]
    : // A resource without an icon of its own shows react-admin's default one, as its own menu does.
      [
        {
          to: `/${entry.name}`,
          label: entry.menu,
          icon: entry.icon ?? ViewListIcon,
          access: { resource: entry.name, action: 'list' },
        },
      ];
});
