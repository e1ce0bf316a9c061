import { describe, expect, it } from 'vitest';
import { showsRememberedSession } from './known-session';

const signedIn = { data: { user: { id: 'u1' } }, isPending: false, error: null };
const asking = { data: null, isPending: true, error: null };
const unreachable = { data: null, isPending: false, error: new Error('Failed to fetch') };
const signedOut = { data: null, isPending: false, error: null };

describe('which session the screens are given', () => {
  it("gives the server's session whenever it has one", () => {
    expect(showsRememberedSession(signedIn, true, false)).toBe(false);
    expect(showsRememberedSession(signedIn, false, true)).toBe(false);
  });

  it('gives the remembered one without a connection, or when the server could not be asked', () => {
    expect(showsRememberedSession(asking, false, false)).toBe(true);
    expect(showsRememberedSession(unreachable, true, false)).toBe(true);
  });

  it('keeps giving the remembered one while the session is asked again once the connection returns', () => {
    expect(showsRememberedSession(asking, true, true)).toBe(true);
  });

  it('waits for the first answer of a page opened online, and follows the server once it says signed out', () => {
    expect(showsRememberedSession(asking, true, false)).toBe(false);
    expect(showsRememberedSession(signedOut, true, true)).toBe(false);
  });
});
