import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form, NumberInput } from 'react-admin';
import { renderWithAdmin } from '../test/renderWithAdmin';

function renderNumberForm(locale: 'en' | 'ar', digits: 'latn' | 'arab' = 'latn') {
  const saved = vi.fn();
  renderWithAdmin(
    <Form onSubmit={saved} record={{ capacity: 1250 }}>
      <NumberInput source="capacity" label="capacity" />
      <button type="submit">save</button>
    </Form>,
    { locale, digits },
  );
  return saved;
}

describe('number inputs', () => {
  it('keep the browser number input in English', async () => {
    renderNumberForm('en');
    expect(await screen.findByLabelText('capacity')).toHaveAttribute('type', 'number');
  });

  it('take Arabic-Indic digits and the Arabic decimal separator in Arabic, and save a number', async () => {
    const saved = renderNumberForm('ar', 'arab');
    const input = await screen.findByLabelText('capacity');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveValue('١٢٥٠');
    await userEvent.clear(input);
    await userEvent.type(input, '١٢٫٥');
    fireEvent.blur(input);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]![0]).toEqual({ capacity: 12.5 });
  });
});
