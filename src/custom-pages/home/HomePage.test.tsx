import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, testDataProvider } from 'react-admin';
import { addDays } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import type { AreaOccupancy, DailyRevenue, Dashboard } from '../../../domain/schemas/dashboard';
import type { DatabaseHealth } from '../../../domain/database-health';
import type { DigitStyle } from '../../i18n/digits';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { HOME_POLL_MS, HomePage } from './HomePage';

const mall = { id: 1, name: 'Riyadh Park Mall', name_ar: 'الرياض بارك مول' };

function area(id: number, inside: number, overrides: Partial<AreaOccupancy> = {}): AreaOccupancy {
  return { id, name: `Area ${id}`, name_ar: null, max_capacity: 100, inside, is_active: true, ...overrides };
}

/** Thirty days to 22 Nov 2026: 100.25 from guests and 50 from subscriptions each day, 22 Nov's guests 200. */
const revenueDays: DailyRevenue[] = Array.from({ length: 30 }, (_, index) => ({
  day: addDays('2026-10-24', index),
  guest: index === 29 ? 200 : 100.25,
  subscription: 50,
}));

const estate: Dashboard = {
  scope_area_id: null,
  areas: 8,
  gates: 17,
  sub_areas: 12,
  total_capacity: 4210,
  occupancy: [
    area(1, 104, { ...mall }),
    area(2, 90, { name: 'Olaya Business District' }),
    area(3, 10, { is_active: false, name: 'Closed Lot' }),
    ...[4, 5, 6, 7, 8].map((id) => area(id, 0)),
  ],
  latest_changes: [
    {
      resource: 'gates',
      record_id: 7,
      name: 'North Gate',
      name_ar: null,
      area: mall,
      action: 'updated',
      at: '2026-11-22T06:30:00Z',
      by: null,
    },
    {
      resource: 'areas',
      record_id: 1,
      name: mall.name,
      name_ar: mall.name_ar,
      area: mall,
      action: 'created',
      at: '2026-11-21T08:00:00Z',
      by: { id: 1, name: 'Faisal' },
    },
    {
      resource: 'gates',
      record_id: 9,
      name: 'Old Gate',
      name_ar: 'البوابة القديمة',
      area: mall,
      action: 'deleted',
      at: '2026-11-20T08:00:00Z',
      by: { id: 2, name: 'Noura' },
    },
  ],
  occupancy_by_type: [
    { area_id: 1, subscribers: 40, subscription_capacity: 30, guests: 64, guest_ticket_capacity: 70 },
    ...[2, 3, 4, 5, 6, 7, 8].map((id) => ({
      area_id: id,
      subscribers: 0,
      subscription_capacity: 30,
      guests: 0,
      guest_ticket_capacity: 70,
    })),
  ],
  today: {
    day: '2026-11-22',
    last_week_day: '2026-11-15',
    as_of: '2026-11-22T11:35:00Z',
    entries: { today: 120, last_week: 96 },
    exits: { today: 80, last_week: 100 },
    revenue: { today: 1520.5, last_week: 0 },
  },
  pending: {
    subscriptions: 12,
    company_subscriptions: {
      total: 5,
      vehicle_changes: 2,
      companies: [
        { id: 3, name: 'Al Noor Trading', name_ar: 'النور للتجارة', pending: 4, vehicle_changes: 0 },
        { id: 4, name: 'Gulf Logistics', name_ar: null, pending: 1, vehicle_changes: 2 },
      ],
    },
  },
  revenue_last_30_days: revenueDays,
  latest_gate_events: [
    {
      event_id: 'e-2',
      stay_id: 71,
      kind: 'exit',
      at: '2026-11-22T11:30:00Z',
      plate_letters: 'ABJ',
      plate_number: '1234',
      type: 'guest',
      gate: { id: 8, name: 'West Exit', name_ar: 'المخرج الغربي' },
      area: mall,
      ticket: null,
      payment: { amount: 8, payment_method: 'cash' },
    },
    {
      event_id: 'e-1',
      stay_id: 72,
      kind: 'entry',
      at: '2026-11-22T11:20:00Z',
      plate_letters: 'DHR',
      plate_number: '77',
      type: 'subscription',
      gate: { id: 7, name: 'East Entrance', name_ar: null },
      area: mall,
      ticket: null,
      payment: null,
    },
    {
      event_id: 'e-0',
      stay_id: 73,
      kind: 'entry',
      at: '2026-11-22T11:10:00Z',
      plate_letters: 'SDS',
      plate_number: '5',
      type: 'guest',
      gate: { id: 7, name: 'East Entrance', name_ar: null },
      area: mall,
      ticket: 'K7QM-4X2P',
      payment: null,
    },
  ],
};

/** What an admin's home answers: no company subscriptions, which are the super admin's to decide. */
const adminEstate: Dashboard = { ...estate, pending: { subscriptions: 12 } };

const PAYMENT_METHODS = [{ id: 1, code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' }];

function renderHome(
  dashboard: Dashboard | (() => Dashboard),
  locale: 'en' | 'ar' = 'en',
  digits: DigitStyle = 'latn',
  databaseHealth?: DatabaseHealth,
) {
  const getDashboard = vi.fn(async () => (typeof dashboard === 'function' ? dashboard() : dashboard));
  const dataProvider = testDataProvider({
    getDashboard,
    ...(databaseHealth && { getDatabaseHealth: async () => databaseHealth }),
    getList: async (resource: string) =>
      resource === 'payment-methods'
        ? { data: PAYMENT_METHODS, total: PAYMENT_METHODS.length }
        : { data: [], total: 0 },
  } as never);
  renderWithAdmin(<HomePage />, { path: '/home', dataProvider, locale, digits });
  return getDashboard;
}

const section = (name: string | RegExp) => screen.findByRole('region', { name });

describe("the administrators' home", () => {
  it('shows the counts, a bar of occupancy per area (the fullest first) and the latest changes', async () => {
    signInAs(ROLE.superAdmin);
    renderHome(estate);

    const occupancy = await section('Occupancy by area');
    expect(within(occupancy).getByText('All areas: 204 of 800 spaces taken (26%)')).toBeInTheDocument();
    const bars = within(occupancy).getAllByRole('progressbar');
    // Six areas first; the rest behind a button.
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Riyadh Park Mall',
      'Olaya Business District',
      'Closed Lot',
      'Area 4',
      'Area 5',
      'Area 6',
    ]);
    // Over capacity: the bar is full and says the real figures.
    expect(bars[0]).toHaveAttribute('aria-valuenow', '100');
    expect(bars[0]).toHaveAttribute('aria-valuetext', '104 of 100');
    expect(within(occupancy).getByText(/104 of 100 · 104%/)).toBeInTheDocument();
    expect(bars[1]).toHaveAttribute('aria-valuenow', '90');
    expect(within(occupancy).getByText('Inactive')).toBeInTheDocument();
    expect(within(occupancy).getByRole('link', { name: 'Riyadh Park Mall' })).toHaveAttribute('href', '/areas/1/show');
    await userEvent.click(within(occupancy).getByRole('button', { name: 'Show all areas (8)' }));
    expect(within(occupancy).getAllByRole('progressbar')).toHaveLength(8);

    const changes = await section('Latest changes');
    // The super admin may read the whole log.
    expect(await within(changes).findByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit-log');
    const rows = within(changes)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/audit-log');
    expect(rows[0]).toHaveAttribute('href', '/gates/7');
    expect(rows[0]).toHaveTextContent('North Gate');
    expect(rows[0]).toHaveTextContent(/Gate edited · Riyadh Park Mall · 22 Nov 2026, 9:30 am/);
    expect(rows[1]).toHaveAttribute('href', '/areas/1/show');
    expect(rows[1]).toHaveTextContent(/Area added · 21 Nov 2026, 11:00 am · by Faisal/);
    // A deleted record is named as it was, and opens nowhere.
    expect(rows).toHaveLength(2);
    expect(within(changes).getByText('Old Gate').closest('li')).toHaveTextContent(
      /Gate deleted · Riyadh Park Mall · 20 Nov 2026, 11:00 am · by Noura/,
    );

    for (const label of ['Areas', 'Gates', 'Sub-areas', 'Total capacity (spaces)'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('4,210')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your workplace' })).not.toBeInTheDocument();
  });

  it('speaks Arabic with the Arabic names of the areas', async () => {
    signInAs(ROLE.admin);
    renderHome(adminEstate, 'ar');

    const occupancy = await section('الإشغال حسب المنطقة');
    expect(within(occupancy).getAllByRole('progressbar')[0]).toHaveAttribute('aria-label', 'الرياض بارك مول');
    expect(within(occupancy).getByText('غير مفعّلة')).toBeInTheDocument();
    const changes = await section('أحدث التغييرات');
    // An admin sees the latest changes but not the log.
    expect(within(changes).queryByRole('link', { name: 'سجل التدقيق' })).not.toBeInTheDocument();
    expect(within(changes).getAllByRole('link')[0]).toHaveTextContent(/عُدّلت بوابة · الرياض بارك مول/);
    expect(within(changes).getAllByRole('link')[1]).toHaveTextContent('أُضيفت منطقة');
    expect(within(changes).getByText('البوابة القديمة').closest('li')).toHaveTextContent(
      /حُذفت بوابة · الرياض بارك مول · .* · بواسطة \u2068Noura\u2069/,
    );
  });

  it('says so when there are no areas and no changes yet', async () => {
    signInAs(ROLE.admin);
    renderHome({ ...estate, areas: 0, gates: 0, sub_areas: 0, total_capacity: 0, occupancy: [], latest_changes: [] });
    expect(within(await section('Occupancy by area')).getByText('No areas yet')).toBeInTheDocument();
    expect(within(await section('Latest changes')).getByText('No changes yet')).toBeInTheDocument();
  });
});

describe("the administrators' home: traffic, money and requests", () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it("shows today against the same weekday last week, the requests waiting with their lists, the revenue of 30 days and the gates' latest events", async () => {
    signInAs(ROLE.superAdmin);
    renderHome(estate);

    const today = await section('Today so far');
    expect(within(today).getByText('Against Sunday 15 Nov, up to 2:35 pm')).toBeInTheDocument();
    const [entries, exits, revenue] = within(today).getAllByRole('listitem');
    expect(entries).toHaveTextContent(/^Entries120\+24 \(\+25%\)Last week: 96$/);
    expect(exits).toHaveTextContent(/^Exits80-20 \(-20%\)Last week: 100$/);
    // Nothing last week: the change has no share.
    expect(revenue).toHaveTextContent(/^RevenueSAR 1,520\.50\+SAR 1,520\.50Last week: SAR 0\.00$/);

    const pending = await section('Waiting for a decision');
    const subscriptions = within(pending).getByRole('link', { name: /Subscription requests/ });
    expect(subscriptions).toHaveTextContent('12');
    const opened = new URL(subscriptions.getAttribute('href')!, 'http://home');
    expect([opened.pathname, JSON.parse(opened.searchParams.get('filter')!)]).toEqual([
      '/subscriptions',
      { status: 'pending' },
    ]);
    // The company subscriptions in all, then the companies that have them, each opening its page.
    expect(within(pending).getByText('Company subscriptions').closest('li')).toHaveTextContent(
      'Company subscriptions5',
    );
    expect(within(pending).getByRole('link', { name: 'Al Noor Trading 4' })).toHaveAttribute(
      'href',
      '/companies/3/show',
    );
    expect(within(pending).getByText('Company vehicle changes').closest('li')).toHaveTextContent(
      'Company vehicle changes2',
    );
    expect(within(pending).getByRole('link', { name: 'Gulf Logistics 3' })).toHaveAttribute(
      'href',
      '/companies/4/show',
    );

    const money = await section('Revenue of the last 30 days');
    expect(
      within(money).getByText('SAR 4,607.25 in all: guests SAR 3,107.25, subscriptions SAR 1,500.00'),
    ).toBeInTheDocument();
    expect(await within(money).findByText('Guests')).toBeInTheDocument();
    expect(within(money).getByText('Subscriptions')).toBeInTheDocument();

    const events = await section('Latest gate events');
    expect(within(events).getByRole('link', { name: 'Current vehicles' })).toHaveAttribute('href', '/vehicles');
    const rows = within(events)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/vehicles');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/vehicles/71/show',
      '/vehicles/72/show',
      '/vehicles/73/show',
    ]);
    expect(rows[0]).toHaveTextContent(
      /1234 ABJLeft at West Exit · Riyadh Park Mall · 22 Nov 2026, 2:30 pm · Guest · Paid SAR 8\.00 \(Cash\)$/,
    );
    expect(rows[1]).toHaveTextContent(
      /Entered at East Entrance · Riyadh Park Mall · 22 Nov 2026, 2:20 pm · Subscriber$/,
    );
    expect(rows[2]).toHaveTextContent(
      /Entered at East Entrance · Riyadh Park Mall · 22 Nov 2026, 2:10 pm · Guest · Ticket K7QM-4X2P$/,
    );

    const occupancy = await section('Occupancy by area');
    expect(within(occupancy).getByText('Subscribers 40 of 30 · Guests 64 of 70')).toBeInTheDocument();
  });

  it('speaks Arabic in the chosen digits; an admin sees the subscription requests but not the company subscriptions', async () => {
    signInAs(ROLE.admin);
    renderHome(adminEstate, 'ar', 'arab');

    const today = await section('اليوم حتى الآن');
    expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('الدخول١٢٠');
    expect(within(today).getByText(/^مقارنةً بيوم الأحد/)).toBeInTheDocument();
    const pending = await section('بانتظار القرار');
    expect(within(pending).getByRole('link', { name: /طلبات الاشتراك/ })).toHaveTextContent('١٢');
    expect(within(pending).queryByText('اشتراكات الشركات')).not.toBeInTheDocument();
    expect(await section('إيرادات آخر ٣٠ يومًا')).toBeInTheDocument();
    const events = await section('أحدث حركات البوابات');
    expect(within(events).getAllByRole('link')[1]).toHaveTextContent('المخرج الغربي');
    expect(within(events).getAllByRole('link')[1]).toHaveTextContent('نقدًا');
  });

  it('asks again every 15 seconds while the tab is visible, and keeps the last figures when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(ROLE.superAdmin);
    let answer: Dashboard | Error = estate;
    const getDashboard = renderHome(() => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const [entries] = within(await section('Today so far')).getAllByRole('listitem');
    expect(entries).toHaveTextContent('120');

    answer = { ...estate, today: { ...estate.today!, entries: { today: 121, last_week: 96 } } };
    await act(() => vi.advanceTimersByTimeAsync(HOME_POLL_MS));
    expect(within(await section('Today so far')).getAllByRole('listitem')[0]).toHaveTextContent('121');

    // A hidden tab asks nothing.
    const asked = getDashboard.mock.calls.length;
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(3 * HOME_POLL_MS));
    expect(getDashboard.mock.calls.length).toBe(asked);
    act(() => focusManager.setFocused(true));

    answer = new HttpError('Service unavailable', 503);
    await act(() => vi.advanceTimersByTimeAsync(HOME_POLL_MS + 10_000));
    expect(
      await screen.findByText('The latest figures could not be loaded; these may be out of date.'),
    ).toBeInTheDocument();
    expect(within(await section('Today so far')).getAllByRole('listitem')[0]).toHaveTextContent('121');
  });
});

describe("the gate employee's home", () => {
  it('is the gate console (gate-console/GateConsolePage.test.tsx), not the estate', async () => {
    signInAs(ROLE.gateEmployee);
    const dataProvider = testDataProvider({
      getGateConsole: async () => {
        throw new HttpError('ps.errors.no_workplace', 403, { code: 'no_workplace' });
      },
      getDashboard: async () => estate,
    } as never);
    renderWithAdmin(<HomePage />, { path: '/home', dataProvider });
    expect(await screen.findByRole('heading', { name: 'Gate console', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Occupancy by area' })).not.toBeInTheDocument();
  });
});

describe('the e-invoicing alarm of the home', () => {
  it('warns of e-invoices not yet reported and of refused ones, each opening the e-invoices of its status', async () => {
    signInAs(ROLE.admin);
    renderHome({ ...adminEstate, einvoice_alarm: { unreported: 3, refused: 1, oldest_at: '2026-11-21T06:00:00Z' } });
    const alerts = await screen.findAllByRole('alert');
    const [unreported, refused] = alerts;
    expect(unreported).toHaveTextContent(
      '3 e-invoices have not reached the Authority 12 hours after the payment. The oldest dates from 21 Nov 2026, 9:00 am.',
    );
    expect(unreported).toHaveClass('MuiAlert-standardWarning');
    expect(within(unreported!).getByRole('link', { name: 'Show them' })).toHaveAttribute(
      'href',
      `/einvoice-documents?filter=${encodeURIComponent('{"status":"queued"}')}`,
    );
    expect(refused).toHaveTextContent('The Authority refused one e-invoice');
    expect(refused).toHaveClass('MuiAlert-standardError');
    await userEvent.click(within(refused!).getByRole('link', { name: 'Show it' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/einvoice-documents?filter=${encodeURIComponent('{"status":"not_reported"}')}`,
    );
  });

  it('speaks Arabic plurals', async () => {
    signInAs(ROLE.admin);
    renderHome({ ...adminEstate, einvoice_alarm: { unreported: 2, refused: 11, oldest_at: null } }, 'ar');
    const [unreported, refused] = await screen.findAllByRole('alert');
    expect(unreported).toHaveTextContent('فاتورتان إلكترونيتان لم تصلا إلى الهيئة بعد مرور 12 ساعة على الدفع');
    expect(refused).toHaveTextContent('رفضت الهيئة 11 فاتورة إلكترونية');
    expect(within(unreported!).getByRole('link', { name: 'عرضهما' })).toBeInTheDocument();
    expect(within(refused!).getByRole('link', { name: 'عرضها' })).toBeInTheDocument();
  });

  it('speaks of a single late e-invoice as one, not as the oldest of several', async () => {
    signInAs(ROLE.admin);
    renderHome({ ...adminEstate, einvoice_alarm: { unreported: 1, refused: 0, oldest_at: '2026-11-21T06:00:00Z' } });
    const [unreported] = await screen.findAllByRole('alert');
    expect(unreported).toHaveTextContent(
      'One e-invoice has not reached the Authority 12 hours after the payment. It dates from 21 Nov 2026, 9:00 am.',
    );
    expect(within(unreported!).getByRole('link', { name: 'Show it' })).toBeInTheDocument();
  });

  it('says nothing while every e-invoice is on time', async () => {
    signInAs(ROLE.admin);
    renderHome({ ...adminEstate, einvoice_alarm: { unreported: 0, refused: 0, oldest_at: null } });
    await section('Today so far');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the database alarms of the home', () => {
  const pair: DatabaseHealth = {
    kind: 'postgres',
    writes_to: 'node1:5432',
    hosts: 2,
    synchronous_commit: false,
    standbys: [],
    replica: { host: 'node2:5432', serving: false, lag_seconds: 45.4, failure: null },
    alarms: ['standby_lost', 'replica_lagging'],
  };

  it('says the primary has lost its standby, an error, and that the replica lags, a warning', async () => {
    signInAs(ROLE.superAdmin);
    renderHome(estate, 'en', 'latn', pair);
    const [standby, replica] = within(await section('Database')).getAllByRole('alert');
    expect(standby).toHaveTextContent(
      'The database has no standby following it: should its server fail now, every gate stops',
    );
    expect(standby).toHaveClass('MuiAlert-standardError');
    expect(replica).toHaveTextContent(
      'The read replica (node2:5432) is 45 seconds behind: reports and money lists are read from the main database until it catches up.',
    );
    expect(replica).toHaveClass('MuiAlert-standardWarning');
  });

  it('speaks Arabic plurals of the seconds behind', async () => {
    signInAs(ROLE.admin);
    renderHome(adminEstate, 'ar', 'latn', {
      ...pair,
      replica: { ...pair.replica!, lag_seconds: 2 },
      alarms: ['replica_lagging'],
    });
    expect(await section('قاعدة البيانات')).toHaveTextContent('نسخة القراءة (\u2068node2:5432\u2069) متأخرة ثانيتين');
  });

  it('says when the replica does not answer', async () => {
    signInAs(ROLE.admin);
    renderHome(adminEstate, 'en', 'latn', {
      ...pair,
      replica: { ...pair.replica!, lag_seconds: null, failure: 'connect ECONNREFUSED' },
      alarms: ['replica_unreachable'],
    });
    expect(await section('Database')).toHaveTextContent(
      'The read replica (node2:5432) does not answer: reports and money lists are read from the main database.',
    );
  });

  it('says nothing while the standby follows and the replica serves', async () => {
    signInAs(ROLE.admin);
    renderHome(adminEstate, 'en', 'latn', { ...pair, alarms: [] });
    await section('Today so far');
    expect(screen.queryByRole('region', { name: 'Database' })).toBeNull();
  });
});
