import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { ValidationLookupInput, ValidationStay } from '../../../domain/schemas/merchant-validation';
import { TARIFF_LINE } from '../../../domain/tariff';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import ValidatePage from './ValidatePage';

beforeEach(() => signInAs(ROLE.validator));

/** A car inside for almost three hours: 11 SAR so far, before any validation. */
const STAY: ValidationStay = {
  stay_id: 41,
  plate: 'ABJ1234',
  plate_letters: 'ABJ',
  plate_number: '1234',
  entry_time: '2026-11-27T06:10:00.000Z',
  price: {
    amount: 11,
    currency: 'SAR',
    minutes: 170,
    lines: [
      { key: TARIFF_LINE.firstHour, values: { fee: 4 }, amount: 4 },
      { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 3.5 }, amount: 7 },
    ],
  },
  validations: 0,
  offers: [
    { id: 3, name: '5 SAR off', name_ar: 'خصم 5 ريالات', kind: 'amount_off', stackable: true, takes_off: 5 },
    {
      id: 4,
      name: 'First hour free',
      name_ar: 'الساعة الأولى مجانًا',
      kind: 'free_minutes',
      stackable: false,
      takes_off: 0,
    },
  ],
};

/** The page, with an API that finds STAY and validates it (taking 5 SAR off), or refuses as `refuse` says. */
function renderValidate({ locale = 'en', refuse }: { locale?: 'en' | 'ar'; refuse?: HttpError } = {}) {
  const lookups: ValidationLookupInput[] = [];
  const validations: Array<Record<string, unknown>> = [];
  let given = 0;
  const dataProvider = testDataProvider({
    lookUpValidationStay: async (lookup: ValidationLookupInput) => {
      lookups.push(lookup);
      if ('ticket' in lookup) throw new HttpError('ps.errors.not_inside', 422, { code: 'not_inside' });
      return { ...STAY, validations: given, price: { ...STAY.price, amount: STAY.price.amount - 5 * given } };
    },
    validateStay: async (request: Record<string, unknown>) => {
      validations.push(request);
      if (refuse) throw refuse;
      given += 1;
      return { id: 90, amount: 5 };
    },
  } as never);
  renderWithAdmin(<ValidatePage />, { path: '/validate', dataProvider, locale });
  return { lookups, validations };
}

describe('the validator’s screen', () => {
  it('opens on the plate, finds the car, and validates it with an offer and a reason; what was taken off shows on the page', async () => {
    const { lookups, validations } = renderValidate();
    const plate = screen.getByRole('textbox', { name: 'Plate' });
    expect(plate).toHaveFocus();
    await userEvent.type(plate, 'ABJ 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Find the car' }));
    expect(await screen.findByText(/SAR\s11\.00/)).toBeInTheDocument();
    expect(lookups).toEqual([{ plate: 'ABJ 1234' }]);
    // An offer that would take nothing off now cannot be chosen.
    expect(screen.getByRole('radio', { name: /First hour free: takes off SAR\s0\.00/ })).toBeDisabled();
    const validateButton = screen.getByRole('button', { name: 'Validate' });
    expect(validateButton).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: /5 SAR off: takes off SAR\s5\.00/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Appointment' }));
    await userEvent.click(validateButton);
    expect(await screen.findByText(/Validated: SAR\s5\.00 taken off/)).toBeInTheDocument();
    expect(validations).toEqual([{ stay_id: 41, offer_id: 3, reason: 'appointment' }]);
    // The car is looked up again: its price now has the validation taken off.
    await waitFor(() => expect(lookups).toHaveLength(2));
    expect(await screen.findByText('Already validated once')).toBeInTheDocument();
    expect(screen.getByText(/SAR\s6\.00/)).toBeInTheDocument();
  });

  it('says in Arabic why a validation is refused, and keeps the car on the screen', async () => {
    const { validations } = renderValidate({
      locale: 'ar',
      refuse: new HttpError('ps.errors.plate_daily_limit', 422, { code: 'plate_daily_limit' }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'اللوحة' }), 'ح ب ا ١٢٣٤');
    await userEvent.click(screen.getByRole('button', { name: 'ابحث عن السيارة' }));
    await userEvent.click(await screen.findByRole('radio', { name: /خصم 5 ريالات/ }));
    await userEvent.click(screen.getByRole('button', { name: 'اعتماد' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('نالت هذه اللوحة اليوم أقصى ما يُسمح به من اعتمادات');
    expect(validations).toEqual([{ stay_id: 41, offer_id: 3, reason: 'purchase' }]);
    expect(screen.queryByText(/تم الاعتماد/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup')).getAllByRole('radio')).toHaveLength(2);
  });

  it('finds by ticket number too, and says so when no car inside matches', async () => {
    const { lookups } = renderValidate();
    await userEvent.click(screen.getByRole('button', { name: 'Ticket number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ticket number' }), '000123');
    await userEvent.click(screen.getByRole('button', { name: 'Find the car' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No vehicle inside this area matches this plate, QR code or ticket',
    );
    expect(lookups).toEqual([{ ticket: '000123' }]);
    expect(screen.queryByRole('button', { name: 'Validate' })).not.toBeInTheDocument();
  });
});
