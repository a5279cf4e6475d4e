import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Create, TextInput } from 'react-admin';
import { z } from 'zod';
import { ROLE } from '../../domain/roles';
import { plateLetters, plateNumber } from '../../domain/schemas/plate';
import { VALIDATION } from '../../domain/validation-messages';
import { createDataProvider } from '../providers/dataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';
import { SchemaForm } from './SchemaForm';

const vehicleSchema = z.object({ plate_letters: plateLetters(), plate_number: plateNumber() });
/** A form that leaves the letters to the server, to see the server's answer on the form (any resource the user may create will do). */
const laxSchema = z.object({ plate_letters: z.string(), plate_number: z.string() });

function renderVehicleForm(
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  locale: 'en' | 'ar' = 'en',
) {
  renderWithAdmin(
    <Create resource="areas">
      <SchemaForm schema={schema}>
        <TextInput source="plate_letters" label="ps.test.plate_letters" />
        <TextInput source="plate_number" label="ps.test.plate_number" />
      </SchemaForm>
    </Create>,
    { path: '/areas/create', locale, dataProvider: createDataProvider() },
  );
}

async function submit(letters: string, number: string) {
  const [lettersInput, numberInput] = await screen.findAllByRole('textbox');
  await userEvent.type(lettersInput!, letters);
  await userEvent.type(numberInput!, number);
  await userEvent.click(screen.getByRole('button', { name: /save|حفظ/i }));
}

beforeEach(() => signInAs(ROLE.superAdmin));
afterEach(() => vi.restoreAllMocks());

describe('a plate field in a schema form', () => {
  it('names the letter that is no plate letter, in English', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderVehicleForm(vehicleSchema);
    await submit('ABC', '12');
    expect(await screen.findByText('"C" is not a Saudi plate letter')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names it in Arabic', async () => {
    renderVehicleForm(vehicleSchema, 'ar');
    await submit('ا ج', '١٢');
    expect(await screen.findByText('«ج» ليس من حروف اللوحات السعودية')).toBeVisible();
  });

  it('shows the letter the server names, beside a plain error of the other field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Validation failed',
          code: 'validation_failed',
          errors: {
            plate_letters: { message: VALIDATION.plateLetter, args: { letter: 'Q' } },
            plate_number: VALIDATION.plateNumber,
          },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderVehicleForm(laxSchema, 'ar');
    await submit('AQ', '12345');
    // A Latin letter inside Arabic text is isolated, so it cannot reorder the text around it.
    expect(await screen.findByText('«\u2068Q\u2069» ليس من حروف اللوحات السعودية')).toBeVisible();
    expect(screen.getByText('أربعة أرقام على الأكثر، وأرقام فقط، لا أصفار فقط')).toBeVisible();
  });
});
