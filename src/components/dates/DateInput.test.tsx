import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from 'react-admin';
import { clearDate, shownDate, typeDate } from '../../test/dateInputs';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { DigitStyle } from '../../i18n/digits';
import { DateInput } from './DateInput';

function renderDateForm({
  locale = 'en',
  digits = 'latn',
  day = null,
}: { locale?: 'en' | 'ar'; digits?: DigitStyle; day?: string | null } = {}) {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <Form defaultValues={{ day }} onSubmit={onSubmit}>
      <DateInput source="day" label="Day of visit" />
      <button type="submit">Send</button>
    </Form>,
    { locale, digits },
  );
  return onSubmit;
}

const LABEL = /^Day of visit/;

describe('DateInput', () => {
  it('takes a date typed section by section and sends it as YYYY-MM-DD', async () => {
    const onSubmit = renderDateForm();
    await typeDate(LABEL, '01112026');
    expect(await shownDate(LABEL)).toBe('1 Nov 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ day: '2026-11-01' });
  });

  it('shows the day with the month abbreviated, day first, and sends it unchanged', async () => {
    const onSubmit = renderDateForm({ day: '2026-03-09' });
    expect(await shownDate(LABEL)).toBe('9 Mar 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ day: '2026-03-09' });
  });

  it('leaves the form without a day while the date is half typed or does not exist, and says what is wrong', async () => {
    const onSubmit = renderDateForm({ day: '2026-02-09' });
    await typeDate(LABEL, '31');
    expect(await shownDate(LABEL)).toBe('31 Feb 2026');
    expect(await screen.findByText('Enter a day that exists')).toBeInTheDocument();
    await clearDate(LABEL);
    await typeDate(LABEL, '15');
    expect(await shownDate(LABEL)).toBe('15 MMM YYYY');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ day: null });
  });

  it('writes and reads Arabic-Indic digits when the Arabic screen has them', async () => {
    const onSubmit = renderDateForm({ locale: 'ar', digits: 'arab', day: '2026-11-01' });
    expect(await shownDate(LABEL, 'ar')).toBe('١ نوفمبر ٢٠٢٦');
    await typeDate(LABEL, '١٥', 'اليوم');
    expect(await shownDate(LABEL, 'ar')).toBe('١٥ نوفمبر ٢٠٢٦');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ day: '2026-11-15' });
  });

  it.each([
    ['en', /Choose date/, 'Monday'],
    ['ar', /اختر التاريخ/, 'الاثنين'],
  ] as const)('opens a calendar whose weeks start on Monday (%s)', async (locale, open, monday) => {
    renderDateForm({ locale, day: '2026-11-01' });
    await userEvent.click(await screen.findByRole('button', { name: open }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName(monday);
  });
});
