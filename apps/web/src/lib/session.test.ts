// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@inmuebles/shared/auth/signed-in-cookie';
import {
  getSession,
  reloadSession,
  signIn,
  signOut,
  storageKeys,
  subscribeSession,
  updateUser,
} from './session';

const user = {
  id: 3,
  email: 'luis@example.pe',
  first_name: 'Luis',
  last_name: 'Quispe',
  role: 'company_admin' as const,
};

describe('session', () => {
  it('restores a valid stored session at start', () => {
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    reloadSession();
    expect(getSession()).toMatchObject({
      token: 'tok',
      user: { email: 'luis@example.pe', role: 'company_admin', avatar_url: null },
    });
  });

  it.each([
    ['unparseable JSON', '{not json'],
    ['an invalid user', JSON.stringify({ email: 'luis@example.pe' })],
    ['a missing user', null],
  ])('clears both keys when the stored user is %s', (_case, storedUser) => {
    localStorage.setItem(storageKeys.token, 'tok');
    if (storedUser !== null) localStorage.setItem(storageKeys.user, storedUser);
    expect(() => reloadSession()).not.toThrow();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('clears a stored user without a token', () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    reloadSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('stores token and user on sign-in and notifies subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeSession(() => calls++);
    signIn('tok', user);
    unsubscribe();
    expect(calls).toBe(1);
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toMatchObject(user);
  });

  it('replaces the user and keeps the token', () => {
    signIn('tok', user);
    updateUser({ ...user, first_name: 'Luis Alberto' });
    expect(getSession()).toMatchObject({ token: 'tok', user: { first_name: 'Luis Alberto' } });
  });

  it('signs out: removes token and user, keeps the notification settings', () => {
    signIn('tok', user);
    localStorage.setItem(storageKeys.notificationSettings, '{"email":false}');
    signOut();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.notificationSettings)).toBe('{"email":false}');
  });

  it('tells the server a session is stored with the signed-in cookie, and takes it back on sign-out', () => {
    const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
    signIn('tok', user);
    expect(cookie()).toBe(`${SIGNED_IN_COOKIE}=1`);
    signOut();
    expect(cookie()).toBeUndefined();
    // A session stored before the cookie existed gets it when the app reads storage.
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    reloadSession();
    expect(cookie()).toBe(`${SIGNED_IN_COOKIE}=1`);
  });
});
