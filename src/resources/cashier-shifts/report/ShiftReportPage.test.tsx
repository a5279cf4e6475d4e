import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { signInAs } from '../../../test/session';
import { PAYMENT_METHODS } from '../../subscriptions/fixtures';
import { shortShift } from '../fixtures';
import ShiftReportPage from './ShiftReportPage';

beforeEach(() => signInAs(ROLE.admin));

function renderReport(locale: 'en' | 'ar' = 'en') {
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: shortShift({ id: 12 }) })) as never,
    getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never,
  });
  renderWithAdmin(<ShiftReportPage />, {
    path: '/cashier-shifts/12/report',
    route: '/cashier-shifts/:id/report',
    locale,
    dataProvider,
  });
}

describe('a shift’s Z report', () => {
  it('prints in the app’s language, or in both side by side, the app’s first', async () => {
    renderReport('ar');
    const paper = await screen.findByRole('article', { name: 'تقرير الوردية (Z) رقم 12' });
    expect(await within(paper).findByRole('heading', { name: 'تقرير الوردية (Z)' })).toBeInTheDocument();
    expect(within(paper).queryByRole('heading', { name: 'Shift report (Z)' })).not.toBeInTheDocument();
    const languages = screen.getByRole('group', { name: 'اللغة' });
    await userEvent.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await within(paper).findByRole('heading', { name: 'Shift report (Z)' })).toBeInTheDocument();
    expect(within(paper).queryByRole('heading', { name: 'تقرير الوردية (Z)' })).not.toBeInTheDocument();
    await userEvent.click(within(languages).getByRole('button', { name: 'العربية والإنجليزية' }));
    await within(paper).findByRole('heading', { name: 'تقرير الوردية (Z)' });
    expect(
      within(paper)
        .getAllByRole('heading', { name: /Shift report \(Z\)|تقرير الوردية \(Z\)/ })
        .map((heading) => heading.textContent),
    ).toEqual(['تقرير الوردية (Z)', 'Shift report (Z)']);
  });

  it('prints a shift closed short in Arabic with the minus before its digits, kept with them', async () => {
    renderReport('ar');
    const paper = await screen.findByRole('article', { name: 'تقرير الوردية (Z) رقم 12' });
    await within(paper).findByRole('heading', { name: 'تقرير الوردية (Z)' });
    // The number and its sign are one left-to-right isolate: no direction around it moves the minus.
    expect(paper.textContent).toContain('\u2066-5.00\u2069\u00a0ر.س.');
    expect(paper.textContent).not.toMatch(/5\.00-/);
  });
});
