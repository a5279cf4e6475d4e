import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { SignInPage } from './SignInPage';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the sign-in page', () => {
  it('puts the cursor in the email field', async () => {
    renderWithAdmin(<SignInPage />, { path: '/sign-in' });
    await waitFor(() => expect(screen.getByLabelText(/Email/, { selector: 'input' })).toHaveFocus());
  });

  it('asks for both email and password before calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithAdmin(<SignInPage />, { path: '/sign-in' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('rejects an email that is not one', async () => {
    renderWithAdmin(<SignInPage />, { path: '/sign-in' });
    await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
  });

  it('speaks Arabic when Arabic is the language', async () => {
    renderWithAdmin(<SignInPage />, { path: '/sign-in', locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(screen.getAllByText('مطلوب')).toHaveLength(2));
  });

  it.each([
    ['en', 900, 'Too many failed sign-ins for this account, please wait and try again', 'Try again in 15 minutes.'],
    ['en', 61, 'Too many failed sign-ins for this account, please wait and try again', 'Try again in 2 minutes.'],
    // The dual needs no digits, whichever digit style the Arabic interface uses.
    ['ar', 120, 'محاولات دخول فاشلة كثيرة لهذا الحساب، يرجى الانتظار ثم المحاولة مجددًا', 'حاول مرة أخرى بعد دقيقتين.'],
  ] as const)('says how long a locked-out account waits (%s, %i s)', async (locale, seconds, message, wait) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Too many failed sign-ins', code: 'account_locked', retry_after_seconds: seconds }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
      }),
    );
    renderWithAdmin(<SignInPage />, { path: '/sign-in', locale });
    await userEvent.type(screen.getByLabelText(locale === 'en' ? /Email/ : /البريد الإلكتروني/, { selector: 'input' }), 'admin@demo.sa');
    await userEvent.type(screen.getByLabelText(locale === 'en' ? /Password/ : /كلمة المرور/, { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(wait);
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

