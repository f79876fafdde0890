/** @jest-environment jsdom */
import { forgetSignInFrom, goSignIn, signInFrom } from './sign-in-go';

// jsdom does not navigate: assigning location.href only logs "not implemented"; what matters here is
// what the page leaves behind before it goes.
beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('goSignIn: the collector token is left for our own sign-in page only', () => {
  it('leaves it when the way leads to /login on this origin', () => {
    goSignIn({ kind: 'web', href: `${window.location.origin}/login?return=x` }, 'anon-token');
    expect(signInFrom()).toBe('anon-token');
    forgetSignInFrom();
    expect(signInFrom()).toBeUndefined();
  });

  it('leaves nothing for a host login page, the app or a message to the host page', () => {
    goSignIn({ kind: 'web', href: 'https://login.example.org/login?return=x' }, 'anon-token');
    goSignIn({ kind: 'web', href: `${window.location.origin}/login-woanders` }, 'anon-token');
    goSignIn({ kind: 'app', href: 'raeppli://login?return=%2Fme' }, 'anon-token');
    const post = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    goSignIn({ kind: 'message', origin: 'https://news.example.org', message: { type: 'raeppli:login', return: '/me' } }, 'anon-token');
    expect(post).toHaveBeenCalledWith({ type: 'raeppli:login', return: '/me' }, 'https://news.example.org');
    expect(signInFrom()).toBeUndefined();
  });

  it('leaves nothing without a token', () => {
    goSignIn({ kind: 'web', href: '/login' }, '');
    expect(signInFrom()).toBeUndefined();
  });
});
