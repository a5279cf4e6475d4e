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
});
