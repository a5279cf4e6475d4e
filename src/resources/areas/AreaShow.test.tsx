import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, ResourceDefinitionContextProvider, TitlePortal, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { nameIn } from '../../components/LocalizedName';
import { DocumentTitle } from '../../layout/DocumentTitle';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import AreaShow from './AreaShow';

beforeEach(() => signInAs(ROLE.admin));

const AREA = {
  id: 1, name: 'Riyadh Park Mall', name_ar: 'رياض بارك مول', max_capacity: 1250, subscription_capacity: 250, guest_ticket_capacity: 1000,
  free_minutes: 30, grace_minutes: 15, cooldown_minutes: 60, hourly_fee: 5, after_first_hour_fee: 3, daily_cap: 50, is_active: true,
  created_at: '2026-01-01T08:00:00Z', updated_at: '2026-01-02T08:00:00Z',
};

/** The area's page with the app bar's title portal and the tab title, named as AdminApp names records. */
function renderShow(locale: 'en' | 'ar', digits: 'latn' | 'arab' = 'latn') {
  const dataProvider = testDataProvider({ getOne: (async () => ({ data: AREA })) as never });
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={{ areas: { name: 'areas', hasShow: true, hasEdit: true, recordRepresentation: (record) => nameIn(locale, record) } }}>
      <ResourceContextProvider value="areas">
        <TitlePortal />
        <DocumentTitle layout="test" />
        <AreaShow />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { path: '/areas/1/show', route: '/areas/:id/show', locale, digits, dataProvider },
  );
}

describe('the page of an area', () => {
  it('is titled by the area, in the tab too, and asks before deleting it by name', async () => {
    renderShow('en');
    await waitFor(() => expect(document.title).toBe('Riyadh Park Mall — Parking System'));
    expect(screen.getByText('1,250')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete area «Riyadh Park Mall»?')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this area?')).toBeInTheDocument();
  });

  it('names the area in Arabic, with Western digits by default', async () => {
    renderShow('ar');
    await waitFor(() => expect(document.title).toBe('رياض بارك مول — نظام المواقف'));
    expect(screen.getByText('1,250')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('حذف المنطقة «رياض بارك مول»؟')).toBeInTheDocument();
    expect(within(dialog).getByText('هل أنت متأكد من حذف هذه المنطقة؟')).toBeInTheDocument();
  });

  it('writes every number in Arabic-Indic digits when the user chose them', async () => {
    renderShow('ar', 'arab');
    expect(await screen.findByText('١٬٢٥٠')).toBeInTheDocument();
    expect(screen.getByText('٦٠')).toBeInTheDocument();
    expect(document.querySelector('.RaShow-main')!.textContent).not.toMatch(/[0-9]/);
  });
});
