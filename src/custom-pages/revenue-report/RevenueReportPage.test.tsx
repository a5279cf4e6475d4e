import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revenueFigures } from '../../../domain/fixtures/revenue';
import { daysOf, previousPeriod } from '../../../domain/revenue-report';
import { ROLE } from '../../../domain/roles';
import type { RevenueReport } from '../../../domain/schemas/revenue-report';
import type { RevenueReportPeriod, RevenueReportRequest } from '../../providers/dataProvider';
import { AREAS } from '../../resources/subscriptions/fixtures';
import { clearDate, shownDate, typeDate } from '../../test/dateInputs';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { RevenueReportPage } from './RevenueReportPage';

/** A day as the date inputs show it: "1 Feb 2026". */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const OLAYA = revenueFigures({
  transactions: 6,
  revenue: 1268.5,
  guest_transactions: 5,
  guest_revenue: 18.5,
  subscription_transactions: 1,
  subscription_revenue: 1250,
  charged_transactions: 4,
  free_transactions: 1,
  refunds: 1,
  refunded: -5,
  average_amount: 318.38,
  min_amount: 1,
  max_amount: 1250,
});

/** Olaya's money per cashier shift: Fahad's shift, and what the lane's pay station took outside any. */
const PER_SHIFT: NonNullable<RevenueReport['per_shift']> = [
  {
    ...revenueFigures({ transactions: 4, revenue: 18.5 }),
    cashier_shift_id: 12,
    employee_id: 30,
    employee_name: 'Fahad Al-Harbi',
    gate_name: 'North Entrance',
    gate_name_ar: 'المدخل الشمالي',
    opened_at: '2026-02-01T05:00:00.000Z',
    closed_at: '2026-02-01T13:00:00.000Z',
  },
  {
    ...revenueFigures({ transactions: 2, revenue: 1250 }),
    cashier_shift_id: null,
    employee_id: null,
    employee_name: null,
    gate_name: null,
    gate_name_ar: null,
    opened_at: null,
    closed_at: null,
  },
];

/** The report the API would answer for a period: Olaya's money, the Corniche without any; per shift or employee when asked. */
function reportOf({ area_id, from, to, group_by }: RevenueReportRequest): RevenueReport {
  const previous = previousPeriod({ from, to });
  const areas = [
    { area_id: 1, name: AREAS[0]!.name, name_ar: AREAS[0]!.name_ar, ...OLAYA },
    { area_id: 2, name: AREAS[1]!.name, name_ar: AREAS[1]!.name_ar, ...revenueFigures({}) },
  ].filter((area) => area_id === null || area.area_id === area_id);
  return {
    area_id,
    from,
    to,
    totals: OLAYA,
    per_area: areas,
    ...(group_by === 'shift' ? { per_shift: PER_SHIFT } : {}),
    ...(group_by === 'employee'
      ? {
          per_employee: PER_SHIFT.map(({ employee_id, employee_name, ...figures }) => ({
            ...revenueFigures(figures),
            employee_id,
            employee_name,
          })),
        }
      : {}),
    ...(group_by === 'method'
      ? {
          per_method: [
            {
              ...revenueFigures({ transactions: 1, revenue: 1250 }),
              payment_method: 'online' as const,
              name_en: 'Online payment',
              name_ar: 'دفع إلكتروني',
              channel: 'mada' as const,
            },
            {
              ...revenueFigures({ transactions: 5, revenue: 18.5 }),
              payment_method: 'cash' as const,
              name_en: 'Cash',
              name_ar: 'نقدًا',
              channel: null,
            },
          ],
        }
      : {}),
    per_day: daysOf({ from, to }).map((day, index) => ({
      day,
      transactions: index === 0 ? 6 : 0,
      revenue: index === 0 ? 1268.5 : 0,
      guest_transactions: index === 0 ? 5 : 0,
      guest_revenue: index === 0 ? 18.5 : 0,
      subscription_transactions: index === 0 ? 1 : 0,
      subscription_revenue: index === 0 ? 1250 : 0,
    })),
    previous: {
      ...previous,
      totals: revenueFigures({
        transactions: 4,
        revenue: 1000,
        guest_transactions: 4,
        guest_revenue: 1000,
        refunds: 0,
        charged_transactions: 4,
      }),
    },
  };
}

function renderReport({ path = '/revenue-report', locale = 'en' as 'en' | 'ar' } = {}) {
  const asked: RevenueReportPeriod[] = [];
  const files: RevenueReportPeriod[] = [];
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: AREAS, total: AREAS.length })) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    getRevenueReport: async (period: RevenueReportPeriod) => {
      asked.push(period);
      return reportOf(period);
    },
    getRevenueReportCsv: async (period: RevenueReportPeriod) => {
      files.push(period);
      return {
        text: 'Area,Area (Arabic)\r\nOlaya,العليا\r\n',
        fileName: 'revenue-report-2026-03-01-to-2026-03-11.csv',
      };
    },
  } as never);
  renderWithAdmin(<RevenueReportPage />, { path, route: '/revenue-report', locale, dataProvider });
  return { asked, files };
}

/** The paragraph that reads `text` whole, whatever elements isolate its parts. */
const paragraph = (text: string | RegExp) =>
  screen.getByText(
    (_content, element) =>
      element?.tagName === 'P' &&
      (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? '')),
  );

const card = (label: string) =>
  screen.getByRole('heading', { level: 3, name: label }).closest('.MuiCard-root') as HTMLElement;

beforeEach(() => {
  signInAs(ROLE.admin);
  // Wednesday 11 March 2026, noon in Riyadh.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-11T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the revenue report page', () => {
  it("opens on this month of all areas: SPEC's totals against the period before, and each area", async () => {
    const { asked } = renderReport();
    expect(await screen.findByRole('heading', { level: 3, name: 'Total revenue' })).toBeInTheDocument();
    expect(asked[0]).toEqual({ area_id: null, from: '2026-03-01', to: '2026-03-11' });
    expect(paragraph('All areas · 1 Mar 2026 to 11 Mar 2026')).toBeInTheDocument();
    expect(paragraph('Compared with 18 Feb 2026 to 28 Feb 2026')).toBeInTheDocument();

    const revenue = within(card('Total revenue'));
    expect(revenue.getByText('SAR 1,268.50')).toBeInTheDocument();
    expect(revenue.getByLabelText('Change against the period before: +26.9%')).toBeInTheDocument();
    expect(revenue.getByText('Before: SAR 1,000.00')).toBeInTheDocument();
    expect(within(card('Guest revenue')).getByText('5 transactions')).toBeInTheDocument();
    expect(
      within(card('Guest revenue')).getByLabelText('Change against the period before: -98.2%'),
    ).toBeInTheDocument();
    expect(within(card('Subscription revenue')).getByText('Nothing before to compare with')).toBeInTheDocument();
    expect(within(card('Refunds')).getByText('SAR 5.00 paid back')).toBeInTheDocument();
    expect(within(card('Average amount')).getByText('SAR 318.38')).toBeInTheDocument();
    expect(within(card('Free transactions')).getByText('1')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Revenue by area' });
    const [olaya, corniche] = within(table).getAllByRole('row').slice(1);
    expect(within(olaya!).getByRole('rowheader')).toHaveTextContent('Olaya Business District');
    expect(
      within(olaya!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['6', 'SAR 1,268.50', 'SAR 18.50', 'SAR 1,250.00', 'SAR 318.38', '4', '1', '1']);
    expect(
      within(corniche!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['0', 'SAR 0.00', 'SAR 0.00', 'SAR 0.00', '—', '0', '0', '0']);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('shows the period the address names, and each preset from the Saudi week (Sunday first) to this year', async () => {
    const { asked } = renderReport({ path: '/revenue-report?area_id=1&from=2026-01-05&to=2026-01-20' });
    await screen.findByRole('heading', { level: 3, name: 'Total revenue' });
    expect(asked.at(-1)).toEqual({ area_id: 1, from: '2026-01-05', to: '2026-01-20' });
    expect(paragraph('Olaya Business District · 5 Jan 2026 to 20 Jan 2026')).toBeInTheDocument();

    const presets = screen.getByRole('group', { name: 'Quick periods' });
    const expected = {
      'Last month': { from: '2026-02-01', to: '2026-02-28' },
      'This week': { from: '2026-03-08', to: '2026-03-11' },
      Today: { from: '2026-03-11', to: '2026-03-11' },
      'This year': { from: '2026-01-01', to: '2026-03-11' },
      'This month': { from: '2026-03-01', to: '2026-03-11' },
    };
    for (const [name, days] of Object.entries(expected)) {
      await userEvent.click(within(presets).getByRole('button', { name }));
      await waitFor(() => expect(asked.at(-1)).toEqual({ area_id: 1, ...days }));
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/revenue-report?area_id=1&from=${days.from}&to=${days.to}`,
      );
      expect(within(presets).getByRole('button', { name })).toHaveFocus();
      expect(within(presets).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      expect(await shownDate(/^Start date/)).toBe(shown(days.from));
      expect(await shownDate(/^End date/)).toBe(shown(days.to));
    }
  });

  it("applies each day as it is chosen, once the period reads: SPEC's message for a missing day, an end before the start refused, without asking the API", async () => {
    const { asked } = renderReport();
    await screen.findByRole('heading', { level: 3, name: 'Total revenue' });
    const requests = asked.length;
    expect(screen.queryByRole('button', { name: 'Show report' })).not.toBeInTheDocument();
    await clearDate(/^End date/);
    await userEvent.tab();
    expect(await screen.findByText('Start and end dates are both required')).toBeInTheDocument();

    await typeDate(/^End date/, '01022026');
    await userEvent.tab();
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
    expect(asked).toHaveLength(requests);
    expect(paragraph('All areas · 1 Mar 2026 to 11 Mar 2026')).toBeInTheDocument();

    await clearDate(/^End date/);
    await typeDate(/^End date/, '05032026');
    await waitFor(() => expect(asked.at(-1)).toEqual({ area_id: null, from: '2026-03-01', to: '2026-03-05' }));
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' && element.textContent === 'All areas · 1 Mar 2026 to 5 Mar 2026',
      ),
    ).toBeInTheDocument();
  });

  it('shows an area as soon as it is chosen, says so above the figures, and exports that report', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { asked, files } = renderReport({ path: '/revenue-report?from=2026-02-01&to=2026-02-28' });
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' && element.textContent === 'All areas · 1 Feb 2026 to 28 Feb 2026',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Olaya Business District' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ area_id: 1, from: '2026-02-01', to: '2026-02-28' }));
    expect(
      await screen.findByText(
        (_content, element) =>
          element?.tagName === 'P' && element.textContent === 'Olaya Business District · 1 Feb 2026 to 28 Feb 2026',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/revenue-report?area_id=1&from=2026-02-01&to=2026-02-28');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toEqual([{ area_id: 1, from: '2026-02-01', to: '2026-02-28' }]));
  });

  it('reads the report per cashier shift or per employee, kept in the address, and exports the grouping shown', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const period = { area_id: null, from: '2026-02-01', to: '2026-02-28' };
    const { asked, files } = renderReport({ path: '/revenue-report?from=2026-02-01&to=2026-02-28' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cashier shift' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ ...period, group_by: 'shift' }));
    const shifts = await screen.findByRole('table', { name: 'Revenue per cashier shift' });
    expect(within(shifts).getAllByRole('row')[1]).toHaveTextContent(
      'Shift #12 · Fahad Al-Harbi · North Entrance1 Feb 2026, 8:00 am – 1 Feb 2026, 4:00 pm4SAR 18.50',
    );
    expect(within(shifts).getByText('Outside any shift (lane devices, administrators)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('group_by=shift');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toEqual([{ ...period, group_by: 'shift' }]));

    await userEvent.click(screen.getByRole('button', { name: 'Employee' }));
    const employees = await screen.findByRole('table', { name: 'Revenue per employee' });
    expect(within(employees).getByText('Lane devices and pay stations')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Area' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Revenue per employee' })).toBeNull());
    expect(asked.at(-1)).toEqual(period);
  });

  it('reads the report per payment method, online payments by their channel, in Arabic', async () => {
    const { asked } = renderReport({ path: '/revenue-report?from=2026-02-01&to=2026-02-28', locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'طريقة الدفع' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ group_by: 'method' }));
    const methods = await screen.findByRole('table', { name: 'الإيرادات حسب طريقة الدفع' });
    expect(within(methods).getAllByRole('row')[1]).toHaveTextContent('دفع إلكتروني · مدى');
    expect(within(methods).getAllByRole('row')[2]).toHaveTextContent('نقدًا');
  });

  it("downloads the API's CSV file of the period shown, marked as UTF-8 for Excel", async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { files: asked } = renderReport({ path: '/revenue-report?from=2026-02-01&to=2026-02-28' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(asked).toEqual([{ area_id: null, from: '2026-02-01', to: '2026-02-28' }]);
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Area,Area (Arabic)\r\nOlaya,العليا\r\n');
  });

  it('speaks Arabic: the labels, the areas by their Arabic names and the dates', async () => {
    renderReport({ locale: 'ar', path: '/revenue-report?area_id=1&from=2026-03-01&to=2026-03-11' });
    expect(await screen.findByRole('heading', { level: 3, name: 'إجمالي الإيرادات' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'فترات سريعة' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'الإيرادات حسب المنطقة' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('حي العليا التجاري');
    expect(paragraph('حي العليا التجاري · من 1 مارس 2026 إلى 11 مارس 2026')).toBeInTheDocument();
  });
});
