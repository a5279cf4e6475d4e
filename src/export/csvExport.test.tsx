import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { ROLE, ROLE_PERMISSIONS } from '../../domain/roles';
import { type ResourceName, verbPermissions } from '../../domain/routes';
import { appArabic } from '../i18n/ar';
import AreaList from '../resources/areas/AreaList';
import CompanySubscriptionList from '../resources/company-subscriptions/CompanySubscriptionList';
import GateList from '../resources/gates/GateList';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';

const AREA = {
  id: 1,
  name: 'Riyadh Park',
  name_ar: 'رياض بارك',
  is_active: true,
  max_capacity: 100,
  subscription_capacity: 10,
  guest_ticket_capacity: 90,
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee: 5,
  after_first_hour_fee: 3.5,
  daily_cap: 50,
  // 10:00 UTC is 13:00 in Riyadh, the operator's zone.
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T21:30:00.000Z',
};
const GATE_TYPE = { id: 3, code: 'entry_exit', name_en: 'Entry and exit', name_ar: 'دخول وخروج' };
const GATE = {
  id: 7,
  name: '=HYPERLINK("x")',
  description: null,
  gate_type_id: 3,
  area_id: 1,
  status: 'maintenance',
  created_at: AREA.created_at,
  updated_at: AREA.updated_at,
};

const PAYMENT_METHOD = { id: 2, code: 'card', name_en: 'Card', name_ar: 'بطاقة' };
const COMPANY_SUBSCRIPTION = {
  id: 4,
  company_id: 1,
  subscriber_name: 'Omar Al-Anazi',
  phone: '+966501234567',
  email: 'omar@example.sa',
  notes: null,
  status: 'active',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  payment_method_id: 2,
  admin_notes: null,
  rejection_reason: null,
  approved_at: AREA.updated_at,
  approved_by: 1,
  area_id: 1,
  created_at: AREA.created_at,
  updated_at: AREA.updated_at,
  vehicles: [{ id: 1, plate_letters: 'ABJ', plate_number: '1234', notes: null, is_active: true }],
};

const RECORDS: Record<string, object[]> = {
  areas: [AREA],
  gates: [GATE],
  'gate-types': [GATE_TYPE],
  'payment-methods': [PAYMENT_METHOD],
  'company-subscriptions': [COMPANY_SUBSCRIPTION],
};

const dataProvider: DataProvider = testDataProvider({
  getList: (async (resource: string) => ({ data: RECORDS[resource], total: RECORDS[resource]!.length })) as never,
  getMany: (async (resource: string) => ({ data: RECORDS[resource] })) as never,
  getOne: (async (resource: string) => ({ data: RECORDS[resource]![0] })) as never,
});
/** What the server lets a company manager read: another resource is a 403, as the API answers it. */
const mayRead = (resource: string) =>
  verbPermissions(resource as ResourceName, 'list').some((permission) =>
    ROLE_PERMISSIONS[ROLE.companyManager].includes(permission),
  );
const refused = () => Promise.reject(new HttpError('Forbidden', 403, { code: 'forbidden' }));
const companyDataProvider = {
  ...dataProvider,
  getList: ((resource: string, params: never) =>
    mayRead(resource) ? dataProvider.getList(resource, params) : refused()) as DataProvider['getList'],
  getMany: ((resource: string, params: never) =>
    mayRead(resource) ? dataProvider.getMany(resource, params) : refused()) as DataProvider['getMany'],
  getCompanyQuota: async () => ({
    status: 'active',
    level: 'ok',
    initial: 10,
    used: 1,
    remaining: 9,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
  }),
  getStatusCounts: async () => ({ all: 1, pending: 0, active: 1, approved: 0, rejected: 0, expired: 0 }),
};

/** The bytes react-admin's downloadCSV handed to the browser, caught where it makes the file's URL. */
function catchDownloads() {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:csv';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    await waitFor(() => expect(files).toHaveLength(1));
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  };
}

const rowsOf = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');

beforeEach(() => signInAs(ROLE.superAdmin));
afterEach(() => vi.restoreAllMocks());

describe('the CSV export of a list', () => {
  it('writes UTF-8 with a byte-order mark, Arabic headers, Riyadh times, two-decimal money and yes/no', async () => {
    const download = catchDownloads();
    renderWithAdmin(
      <ResourceContextProvider value="areas">
        <AreaList />
      </ResourceContextProvider>,
      { path: '/areas', locale: 'ar', dataProvider },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'تصدير' }));
    const { bytes, text } = await download();

    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = rowsOf(text);
    const labels = appArabic.resources.areas.fields;
    expect(header!.split(',').slice(0, 4)).toEqual([labels.id, labels.name, labels.name_ar, labels.is_active]);
    expect(header).toContain(labels.hourly_fee);
    expect(row).toBe('1,Riyadh Park,رياض بارك,نعم,100,10,90,30,15,0,5.00,3.50,50.00,2026-03-01 13:00,2026-03-03 00:30');
  });

  it('writes the names the list shows for ids, translated statuses, and text a spreadsheet will not run', async () => {
    const download = catchDownloads();
    renderWithAdmin(<GateList />, { path: '/gates/area/1', route: '/gates/area/:areaId', locale: 'ar', dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'تصدير' }));
    const { text } = await download();

    const [header, row] = rowsOf(text);
    const labels = appArabic.resources.gates.fields;
    expect(header).toBe(
      [
        labels.id,
        labels.name,
        labels.name_ar,
        labels.gate_type_id,
        labels.area_id,
        labels.status,
        labels.description,
        labels.created_at,
        labels.updated_at,
      ].join(','),
    );
    expect(row).toBe(
      `7,"'=HYPERLINK(""x"")",,دخول وخروج,رياض بارك,${appArabic.ps.gates.statuses.maintenance},,2026-03-01 13:00,2026-03-03 00:30`,
    );
  });

  it("writes a company's subscriptions with plates in both scripts, the status and the payment method in the screen's language", async () => {
    signInAs(ROLE.companyManager);
    const download = catchDownloads();
    renderWithAdmin(
      <ResourceContextProvider value="company-subscriptions">
        <CompanySubscriptionList />
      </ResourceContextProvider>,
      { path: '/company-subscriptions', locale: 'ar', dataProvider: companyDataProvider },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'تصدير' }));
    const { text } = await download();

    const [header, row] = rowsOf(text);
    const labels = appArabic.resources['company-subscriptions'].fields;
    expect(header!.split(',').slice(0, 5)).toEqual([
      labels.subscriber_name,
      labels.phone,
      labels.email,
      labels.vehicles,
      labels.status,
    ]);
    expect(row).toBe(
      `Omar Al-Anazi,'+966501234567,omar@example.sa,ح ب ا ١٢٣٤ | 1234 ABJ,${appArabic.ps.company_subscriptions.statuses.active},2026-03-01,2026-03-31,بطاقة,2026-03-03 00:30,,,,2026-03-01 13:00`,
    );
  });
});
