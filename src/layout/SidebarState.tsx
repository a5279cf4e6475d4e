import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Store, StoreContextProvider, useStoreContext } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';

/** The store key through which react-admin's Sidebar, Menu, menu items and menu button share the sidebar. */
const SIDEBAR_KEY = 'sidebar.open';

type Listener = (value: unknown) => void;

/**
 * The one source of truth for the sidebar. react-admin keeps "sidebar open" as a stored value of
 * its own, and on a phone that value means "the drawer is showing"; mirrored into the theme setting
 * and back, the two overwrote each other (a render loop on phones, a crash on a desktop whose two
 * stored values disagreed, the drawer opening over the page after a reload). So react-admin's key is
 * no longer stored at all: under this provider it is a view of
 * - the theme setting `layout.sideNavCollapse` (inverted) while the sidebar is docked: the user's
 *   lasting choice, which the menu button and the settings drawer both switch;
 * - a state of this component while the navigation is a drawer: never stored, so every page load
 *   starts with it closed, and opening it on a phone never changes the desktop's choice.
 * Every other key goes to react-admin's own store unchanged.
 */
export function SidebarStateProvider({ docked, children }: { docked: boolean; children: ReactNode }) {
  const { settings, update } = useThemeSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const open = docked ? !settings.layout.sideNavCollapse : drawerOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (docked) update((current) => ({ ...current, layout: { ...current.layout, sideNavCollapse: !next } }));
      else setDrawerOpen(next);
    },
    [docked, update],
  );

  // Read by the store below. react-admin's components read the store while they render (their
  // first value), so it is set while this component renders, before them: a sidebar mounted by this
  // very render (a window grown from a phone's width to a desktop's) then starts in its true state.
  const latest = useRef({ open, setOpen });
  // eslint-disable-next-line react-hooks/refs -- an external store's value for the children's render
  latest.current = { open, setOpen };
  const listeners = useRef(new Set<Listener>());
  // Before react-admin's useStore effects compare their value with the store (after layout effects).
  useLayoutEffect(() => listeners.current.forEach((listener) => listener(open)), [open]);

  const parent = useStoreContext();
  const store = useMemo<Store>(
    () => ({
      ...parent,
      // The parent store is set up and torn down by react-admin's own provider, not by this view.
      setup: () => {},
      teardown: () => {},
      getItem: (key, defaultValue) =>
        (key === SIDEBAR_KEY ? latest.current.open : parent.getItem(key, defaultValue)) as never,
      setItem: (key, value) =>
        key === SIDEBAR_KEY ? latest.current.setOpen(Boolean(value)) : parent.setItem(key, value),
      removeItem: (key) => (key === SIDEBAR_KEY ? undefined : parent.removeItem(key)),
      subscribe: (key, listener) => {
        if (key !== SIDEBAR_KEY) return parent.subscribe(key, listener);
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [parent],
  );
  return <StoreContextProvider value={store}>{children}</StoreContextProvider>;
}
