import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The picker the date inputs load on first use, loaded with the test instead: a test waits for
// what the user sees, not for a module to be transformed.
import '../components/dates/DatePickerField';

/** A date input once its picker has loaded: the group of its sections (day, month, year), named by its label. */
export const dateInput = (label: string | RegExp) => screen.findByRole('group', { name: label });

/**
 * The day a date input shows, as the eye reads it ("1 Feb 2026"). MUI lays the sections out left
 * to right in both directions, and in Arabic puts the day at the right end, where reading starts.
 */
export async function shownDate(label: string | RegExp, locale: 'en' | 'ar' = 'en'): Promise<string> {
  const sections = within(await dateInput(label))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);
  return (locale === 'ar' ? sections.reverse() : sections).join(' ');
}

/** Types into a date input from its day section on, as a person does: "01022026" is 1 Feb 2026. */
export async function typeDate(label: string | RegExp, keys: string, day = 'Day') {
  await userEvent.click(within(await dateInput(label)).getByRole('spinbutton', { name: day }));
  await userEvent.keyboard(keys);
}

/** Empties a date input: all its sections selected, deleted, and the field left. */
export async function clearDate(label: string | RegExp, day = 'Day') {
  await userEvent.click(within(await dateInput(label)).getByRole('spinbutton', { name: day }));
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.tab();
}
