import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { VERSION_IN_FORCE } from './fixtures';
import { TariffCalendarPanel } from './TariffCalendarPanel';

describe('the calendar of the tariff in force', () => {
  it('shades the peak hours of each weekday, the hour a window ends in included', () => {
    renderWithAdmin(<TariffCalendarPanel version={VERSION_IN_FORCE} />);
    expect(screen.getByRole('cell', { name: /^Monday 17:00: peak, SAR\s8\.00 per hour$/ })).toHaveTextContent('8');
    // 17:00 to 21:30: the half hour after 21:00 is still the peak's.
    expect(screen.getByRole('cell', { name: /^Monday 21:00: peak, SAR\s8\.00 per hour$/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Monday 22:00: base tariff' })).toBeEmptyDOMElement();
    expect(screen.getByRole('cell', { name: 'Monday 16:00: base tariff' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Friday 17:00: base tariff' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: /peak/ })).toHaveLength(5 * 5);
    expect(
      screen.getByText(
        /^National Day, 23 Sept? 2099 – 23 Sept? 2099: SAR\s10\.00 per hour, at most SAR\s60\.00 a day · Paid on entry$/,
      ),
    ).toBeInTheDocument();
  });

  it('names the days, the fees and the event in Arabic', () => {
    renderWithAdmin(<TariffCalendarPanel version={VERSION_IN_FORCE} />, { locale: 'ar' });
    expect(screen.getByRole('columnheader', { name: 'الأحد' })).toBeInTheDocument();
    expect(screen.getByText(/^اليوم الوطني، .*يُدفع عند الدخول$/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^الاثنين 17:00: ذروة، .*8\.00.* للساعة$/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'الجمعة 17:00: التعرفة الأساسية' })).toBeInTheDocument();
  });
});
