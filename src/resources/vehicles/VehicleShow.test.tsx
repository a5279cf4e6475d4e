import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import type { Vehicle } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { CHOICES, stay } from './fixtures';
import VehicleShow from './VehicleShow';

beforeEach(() => signInAs(ROLE.admin));

/** A guest that entered at the north gate and was forced out, paying two hours by card. */
const FORCED: Vehicle = stay({
  inside: false,
  entry_time: '2026-11-22T06:00:00Z',
  exit_time: '2026-11-22T07:30:00Z',
  duration_minutes: 90,
  fee_so_far: null,
  forced_exit_reason: 'Towed by the municipality',
  events: [
    {
      kind: 'entry',
      at: '2026-11-22T06:00:00Z',
      gate: { id: 11, name: 'Olaya North Gate', name_ar: 'بوابة العليا الشمالية' },
      by: { id: 3, name: 'Khalid Al-Otaibi' },
      reason: null,
      payment: null,
    },
    {
      kind: 'force_exit',
      at: '2026-11-22T07:30:00Z',
      gate: null,
      by: { id: 2, name: 'نورة الحربي' },
      reason: 'Towed by the municipality',
      payment: {
        amount: 8,
        currency: 'SAR',
        minutes: 90,
        payment_method: 'card',
        lines: [
          { key: TARIFF_LINE.firstHour, values: { fee: 5 }, amount: 5 },
          { key: TARIFF_LINE.furtherHours, values: { hours: 1, fee: 3 }, amount: 3 },
        ],
      },
    },
  ],
});

function renderShow(record: Vehicle, locale: 'en' | 'ar' = 'en') {
  const plateHistories: string[] = [];
  const dataProvider = {
    ...testDataProvider({
      getOne: (async () => ({ data: record })) as never,
      getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never,
    }),
    getVehicleChoices: async () => CHOICES,
    getPlateHistory: async (plate: string) => {
      plateHistories.push(plate);
      return { plate, stays: [record] };
    },
  };
  renderWithAdmin(
    <ResourceContextProvider value="vehicles">
      <VehicleShow />
    </ResourceContextProvider>,
    { path: '/vehicles/7/show', route: '/vehicles/:id/show', locale, dataProvider },
  );
  return plateHistories;
}

describe("a stay's page", () => {
  it('tells its events in order: the entry at its gate and who recorded it, then the forced exit, why, who and what it paid', async () => {
    renderShow(FORCED);
    const [entry, exit] = within(await screen.findByRole('list', { name: 'Entry and exit' })).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Entered at Olaya North Gate');
    expect(entry).toHaveTextContent('22 Nov 2026, 9:00 am');
    expect(entry).toHaveTextContent('Recorded by Khalid Al-Otaibi');
    expect(exit).toHaveTextContent('Forced exit');
    expect(exit).toHaveTextContent('Reason: Towed by the municipality');
    // A name in the other script keeps its own order in the line.
    expect(exit).toHaveTextContent('Recorded by \u2068نورة الحربي\u2069');
    expect(await within(exit!).findByText(/Paid SAR\s8\.00 \(Card\)/)).toBeInTheDocument();
    const paid = screen.getByRole('list', { name: 'How the amount is made up' });
    const [firstHour, furtherHour] = within(paid).getAllByRole('listitem');
    expect(firstHour).toHaveTextContent(/^First hourSAR\s5\.00$/);
    expect(furtherHour).toHaveTextContent(/^1 further hour × SAR\s3\.00SAR\s3\.00$/);
    expect(screen.queryByRole('button', { name: 'Force exit' })).toBeNull();
  });

  it("opens its plate's recent stays on request only", async () => {
    const plateHistories = renderShow(FORCED);
    const button = await screen.findByRole('button', { name: 'Plate history' });
    expect(plateHistories).toEqual([]);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Stays of 1234 ABJ' });
    expect(await within(dialog).findByText('Its latest stay')).toBeInTheDocument();
    // An administrator reaches several areas: each stay says where it was.
    expect(await within(dialog).findByText('Olaya Business District')).toBeInTheDocument();
    expect(plateHistories).toEqual(['ABJ1234']);
  });

  it('shows a vehicle inside with its fee so far, line by line in Arabic, and offers the force exit', async () => {
    renderShow({ ...stay(), events: [FORCED.events![0]!] }, 'ar');
    expect(await screen.findByText('المستحق إن خرجت الآن')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'تفاصيل المبلغ' });
    expect(within(lines).getAllByRole('listitem')[1]).toHaveTextContent(
      /^ساعتان إضافيتان × \u200f?3\.00\sر\.س\.\u200f?/,
    );
    expect(screen.getByText('دخلت من بوابة العليا الشمالية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخراج قسري' })).toBeInTheDocument();
  });
});
