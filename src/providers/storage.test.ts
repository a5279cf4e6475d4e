import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, createAppStore, isAuthenticated, readLocale, writeSession } from './storage';

beforeEach(() => localStorage.clear());

const user = {
  id: 1,
  name: 'Faisal',
  userName: 'superadmin',
  email: 'superadmin@demo.sa',
  avatar: '',
  authority: ['super_admin', 'home_access'],
  role: { role_id: 1, name: 'super_admin' },
  company_id: null,
  area_id: null,
  gate_id: null,
};

describe('browser storage', () => {
  it('keeps the session under the keys of the specification', () => {
    writeSession({ token: 'abc', type: 'Bearer', expiresIn: 86400, user });
    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(localStorage.getItem('token_type')).toBe('Bearer');
    expect(localStorage.getItem('expires_in')).toBe('86400');
    expect(JSON.parse(localStorage.getItem('sessionUser')!)).toEqual({ signedIn: true, user });
    expect(isAuthenticated()).toBe(true);
  });

  it('signs out locally: token gone, signedIn false', () => {
    writeSession({ token: 'abc', type: 'Bearer', expiresIn: 86400, user });
    clearSession();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('sessionUser')!).signedIn).toBe(false);
    expect(isAuthenticated()).toBe(false);
  });

  it('reads the stored locale, English by default and for anything unknown', () => {
    expect(readLocale()).toBe('en');
    localStorage.setItem('locale', 'ar');
    expect(readLocale()).toBe('ar');
    localStorage.setItem('locale', 'fr');
    expect(readLocale()).toBe('en');
  });

  it("stores react-admin's locale under the plain `locale` key and keeps it, and the digits, through a reset", () => {
    const store = createAppStore();
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    const seen: unknown[] = [];
    store.subscribe('locale', (value) => seen.push(value));
    store.setItem('locale', 'ar');
    store.setItem('digits', 'arab');
    store.setItem('sidebar.open', false);
    expect(localStorage.getItem('locale')).toBe('ar');
    expect(store.getItem('sidebar.open')).toBe(false);
    store.reset();
    expect(store.getItem('locale')).toBe('ar');
    expect(store.getItem('digits')).toBe('arab');
    expect(store.getItem('sidebar.open', true)).toBe(true);
    expect(seen).toEqual(['ar']);
    store.teardown();
  });
});
