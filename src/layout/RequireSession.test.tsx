import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { RequireSession } from './RequireSession';

beforeEach(() => localStorage.clear());

describe('the session guard', () => {
  it('sends a signed-out visit to sign-in, carrying the asked-for path', async () => {
    renderWithAdmin(<RequireSession>protected content</RequireSession>, { path: '/areas?page=2', route: '/areas' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in?redirectUrl=%2Fareas%3Fpage%3D2');
    expect(screen.queryByText('protected content')).not.toBeInTheDocument();
  });

  it('sends a signed-out visit to "/" to sign-in without a redirectUrl', async () => {
    renderWithAdmin(<RequireSession>protected content</RequireSession>, { path: '/', route: '/' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sign-in$/);
  });

  it('does not trust a token without a signed-in session', async () => {
    localStorage.setItem('access_token', 'token');
    localStorage.setItem('sessionUser', JSON.stringify({ signedIn: false, user: null }));
    renderWithAdmin(<RequireSession>protected content</RequireSession>, { path: '/home', route: '/home' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/sign-in?redirectUrl=%2Fhome');
  });
});
