import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { GateConsole } from '../../../domain/schemas/gate-console';
import type { GateEntry, GateExit } from '../../../domain/schemas/gate-operations';
import type { TariffPreview } from '../../../domain/schemas/tariff-preview';
import { TARIFF_LINE } from '../../../domain/tariff';
import type {
  CashierShiftWithDetail,
  GateEntryBody,
  GateExitBody,
  Receipt,
  Vehicle,
} from '../../providers/dataProvider';
import { openShift } from '../../resources/cashier-shifts/fixtures';
import { CHOICES, stay } from '../../resources/vehicles/fixtures';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { HomePage } from '../home/HomePage';
import { STAY_RECEIPT } from '../../../domain/fixtures/receipt';

beforeEach(() => signInAs(ROLE.gateEmployee));

const gate = (id: number, name: string, name_ar: string, code: 'entry' | 'exit' | 'entry_exit') => ({
  id,
  name,
  name_ar,
  status: 'active' as const,
  type: {
    code,
    name_en: { entry: 'Entry', exit: 'Exit', entry_exit: 'Entry and exit' }[code],
    name_ar: { entry: 'دخول', exit: 'خروج', entry_exit: 'دخول وخروج' }[code],
  },
});

const NORTH = gate(7, 'North Entrance', 'المدخل الشمالي', 'entry');
const SOUTH = gate(8, 'South Exit', 'المخرج الجنوبي', 'exit');
const MAIN = gate(9, 'Main Gate', 'البوابة الرئيسية', 'entry_exit');

function consoleAt(own: GateConsole['gate']): GateConsole {
  return {
    area: {
      id: 1,
      name: 'King Fahd Road Tower',
      name_ar: 'برج طريق الملك فهد',
      is_active: true,
      max_capacity: 400,
      subscription_capacity: 100,
      guest_ticket_capacity: 300,
      free_minutes: 30,
      grace_minutes: 15,
      cooldown_minutes: 60,
      hourly_fee: 5,
      after_first_hour_fee: 3,
      daily_cap: 50,
    },
    gate: own,
    gates: [MAIN, NORTH, SOUTH],
    occupancy: { inside: 120, subscribers: 20, guests: 100 },
    event_today: null,
  };
}

const PAYMENT_METHODS = [
  { id: 1, code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' },
  { id: 2, code: 'card', name_en: 'Card', name_ar: 'بطاقة' },
  { id: 5, code: 'free', name_en: 'Free', name_ar: 'مجاني' },
];

const TWO_HOURS_TEN = {
  amount: 11,
  currency: 'SAR' as const,
  minutes: 130,
  lines: [
    { key: TARIFF_LINE.firstHour, values: { fee: 5 }, amount: 5 },
    { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 3 }, amount: 6 },
  ],
};

/** The receipt of a payment taken at the lane, by card. */
const receiptOf = (id: string): Receipt => ({
  ...STAY_RECEIPT,
  number: `R-${id.padStart(6, '0')}`,
  transaction_id: Number(id),
  payment_method: { code: 'card', name_en: 'Card', name_ar: 'بطاقة' },
});

const stayAnswer = {
  stay_id: 41,
  plate: 'ABJ1234',
  plate_letters: 'ABJ',
  plate_number: '1234',
  area_id: 1,
  entry_time: '2026-11-22T06:30:00.000Z',
  subscription_id: null,
  company_subscription_id: null,
};

/** The server's answer to a subscriber's entry at the north gate. */
const subscriberAdmitted = (body: GateEntryBody): GateEntry => ({
  ...stayAnswer,
  event_id: body.event_id,
  type: 'subscription',
  gate_id: 7,
  subscription_id: 3,
  ticket: null,
});

/** The server's refusal of an event whose fee is not paid yet: 422 with the fee quoted. */
function feeRequired(quote: TariffPreview): HttpError {
  return new HttpError('ps.errors.payment_method_required', 422, {
    code: 'payment_method_required',
    message: 'The event has a fee',
    quote,
  });
}

/**
 * A guest's exit at the south gate after two hours ten: refused until a payment method is named
 * (its fee quoted), then paid by it as payment `transactionId`.
 */
function paidExit(body: GateExitBody, transactionId: number): GateExit {
  if (!body.payment_method) throw feeRequired(TWO_HOURS_TEN);
  return {
    ...stayAnswer,
    ...TWO_HOURS_TEN,
    event_id: body.event_id,
    type: 'guest',
    gate_id: 8,
    exit_time: '2026-11-22T08:40:00.000Z',
    payment_method: body.payment_method as 'card',
    transaction_id: transactionId,
  };
}

interface Lane {
  own?: GateConsole['gate'];
  vehicles?: Vehicle[];
  entry?: (body: GateEntryBody) => Promise<GateEntry>;
  exit?: (body: GateExitBody) => Promise<GateExit>;
  console?: () => Promise<GateConsole>;
  receipt?: (id: string) => Promise<Receipt>;
  /** The stays the server answers for any plate's history. */
  plateHistory?: Vehicle[];
  /** The employee's open shift (none by default: the tests that take money open one). */
  shift?: CashierShiftWithDetail | null;
}

/** The console of a gate employee, on a fake API that records what the lane sends. */
function renderConsole(
  { own = NORTH, vehicles = [], entry, exit, console, receipt, plateHistory = [], shift = openShift() }: Lane = {},
  locale: 'en' | 'ar' = 'en',
) {
  const sent: {
    entries: GateEntryBody[];
    exits: GateExitBody[];
    consoleReads: number;
    receipts: string[];
    plateHistories: string[];
    opens: object[];
  } = { entries: [], exits: [], consoleReads: 0, receipts: [], plateHistories: [], opens: [] };
  let current = shift;
  const dataProvider = testDataProvider({
    getGateConsole: async () => {
      sent.consoleReads += 1;
      return console ? console() : consoleAt(own);
    },
    registerGateEntry: async (body: GateEntryBody) => {
      sent.entries.push(body);
      return entry!(body);
    },
    registerGateExit: async (body: GateExitBody) => {
      sent.exits.push(body);
      return exit!(body);
    },
    getPaymentReceipt: async (id: string) => {
      sent.receipts.push(id);
      return receipt!(id);
    },
    getList: (async (resource: string) =>
      resource === 'payment-methods'
        ? { data: PAYMENT_METHODS, total: 3 }
        : { data: vehicles, total: vehicles.length }) as never,
    getPlateHistory: async (plate: string) => {
      sent.plateHistories.push(plate);
      return { plate, stays: plateHistory };
    },
    // A gate employee reaches their own area's stays only.
    getVehicleChoices: async () => ({ areas: [CHOICES.areas[0]!], gates: CHOICES.gates }),
    getDashboard: async () => {
      throw new Error('a gate employee has no estate dashboard');
    },
    getCurrentShift: async () => ({ shift: current }),
    openShift: async (body: object) => {
      sent.opens.push(body);
      current = openShift();
      return current;
    },
  } as never);
  renderWithAdmin(<HomePage />, { path: '/home', dataProvider, locale });
  return sent;
}

const input = (name: string | RegExp) => screen.findByRole('textbox', { name });
const answer = (name: string | RegExp) => screen.findByRole('region', { name });

describe("the gate employee's console", () => {
  it('shows the area, the gate, the occupancy against each capacity and the tariff', async () => {
    renderConsole();
    const workplace = await answer('Your workplace');
    expect(within(workplace).getByText('King Fahd Road Tower')).toBeInTheDocument();
    expect(within(workplace).getByRole('combobox', { name: 'Gate' })).toHaveTextContent('North Entrance · Entry');
    expect(within(workplace).getByRole('progressbar', { name: 'Inside' })).toHaveAttribute(
      'aria-valuetext',
      '120 of 400',
    );
    expect(within(workplace).getByRole('progressbar', { name: 'Subscribers' })).toHaveAttribute(
      'aria-valuetext',
      '20 of 100',
    );
    expect(within(workplace).getByRole('progressbar', { name: 'Guests (tickets)' })).toHaveAttribute(
      'aria-valuetext',
      '100 of 300',
    );
    const tariff = await answer('Tariff of the area');
    expect(within(tariff).getByText('30 minutes')).toBeInTheDocument();
    expect(within(tariff).getByText('SAR 5.00')).toBeInTheDocument();
    expect(within(tariff).queryByRole('alert')).not.toBeInTheDocument();
    // An entry gate registers entries: exit is there, and disabled.
    expect(screen.getByRole('button', { name: 'Entry' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Exit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ticket' })).not.toBeInTheDocument();
  });

  it('registers an entry on Enter and hands the guest a ticket, then waits for the next vehicle', async () => {
    const sent = renderConsole({
      entry: async (body) => ({
        ...stayAnswer,
        event_id: body.event_id,
        type: 'guest',
        gate_id: 7,
        ticket: {
          number: 'K7QM-4X2P',
          qr: 'ticket-qr-token',
          pay_url: 'https://parking.example/pay-parking/ticket-qr-token',
        },
      }),
    });
    const plate = await input('Plate');
    expect(plate).toHaveFocus();
    await userEvent.type(plate, 'abj 1234');
    // Read as the server reads it, in both scripts.
    expect(screen.getByText('1234 ABJ')).toBeInTheDocument();
    expect(screen.getByText('ح ب ا ١٢٣٤')).toBeInTheDocument();
    const reads = sent.consoleReads;
    await userEvent.keyboard('{Enter}');

    const admitted = await answer('Admitted: guest');
    expect(await within(admitted).findByText('K7QM-4X2P')).toBeInTheDocument();
    expect(await within(admitted).findByTitle('QR code of the ticket')).toBeInTheDocument();
    expect(within(admitted).getByRole('button', { name: 'Print ticket' })).toBeInTheDocument();
    expect(sent.entries).toEqual([
      {
        gate_id: 7,
        event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        occurred_at: expect.any(String),
        plate: 'ABJ1234',
      },
    ]);
    // The lane's own clock, read when Enter was pressed.
    expect(Math.abs(Date.parse(sent.entries[0]!.occurred_at!) - Date.now())).toBeLessThan(60_000);
    expect(plate).toHaveValue('');
    expect(plate).toHaveFocus();
    // The occupancy is asked for again at once.
    await waitFor(() => expect(sent.consoleReads).toBeGreaterThan(reads));

    // The next vehicle is a new event.
    await userEvent.type(plate, 'ح ب ا ١٢٣٥{Enter}');
    await waitFor(() => expect(sent.entries).toHaveLength(2));
    expect(sent.entries[1]).toMatchObject({ plate: 'ABJ1235' });
    expect(sent.entries[1]!.event_id).not.toBe(sent.entries[0]!.event_id);
  });

  it('says why an entry is refused, in the screen’s language, and clears the field for the next vehicle', async () => {
    const refuse = async (): Promise<GateEntry> => {
      throw new HttpError('ps.errors.subscription_expired', 422, {
        code: 'subscription_expired',
        message: 'The subscription has expired',
      });
    };
    renderConsole({ entry: refuse }, 'ar');
    const plate = await input('رقم اللوحة');
    await userEvent.type(plate, 'DHR 77{Enter}');
    const refused = await answer('مرفوض');
    expect(within(refused).getByText('انتهت صلاحية الاشتراك')).toBeInTheDocument();
    expect(within(refused).getByText('77 DHR')).toBeInTheDocument();
    expect(plate).toHaveValue('');
    expect(plate).toHaveFocus();
  });

  it('does not send what is not a plate, and says why under the field', async () => {
    const sent = renderConsole();
    const plate = await input('Plate');
    await userEvent.type(plate, 'ABC 12{Enter}');
    expect(await screen.findByText('"C" is not a Saudi plate letter')).toBeInTheDocument();
    expect(sent.entries).toEqual([]);
    expect(plate).toHaveValue('ABC 12');
    expect(plate).toHaveFocus();
  });

  it('shows the fee of an exit, takes it by the method chosen, sends the same event again with it, and offers the receipt', async () => {
    const sent = renderConsole({
      own: SOUTH,
      receipt: async (id) => receiptOf(id),
      exit: async (body) => paidExit(body, 90),
    });
    // An exit gate registers exits.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exit' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Ticket' }));
    const ticket = await input('Ticket number');
    expect(ticket).toHaveFocus();
    await userEvent.type(ticket, 'k7qm 4x2p{Enter}');

    const due = await answer('Fee to pay');
    expect(within(due).getByText('SAR 11.00')).toBeInTheDocument();
    expect(within(due).getByText('2 further hours × SAR 3.00')).toBeInTheDocument();
    // Enter on the first method takes cash; `free` pays no fee.
    await waitFor(() => expect(within(due).getByRole('button', { name: 'Cash' })).toHaveFocus());
    expect(within(due).queryByRole('button', { name: 'Free' })).not.toBeInTheDocument();
    await userEvent.click(within(due).getByRole('button', { name: 'Card' }));

    const done = await answer('Exit registered');
    expect(within(done).getByText('Payment: Card')).toBeInTheDocument();
    expect(within(done).getByText('Paid').previousElementSibling).toHaveTextContent('SAR 11.00');
    expect(sent.exits).toEqual([
      { gate_id: 8, event_id: expect.any(String), occurred_at: expect.any(String), ticket: 'K7QM-4X2P' },
      // Paid as quoted: the same event at the same time, so the fee cannot have moved on meanwhile.
      {
        gate_id: 8,
        event_id: sent.exits[0]!.event_id,
        occurred_at: sent.exits[0]!.occurred_at,
        ticket: 'K7QM-4X2P',
        payment_method: 'card',
      },
    ]);
    expect(ticket).toHaveValue('');
    expect(ticket).toHaveFocus();
    // The payment's VAT receipt, on the lane's slip, in the screen's language or in both.
    const receipt = await within(done).findByRole('article', { name: 'Receipt R-000090' });
    expect(sent.receipts).toEqual(['90']);
    expect(await within(receipt).findByText('Simplified tax invoice')).toBeInTheDocument();
    expect(within(receipt).queryByText('فاتورة ضريبية مبسطة')).not.toBeInTheDocument();
    const languages = within(done).getByRole('group', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['English', 'English and Arabic']);
    await userEvent.click(within(languages).getByRole('button', { name: 'English and Arabic' }));
    expect(await within(receipt).findByText('فاتورة ضريبية مبسطة')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  it('takes an event day’s fee at the entry, in Arabic: the same entry again with the method, then the ticket and the receipt', async () => {
    const EVENT_FEE = {
      amount: 90,
      currency: 'SAR' as const,
      minutes: 0,
      lines: [{ key: TARIFF_LINE.eventPrepayment, values: { fee: 90 }, amount: 90 }],
    };
    const sent = renderConsole(
      {
        console: async () => ({
          ...consoleAt(NORTH),
          event_today: { name: 'Concert', name_ar: 'الحفل', hourly_fee: 20, daily_cap: 90, prepayment: true },
        }),
        receipt: async (id) => ({
          ...receiptOf(id),
          stay: { ...STAY_RECEIPT.stay!, exit_time: null, duration_minutes: null, lines: EVENT_FEE.lines },
        }),
        entry: async (body) => {
          if (!body.payment_method) throw feeRequired(EVENT_FEE);
          return {
            ...stayAnswer,
            event_id: body.event_id,
            type: 'guest',
            gate_id: 7,
            ticket: {
              number: 'K7QM-4X2P',
              qr: 'ticket-qr-token',
              pay_url: 'https://parking.example/pay-parking/ticket-qr-token',
            },
            paid_on_entry: { ...EVENT_FEE, payment_method: 'card', transaction_id: 92 },
          };
        },
      },
      'ar',
    );
    const told = within(await answer('تعرفة المنطقة')).getByRole('alert');
    expect(told).toHaveTextContent(/^اليوم يوم فعالية، الحفل: .*20[.٫]00.* للساعة، وبحد أقصى .*90[.٫]00.* لليوم/);
    expect(told).toHaveTextContent(/يدفع الزائر .*90[.٫]00.* عند بوابة الدخول$/);
    await userEvent.type(await input('رقم اللوحة'), 'ABJ 1234{Enter}');
    const due = await answer('رسوم مستحقة');
    expect(within(due).getByText('يوم فعالية: رسوم الوقوف تُدفع عند الدخول')).toBeInTheDocument();
    await userEvent.click(within(due).getByRole('button', { name: 'بطاقة' }));

    const admitted = await answer('مسموح بالدخول: زائر');
    expect(await within(admitted).findByTitle('رمز الاستجابة السريعة للتذكرة')).toBeInTheDocument();
    expect(within(admitted).getByText('طريقة الدفع: بطاقة')).toBeInTheDocument();
    expect(sent.entries.map((entry) => entry.payment_method)).toEqual([undefined, 'card']);
    expect(sent.entries[1]!.event_id).toBe(sent.entries[0]!.event_id);
    const receipt = await within(admitted).findByRole('article', { name: /R-000092/ });
    expect(await within(receipt).findByText('مدفوع عند الدخول: وقوف يوم الفعالية')).toBeInTheDocument();
  });

  it('offers to open a shift when cash is refused without one, and then takes the exit as it was chosen', async () => {
    const sent = renderConsole({
      own: SOUTH,
      receipt: async (id) => receiptOf(id),
      shift: null,
      exit: async (body) => {
        if (body.payment_method && sent.opens.length === 0)
          throw new HttpError('ps.errors.shift_required', 422, { code: 'shift_required' });
        return paidExit(body, 91);
      },
    });
    expect(await screen.findByText('No shift is open')).toBeInTheDocument();
    await userEvent.type(await input('Plate'), 'abj 1234{Enter}');
    await userEvent.click(within(await answer('Fee to pay')).getByRole('button', { name: 'Cash' }));

    const refused = await answer('Cash needs an open shift');
    await userEvent.click(within(refused).getByRole('button', { name: 'Open shift' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Float/), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open shift' }));

    await answer('Exit registered');
    expect(sent.opens).toEqual([{ float: 150, gate_id: 8 }]);
    expect(sent.exits.map((exit) => exit.payment_method)).toEqual([undefined, 'cash', 'cash']);
    expect(new Set(sent.exits.map((exit) => exit.event_id)).size).toBe(1);
  });

  it('says a subscriber’s exit costs nothing, and offers an exit slip, no tax receipt', async () => {
    const sent = renderConsole({
      own: SOUTH,
      exit: async (body) => ({
        ...stayAnswer,
        amount: 0,
        currency: 'SAR',
        minutes: 300,
        lines: [],
        event_id: body.event_id,
        type: 'subscription',
        gate_id: 8,
        exit_time: '2026-11-22T11:30:00.000Z',
        payment_method: 'free',
        transaction_id: 91,
      }),
    });
    await userEvent.type(await input('Plate'), 'ABJ 1234{Enter}');
    const done = await answer('Exit registered');
    expect(within(done).getByText('Nothing to pay')).toBeInTheDocument();
    const slip = within(done).getByRole('article', { name: 'Exit slip' });
    expect(within(slip).getByText('Nothing was sold: this slip is no tax invoice.')).toBeInTheDocument();
    expect(within(slip).getByText('King Fahd Road Tower')).toBeInTheDocument();
    expect(within(slip).getByText('5 hours')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Print exit slip' })).toBeInTheDocument();
    expect(sent.receipts).toEqual([]);
  });

  it('sends an event that got no answer again under the same id, and keeps what was typed until it is answered', async () => {
    let failures = 1;
    const sent = renderConsole({
      entry: async (body) => {
        if (failures-- > 0) throw new HttpError('ps.errors.network', 0);
        return subscriberAdmitted(body);
      },
    });
    const plate = await input('Plate');
    await userEvent.type(plate, 'ABJ 1234{Enter}');
    const unsent = await answer('Not sent');
    expect(within(unsent).getByText('Network error')).toBeInTheDocument();
    expect(plate).toHaveValue('ABJ 1234');
    expect(plate).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await answer('Admitted: subscriber');
    expect(sent.entries).toHaveLength(2);
    expect(sent.entries[1]!.event_id).toBe(sent.entries[0]!.event_id);
    expect(sent.entries[1]!.occurred_at).toBe(sent.entries[0]!.occurred_at);
    expect(plate).toHaveValue('');
  });

  it('sends an event the server turned away for load again by itself under the same id, and shows it as not sent only when that goes on', async () => {
    let busy = 2;
    const sent = renderConsole({
      entry: async (body) => {
        if (busy-- > 0) throw new HttpError('ps.errors.gate_busy', 503, { code: 'gate_busy', retry_after_seconds: 0 });
        return subscriberAdmitted(body);
      },
    });
    const plate = await input('Plate');
    await userEvent.type(plate, 'ABJ 1234{Enter}');
    await answer('Admitted: subscriber');
    expect(sent.entries).toHaveLength(3);
    expect(new Set(sent.entries.map((entry) => entry.event_id)).size).toBe(1);

    busy = Infinity;
    await userEvent.type(plate, 'ABJ 5678{Enter}');
    const unsent = await answer('Not sent');
    expect(within(unsent).getByText(/as many gate events in hand as it takes at once/)).toBeInTheDocument();
    expect(sent.entries).toHaveLength(3 + 6);
    expect(plate).toHaveValue('ABJ 5678');
  });

  it('lists the vehicles inside, and choosing one fills its plate in for its exit', async () => {
    renderConsole({ own: MAIN, vehicles: [stay()] });
    expect(await screen.findByRole('button', { name: 'Entry' })).toHaveAttribute('aria-pressed', 'true');
    const inside = await answer('Vehicles inside');
    expect(within(inside).getByText('1 vehicle')).toBeInTheDocument();
    await userEvent.click(await within(inside).findByText('2 hours 10 minutes'));
    expect(screen.getByRole('button', { name: 'Exit' })).toHaveAttribute('aria-pressed', 'true');
    const plate = await input('Plate');
    expect(plate).toHaveValue('1234 ABJ');
    expect(plate).toHaveFocus();
  });

  describe("a plate's recent stays", () => {
    const history = () => [
      stay(),
      stay({
        id: 5,
        entry_time: '2026-11-18T06:00:00Z',
        exit_time: '2026-11-18T08:10:00Z',
        exit_gate_id: 12,
        inside: false,
        duration_minutes: 130,
        fee_so_far: null,
      }),
    ];

    it('opens the typed plate’s stays once, says the reading is logged, and gives the plate input back', async () => {
      const sent = renderConsole({ plateHistory: history() });
      const plate = await input('Plate');
      await userEvent.type(plate, 'abj 1234');
      expect(sent.plateHistories).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Plate history' }));

      const dialog = await screen.findByRole('dialog', { name: 'Stays of 1234 ABJ' });
      expect(within(dialog).getByText(/recorded in the access log under your name/)).toBeInTheDocument();
      expect(await within(dialog).findByText('Its latest 2 stays')).toBeInTheDocument();
      const stays = within(within(dialog).getByRole('list', { name: 'Stays' })).getAllByRole('listitem');
      expect(stays).toHaveLength(2);
      expect(stays[0]).toHaveTextContent('Inside now');
      expect(stays[1]).toHaveTextContent(/^Guest2 hours 10 minutesIn .* · Out /);
      expect(sent.plateHistories).toEqual(['ABJ1234']);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(plate).toHaveValue('abj 1234');
      expect(plate).toHaveFocus();
    });

    it('opens a vehicle inside’s stays from its row, in Arabic', async () => {
      const sent = renderConsole({ own: MAIN, vehicles: [stay()], plateHistory: history() }, 'ar');
      const inside = await answer('المركبات داخل الموقف');
      await userEvent.click(await within(inside).findByRole('button', { name: 'سجل اللوحة ح ب ا ١٢٣٤' }));
      const dialog = await screen.findByRole('dialog', { name: 'زيارات اللوحة ح ب ا ١٢٣٤' });
      expect(await within(dialog).findByText('آخر زيارتين لها')).toBeInTheDocument();
      expect(within(dialog).getByText(/^دخلت .* · خرجت /)).toBeInTheDocument();
      expect(sent.plateHistories).toEqual(['ABJ1234']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
      // Opening the history does not choose the vehicle for its exit.
      expect(await input('رقم اللوحة')).toHaveValue('');
    });

    it('says when the caller sees no stay of the plate', async () => {
      renderConsole();
      await userEvent.type(await input('Plate'), 'HRZ 9');
      await userEvent.click(screen.getByRole('button', { name: 'Plate history' }));
      const dialog = await screen.findByRole('dialog', { name: 'Stays of 9 HRZ' });
      expect(await within(dialog).findByText('No stay of this plate that you can see')).toBeInTheDocument();
    });
  });

  it('tells an employee without an area or a gate to ask the administrator', async () => {
    renderConsole({
      console: async () => {
        throw new HttpError('ps.errors.no_workplace', 403, { code: 'no_workplace' });
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has no area or gate assigned; please contact the administrator',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
