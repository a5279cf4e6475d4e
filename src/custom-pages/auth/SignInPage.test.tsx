import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { SignInPage } from './SignInPage';

afterEach(() => vi.restoreAllMocks());

/** The server's answers by path; any other path is not found. */
function answer(byPath: Record<string, [number, object]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const [status, body] = byPath[String(url)] ?? [404, { code: 'not_found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  localStorage.clear();
  answer({});
});

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
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/auth/login'))).toEqual([]);
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
    ['ar', 120, 'محاولات دخول فاشلة كثيرة لهذا الحساب؛ يُرجى الانتظار ثم المحاولة مجددًا', 'حاول مرة أخرى بعد دقيقتين.'],
  ] as const)('says how long a locked-out account waits (%s, %i s)', async (locale, seconds, message, wait) => {
    answer({
      '/api/auth/login': [
        429,
        { message: 'Too many failed sign-ins', code: 'account_locked', retry_after_seconds: seconds },
      ],
    });
    renderWithAdmin(<SignInPage />, { path: '/sign-in', locale });
    await userEvent.type(
      screen.getByLabelText(locale === 'en' ? /Email/ : /البريد الإلكتروني/, { selector: 'input' }),
      'admin@demo.sa',
    );
    await userEvent.type(
      screen.getByLabelText(locale === 'en' ? /Password/ : /كلمة المرور/, { selector: 'input' }),
      'wrong',
    );
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(wait);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('offers sign-up only when the server takes sign-ups', async () => {
    const settings = { time_zone: 'Asia/Riyadh', currency: 'SAR' };
    const fetch = answer({ '/api/settings': [200, { ...settings, sign_up_enabled: true }] });
    const { unmount } = renderWithAdmin(<SignInPage />, { path: '/sign-in' });
    expect(await screen.findByRole('link', { name: 'Request an account' })).toHaveAttribute('href', '/sign-up');
    unmount();

    fetch.mockRestore();
    answer({ '/api/settings': [200, { ...settings, sign_up_enabled: false }] });
    renderWithAdmin(<SignInPage />, { path: '/sign-in' });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalledWith('/api/settings', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Request an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('says that the session has ended, and after signing in goes back to the page the user was on', async () => {
    answer({
      '/api/auth/login': [
        200,
        {
          access_token: 'fresh',
          token_type: 'Bearer',
          expires_in: 86400,
          user: { id: 2, name: 'Noura', role: { role_id: 2, name: 'admin' }, authority: ['admin'] },
        },
      ],
    });
    renderWithAdmin(<SignInPage />, {
      path: '/sign-in?redirectUrl=%2Fareas%3Fpage%3D2&reason=session_ended',
      route: '/sign-in',
    });
    expect(
      screen.getByText('Your session has ended, please sign in again').closest('[role="status"]'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), 'admin@demo.sa');
    await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'Admin#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/areas\?page=2$/));
  });

  it('says nothing of a session on a plain visit', () => {
    renderWithAdmin(<SignInPage />, { path: '/sign-in?redirectUrl=%2Fareas', route: '/sign-in' });
    expect(screen.queryByText('Your session has ended, please sign in again')).not.toBeInTheDocument();
  });
});
