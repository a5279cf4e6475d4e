import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider, ResourceDefinitionContextProvider, TitlePortal, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { TariffPreview, TariffPreviewBody } from '../../../domain/schemas/tariff-preview';
import { TYPICAL_PREVIEWS } from '../../../domain/test/tariff-previews';
import { nameIn } from '../../components/LocalizedName';
import { DocumentTitle } from '../../layout/DocumentTitle';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import AreaShow from './AreaShow';

beforeEach(() => signInAs(ROLE.admin));

const AREA = {
  id: 1,
  name: 'Riyadh Park Mall',
  name_ar: 'رياض بارك مول',
  max_capacity: 1250,
  subscription_capacity: 250,
  guest_ticket_capacity: 1000,
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 60,
  hourly_fee: 5,
  after_first_hour_fee: 3,
  daily_cap: 50,
  is_active: true,
  created_at: '2026-01-01T08:00:00Z',
  updated_at: '2026-01-02T08:00:00Z',
};

/** The server's answers for the area's tariff, by the stay's minutes. */
const PREVIEWS: Record<number, TariffPreview> = { 60: TYPICAL_PREVIEWS.oneHour, 130: TYPICAL_PREVIEWS.twoHoursTen };
const minutesOf = (stay: TariffPreviewBody) => (Date.parse(stay.exit) - Date.parse(stay.entry)) / 60_000;
const previewTariff = vi.fn(async (_areaId: number, stay: TariffPreviewBody) => PREVIEWS[minutesOf(stay)]!);
beforeEach(() => {
  previewTariff.mockClear();
});

/** The area's page with the app bar's title portal and the tab title, named as AdminApp names records. */
function renderShow(locale: 'en' | 'ar', digits: 'latn' | 'arab' = 'latn') {
  const dataProvider = {
    ...testDataProvider({
      getOne: (async () => ({ data: AREA })) as never,
      getList: (async () => ({ data: [], total: 0 })) as never,
    }),
    previewTariff,
  };
  renderWithAdmin(
    <ResourceDefinitionContextProvider
      definitions={{
        areas: {
          name: 'areas',
          hasShow: true,
          hasEdit: true,
          recordRepresentation: (record) => nameIn(locale, record),
        },
      }}
    >
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

/** Each line of the breakdown as its words and its amount, without the direction marks and no-break spaces of money. */
function breakdownLines(name: string) {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(item.children, (part) =>
        part
          .textContent!.replace(/[\u200e\u200f]/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
}

async function typeStay(hours: string, minutes: string, labels: { hours: string; minutes: string }) {
  const hoursInput = await screen.findByLabelText(labels.hours);
  await userEvent.clear(hoursInput);
  await userEvent.type(hoursInput, hours);
  const minutesInput = screen.getByLabelText(labels.minutes);
  await userEvent.clear(minutesInput);
  await userEvent.type(minutesInput, minutes);
}

describe('what a stay costs in the area', () => {
  it('prices an hour from now at first, then 2 h 10 min line by line', async () => {
    renderShow('en');
    expect(await screen.findByRole('heading', { name: 'What does a stay cost here?' })).toBeInTheDocument();
    await waitFor(() => expect(breakdownLines('How the amount is made up')).toEqual([['First hour', 'SAR 5.00']]));

    await typeStay('2', '10', { hours: 'Hours', minutes: 'Minutes' });
    await waitFor(() =>
      expect(breakdownLines('How the amount is made up')).toEqual([
        ['First hour', 'SAR 5.00'],
        ['2 further hours × SAR 3.00', 'SAR 6.00'],
      ]),
    );
    expect(screen.getByText('SAR 11.00')).toBeInTheDocument();
    expect(screen.getByText('Amount due')).toBeInTheDocument();
    const stay = previewTariff.mock.lastCall![1];
    expect(minutesOf(stay)).toBe(130);
    expect(stay.previous_exit).toBeUndefined();
    expect(Math.abs(Date.parse(stay.entry) - Date.now())).toBeLessThan(60_000);
  });

  it('prices a stay entering at the time typed, on the car park’s clock', async () => {
    renderShow('en');
    const entry = await screen.findByLabelText('Entry');
    fireEvent.change(entry, { target: { value: '2026-12-06T17:30' } });
    fireEvent.blur(entry);
    // 17:30 in Riyadh, three hours ahead of UTC, whatever the browser's zone.
    await waitFor(() => expect(previewTariff.mock.lastCall![1].entry).toBe('2026-12-06T14:30:00.000Z'));
    expect(minutesOf(previewTariff.mock.lastCall![1])).toBe(60);
  });

  it('asks as a re-entry within the cooldown when the switch is on', async () => {
    renderShow('en');
    await userEvent.click(await screen.findByRole('switch', { name: 'Re-entry within the cooldown' }));
    await waitFor(() => expect(previewTariff.mock.lastCall![1].previous_exit).toBeDefined());
    const stay = previewTariff.mock.lastCall![1];
    expect(stay.previous_exit).toBe(stay.entry);
  });

  it('says the lines in Arabic, with the dual of hours, from digits typed in either style', async () => {
    renderShow('ar');
    expect(await screen.findByRole('heading', { name: 'كم يكلّف الوقوف هنا؟' })).toBeInTheDocument();
    await typeStay('٢', '10', { hours: 'الساعات', minutes: 'الدقائق' });
    await waitFor(() =>
      expect(breakdownLines('تفاصيل المبلغ')).toEqual([
        ['الساعة الأولى', '5.00 ر.س.'],
        ['ساعتان إضافيتان × 3.00 ر.س.', '6.00 ر.س.'],
      ]),
    );
    expect(screen.getByText('المبلغ المستحق')).toBeInTheDocument();
    expect(minutesOf(previewTariff.mock.lastCall![1])).toBe(130);
  });

  it('refuses a minute count past 59 and prices nothing meanwhile', async () => {
    renderShow('en');
    await typeStay('1', '60', { hours: 'Hours', minutes: 'Minutes' });
    await userEvent.tab();
    expect(await screen.findByText('Too large')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'How the amount is made up' })).not.toBeInTheDocument();
  });
});
