import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Title, testDataProvider, useGetList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../domain/roles';
import { createAppStore } from '../providers/storage';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';
import { LAYOUT_TYPES, type LayoutType } from '../theme/theme-settings';
import { AppLayout } from './AppLayout';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}

/** A theme setting and react-admin's own (no longer read) sidebar value, as a browser may have kept them. */
function storeSettings(type: LayoutType, sideNavCollapse: boolean, reactAdminSidebarOpen: boolean) {
  localStorage.setItem('theme', JSON.stringify({ layout: { type, sideNavCollapse, previousType: '' } }));
  localStorage.setItem('RaStore.sidebar.open', JSON.stringify(reactAdminSidebarOpen));
}

function renderLayout(page: ReactNode = 'page content') {
  return renderWithAdmin(<AppLayout>{page}</AppLayout>, { path: '/areas', store: createAppStore() });
}

const storedSideNavCollapse = () => JSON.parse(localStorage.getItem('theme') ?? '{}').layout.sideNavCollapse;
const menuButton = () => screen.getByRole('button', { name: /Open menu|Close menu/ });

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signInAs(ROLE.superAdmin);
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  vi.restoreAllMocks();
  setViewport(DESKTOP);
});

describe('the sidebar has one source of truth', () => {
  for (const [name, viewport] of [
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ] as const) {
    for (const type of LAYOUT_TYPES) {
      it(`renders ${type} on ${name} whatever the stored values, without a render loop`, async () => {
        setViewport(viewport);
        // Stored values that disagree (the sidebar stored closed while the setting says "not collapsed", and the reverse) once crashed the layout.
        for (const [sideNavCollapse, open] of [
          [false, false],
          [true, true],
        ] as const) {
          storeSettings(type, sideNavCollapse, open);
          const { unmount } = renderLayout();
          expect(await screen.findByText('page content')).toBeInTheDocument();
          // a phone never starts with the navigation drawn over the page
          if (viewport === PHONE) expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
          unmount();
        }
        expect(consoleError).not.toHaveBeenCalled();
      });
    }
  }

  it('on a desktop the menu button collapses and expands the side navigation, kept in the theme setting', async () => {
    setViewport(DESKTOP);
    storeSettings('collapsibleSide', false, false);
    renderLayout();
    await screen.findByText('page content');
    expect(document.querySelector('.RaSidebar-open')).toBeInTheDocument();
    await userEvent.click(menuButton());
    await waitFor(() => expect(document.querySelector('.RaSidebar-closed')).toBeInTheDocument());
    expect(storedSideNavCollapse()).toBe(true);
    await userEvent.click(menuButton());
    await waitFor(() => expect(document.querySelector('.RaSidebar-open')).toBeInTheDocument());
    expect(storedSideNavCollapse()).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on a phone the menu button opens the navigation drawer, a choice closes it, and the desktop setting stays', async () => {
    setViewport(PHONE);
    storeSettings('collapsibleSide', true, true);
    renderLayout();
    await screen.findByText('page content');
    expect(screen.queryByRole('menuitem', { name: 'Sub Areas' })).not.toBeInTheDocument();

    await userEvent.click(menuButton());
    const entry = await screen.findByRole('menuitem', { name: 'Sub Areas' });
    await userEvent.click(entry);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sub-areas'));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Sub Areas' })).not.toBeInTheDocument());

    await userEvent.click(menuButton());
    expect(await screen.findByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Home' })).not.toBeInTheDocument());

    expect(storedSideNavCollapse()).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('the blank layout', () => {
  it('still offers a way home, the settings and sign-out', async () => {
    storeSettings('blank', false, true);
    renderLayout();
    await screen.findByText('page content');
    expect(await screen.findByRole('link', { name: 'Go to my home page' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the page title, and the browser tab names the page', async () => {
    storeSettings('blank', false, true);
    renderLayout(<Title title="Areas" />);
    await waitFor(() => expect(document.title).toBe('Areas — Parking System'));
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Areas');
  });
});

describe('while data loads', () => {
  function LoadingAreas() {
    useGetList('areas');
    return null;
  }

  for (const [locale, name] of [
    ['en', 'Loading'],
    ['ar', 'جارٍ التحميل'],
  ] as const) {
    it(`names the app bar's spinner for screen readers, as every progress bar must be (${locale})`, async () => {
      renderWithAdmin(
        <AppLayout>
          <LoadingAreas />
        </AppLayout>,
        {
          path: '/areas',
          locale,
          store: createAppStore(),
          dataProvider: testDataProvider({ getList: () => new Promise(() => {}) }),
        },
      );
      expect(await screen.findByRole('progressbar', { name })).toBeInTheDocument();
    });
  }
});
