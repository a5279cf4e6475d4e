import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => vi.restoreAllMocks());

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCodeStep(locale: 'en' | 'ar' = 'en') {
  renderWithAdmin(<ResetPasswordPage />, { path: '/reset-password?email=gate%40demo.sa', locale });
}

describe('the code step of a password reset', () => {
  it('sends the code again to the email of the form, then waits as long as the server says', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(202, { accepted: true, resend_after_seconds: 60 }));
    renderCodeStep();
    const resend = screen.getByRole('button', { name: 'Send the code again' });
    expect(resend).toBeEnabled();
    await userEvent.click(resend);

    await waitFor(() => expect(resend).toBeDisabled());
    expect(screen.getByText('Try again in one minute.')).toBeInTheDocument();
    expect(screen.getByText('If an account exists for this email, a new code is on its way.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'gate@demo.sa' });
  });

  it('waits out a refusal of the server, saying so in Arabic', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(429, { message: 'A code was sent', code: 'code_resend_too_soon', retry_after_seconds: 42 }),
    );
    renderCodeStep('ar');
    const resend = screen.getByRole('button', { name: 'إعادة إرسال الرمز' });
    await userEvent.click(resend);

    expect(await screen.findByRole('alert')).toHaveTextContent('أُرسل رمز إلى هذا البريد الإلكتروني قبل لحظات');
    expect(resend).toBeDisabled();
    // 42 seconds (or one less, as it counts down), in either digit style.
    expect(screen.getByText(/^حاول مرة أخرى بعد \S+ ثانية\.$/)).toBeInTheDocument();
  });

  it('asks for a valid email before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithAdmin(<ResetPasswordPage />, { path: '/reset-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
