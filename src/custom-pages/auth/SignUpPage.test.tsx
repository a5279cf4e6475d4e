import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { RequireSignUpEnabled } from './RequireSignUpEnabled';
import { SignUpPage } from './SignUpPage';

afterEach(() => vi.restoreAllMocks());

const settings = (signUpEnabled: boolean) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ time_zone: 'Asia/Riyadh', currency: 'SAR', sign_up_enabled: signUpEnabled }), {
        status: 200,
      }),
  );

describe('the sign-up page', () => {
  it('says in Arabic what each empty field needs, never a raw validation text', async () => {
    renderWithAdmin(<SignUpPage />, { path: '/sign-up', locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(screen.getAllByText('مطلوب')).toHaveLength(6));
    expect(document.body).not.toHaveTextContent(/Invalid|expected|received/i);
  });

  it('names the characters a username may have', async () => {
    renderWithAdmin(<SignUpPage />, { path: '/sign-up' });
    await userEvent.type(await screen.findByLabelText(/Username/, { selector: 'input' }), 'huda shehri');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Only Latin letters, digits, dots, dashes and underscores')).toBeInTheDocument();
  });

  it('says that sign-up is disabled while the server takes none, in Arabic, and leads back to sign in', async () => {
    settings(false);
    renderWithAdmin(
      <RequireSignUpEnabled>
        <SignUpPage />
      </RequireSignUpEnabled>,
      { path: '/sign-up', locale: 'ar' },
    );
    expect(await screen.findByText('التسجيل معطّل في وضع الاختبار')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-up$/);
    expect(screen.queryByRole('button', { name: 'إنشاء الحساب' })).not.toBeInTheDocument();
  });

  it('is there when the server takes sign-ups', async () => {
    settings(true);
    renderWithAdmin(
      <RequireSignUpEnabled>
        <SignUpPage />
      </RequireSignUpEnabled>,
      { path: '/sign-up' },
    );
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-up');
  });
});
