import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { signInAs } from '../test/session';
import { authProvider } from './authProvider';
import { isAuthenticated } from './storage';

beforeEach(() => window.history.replaceState(null, '', '/areas?page=2&perPage=25'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a refused token', () => {
  it.each([401, 419, 440])(
    '(%i) ends the session and leads to sign-in, saying so, with the way back',
    async (status) => {
      signInAs(ROLE.admin);
      await expect(authProvider.checkError({ status })).rejects.toEqual({
        redirectTo: '/sign-in?redirectUrl=%2Fareas%3Fpage%3D2%26perPage%3D25&reason=session_ended',
        logoutUser: true,
        message: false,
      });
      expect(isAuthenticated()).toBe(false);
      expect(localStorage.getItem('access_token')).toBeNull();
    },
  );

  it('once signed out, ends nothing more and goes nowhere (a sign-out is not a session that ended)', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: false,
      logoutUser: true,
      message: false,
    });
  });

  it('from the home page, says so without a way back to "/"', async () => {
    window.history.replaceState(null, '', '/');
    signInAs(ROLE.admin);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/sign-in?reason=session_ended',
    });
  });
});

describe('the session check', () => {
  it('sends a signed-out user to sign-in with the way back', async () => {
    await expect(authProvider.checkAuth()).rejects.toEqual({
      redirectTo: '/sign-in?redirectUrl=%2Fareas%3Fpage%3D2%26perPage%3D25',
      message: false,
    });
  });

  it('on the sign-in page already, stays there, keeping the way back and the reason', async () => {
    window.history.replaceState(null, '', '/sign-in?redirectUrl=%2Fareas&reason=session_ended');
    await expect(authProvider.checkAuth()).rejects.toEqual({ redirectTo: false, message: false });
  });

  it('lets a signed-in user through', async () => {
    signInAs(ROLE.admin);
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });
});

describe('other failures', () => {
  it.each([403, 404, 500, 0])('(%i) keep the session', async (status) => {
    signInAs(ROLE.admin);
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(isAuthenticated()).toBe(true);
  });
});

describe('access to an action', () => {
  const canAccess = (roleId: number, action: string, resource: string) => {
    signInAs(roleId);
    return authProvider.canAccess({ action, resource });
  };

  it('opens every action of a resource whose screens the role holds', async () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) {
      expect(await canAccess(ROLE.admin, action, 'areas')).toBe(true);
    }
    expect(await canAccess(ROLE.gateEmployee, 'list', 'areas')).toBe(false);
  });

  it("answers per verb: deleting a payment is the super admin's alone, reading it every payments reader's", async () => {
    expect(await canAccess(ROLE.admin, 'show', 'parking-transactions')).toBe(true);
    expect(await canAccess(ROLE.admin, 'delete', 'parking-transactions')).toBe(false);
    expect(await canAccess(ROLE.superAdmin, 'delete', 'parking-transactions')).toBe(true);
  });

  it('keeps a screen closed to a role the API lets read the resource from elsewhere', async () => {
    expect(await canAccess(ROLE.companyManager, 'list', 'companies')).toBe(false);
    expect(await canAccess(ROLE.superAdmin, 'show', 'company-subscriptions')).toBe(false);
  });

  it("lets a cashier print their shift's Z report without the shifts' screens", async () => {
    expect(await canAccess(ROLE.gateEmployee, 'print', 'cashier-shifts')).toBe(true);
    expect(await canAccess(ROLE.gateEmployee, 'show', 'cashier-shifts')).toBe(false);
    expect(await canAccess(ROLE.companyManager, 'print', 'cashier-shifts')).toBe(false);
    expect(await canAccess(ROLE.admin, 'show', 'cashier-shifts')).toBe(true);
  });

  it("opens a page of its own with its route's permission, and refuses what it does not know", async () => {
    expect(await canAccess(ROLE.gateEmployee, 'access', 'home')).toBe(true);
    expect(await canAccess(ROLE.gateEmployee, 'access', 'company-dashboard')).toBe(false);
    expect(await canAccess(ROLE.companyManager, 'access', 'company-dashboard')).toBe(true);
    expect(await canAccess(ROLE.superAdmin, 'fly', 'areas')).toBe(false);
    expect(await canAccess(ROLE.superAdmin, 'access', 'nowhere')).toBe(false);
  });
});
