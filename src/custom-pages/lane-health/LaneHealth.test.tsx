import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { LaneAlarmJson, LaneConfirmationJson, Seen } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { ConfirmQueue } from './ConfirmQueue';
import { LaneAlarms } from './LaneAlarms';
import { OpenBarrierButton } from './OpenBarrierButton';

beforeEach(() => signInAs(ROLE.gateEmployee));

const ALARM: LaneAlarmJson = {
  id: 3,
  kind: 'silent',
  device_id: 5,
  device_name: 'North camera',
  gate_id: 7,
  gate_name: 'North Entrance',
  gate_name_ar: 'المدخل الشمالي',
  area_id: 1,
  raised_at: '2026-11-22T06:30:00.000Z',
  device_back_at: '2026-11-22T06:45:00.000Z',
  acknowledged_at: null,
  acknowledged_by: null,
  note: null,
};

const HELD: LaneConfirmationJson = {
  id: 11,
  event_id: 'lane-7-0001',
  device_id: 5,
  gate_id: 7,
  kind: 'entry',
  plate: { letters: 'ABJ', number: '1284' },
  confidence: 0.62,
  alternatives: [{ plate: { letters: 'ABJ', number: '1234' }, confidence: 0.4 }],
  photo_url: 'https://camera.example/read.jpg',
  reason: 'low_confidence',
  status: 'pending',
  occurred_at: '2026-11-22T06:29:58.000Z',
  heard_at: '2026-11-22T06:30:00.000Z',
  payment_method: null,
  confirmed_plate: null,
  stay_id: null,
  decided_by: null,
  decided_at: null,
  note: null,
  version: 'read-as-shown',
};

/** A fake API for the lane's pieces, recording what they send; a list empties once its item is decided. */
function fakeApi() {
  const sent: Record<string, unknown[]> = { acknowledged: [], confirmed: [], refused: [], opened: [] };
  let alarms = [ALARM];
  let held = [HELD];
  const dataProvider = testDataProvider({
    getLaneAlarms: async () => alarms,
    acknowledgeLaneAlarm: async (id: number, body: object) => {
      sent.acknowledged!.push({ id, ...body });
      alarms = [];
      return ALARM;
    },
    getLaneConfirmations: async () => held,
    confirmLaneRead: async ({ id, version }: Seen, body: object) => {
      sent.confirmed!.push({ id, version, ...body });
      held = [];
      return HELD;
    },
    refuseLaneRead: async ({ id, version }: Seen, body: object) => {
      sent.refused!.push({ id, version, ...body });
      held = [];
      return HELD;
    },
    openBarrier: async (body: object) => {
      sent.opened!.push(body);
      return {};
    },
  } as never);
  return { sent, dataProvider };
}

const dialog = () => screen.findByRole('dialog');

describe('lane alarms', () => {
  it('says what is wrong where, that a silent device is back, and acknowledges with a note', async () => {
    const { sent, dataProvider } = fakeApi();
    renderWithAdmin(<LaneAlarms />, { dataProvider });
    const alarms = await screen.findByRole('region', { name: 'One lane alarm' });
    expect(within(alarms).getByText(/No word from North camera at North Entrance since/)).toBeInTheDocument();
    expect(within(alarms).getByText(/Heard from again at/)).toBeInTheDocument();
    await userEvent.click(within(alarms).getByRole('button', { name: 'Acknowledge' }));
    await userEvent.type(within(await dialog()).getByRole('textbox', { name: 'Note (optional)' }), 'Cable replaced');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(sent.acknowledged).toEqual([{ id: 3, note: 'Cable replaced' }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'One lane alarm' })).not.toBeInTheDocument());
  });

  it('speaks Arabic, a Latin device name isolated in the line', async () => {
    renderWithAdmin(<LaneAlarms gateId={7} />, { dataProvider: fakeApi().dataProvider, locale: 'ar' });
    const alarms = await screen.findByRole('region', { name: 'تنبيه واحد للمسارات' });
    expect(within(alarms).getByText(/لا اتصال من \u2068North camera\u2069 في المدخل الشمالي/)).toBeInTheDocument();
  });
});

describe('the confirm queue', () => {
  it('shows the read, its doubt and its photo, and confirms it with the plate the employee types', async () => {
    const { sent, dataProvider } = fakeApi();
    renderWithAdmin(<ConfirmQueue gateId={7} />, { dataProvider });
    const queue = await screen.findByRole('region', { name: 'One plate to confirm' });
    expect(within(queue).getByText(/Entry · Camera unsure · 62% sure/)).toBeInTheDocument();
    expect(within(queue).getByText('Also read: 1234 ABJ')).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Photo' })).toHaveAttribute('href', HELD.photo_url);
    await userEvent.click(within(queue).getByRole('button', { name: 'Confirm' }));
    const plate = within(await dialog()).getByRole('textbox', { name: 'Plate' });
    expect(plate).toHaveValue('1284 ABJ');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'abj1234');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent.confirmed).toEqual([
        { id: 11, version: 'read-as-shown', plate: '1234 ABJ', payment_method: undefined },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'One plate to confirm' })).not.toBeInTheDocument());
  });

  it('refuses a read', async () => {
    const { sent, dataProvider } = fakeApi();
    renderWithAdmin(<ConfirmQueue gateId={7} />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(sent.refused).toEqual([{ id: 11, version: 'read-as-shown', note: null }]));
  });
});

describe('opening the barrier by hand', () => {
  it('asks for a reason before it sends anything', async () => {
    const { sent, dataProvider } = fakeApi();
    renderWithAdmin(<OpenBarrierButton gateId={7} />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Open barrier' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Open barrier' }));
    expect(await within(await dialog()).findByText('Required')).toBeInTheDocument();
    expect(sent.opened).toEqual([]);
    await userEvent.type(within(await dialog()).getByRole('textbox', { name: /Reason/ }), 'Ambulance');
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Open barrier' }));
    await waitFor(() => expect(sent.opened).toEqual([{ gate_id: 7, reason: 'Ambulance' }]));
  });
});
