import { describe, expect, it } from 'vitest';
import { nextSessionSnapshot, PENDING, SIGNED_OUT } from './session-snapshot.ts';

const session = { user: { id: 'u1' }, session: { id: 's1' } };

describe('nextSessionSnapshot', () => {
  it('keeps the same object for an equal copy of the state, and makes a new one when it changes', () => {
    expect(nextSessionSnapshot({ data: null, isPending: true, error: null }, PENDING, false).snapshot).toBe(
      PENDING,
    );
    const signedOut = nextSessionSnapshot({ data: null, isPending: false, error: null }, PENDING, false);
    expect(signedOut.snapshot).toEqual(SIGNED_OUT);
    expect(signedOut.snapshot).not.toBe(PENDING);
    const signedIn = nextSessionSnapshot({ data: session, isPending: false, error: null }, SIGNED_OUT, false);
    expect(signedIn.snapshot.data).toBe(session);
  });

  it('reads a pending session as signed out while a pre-rendered visitor page assumes a visitor', () => {
    const step = nextSessionSnapshot({ data: null, isPending: true, error: null }, SIGNED_OUT, true);
    expect(step).toEqual({ snapshot: SIGNED_OUT, assumeVisitor: true });
    expect(step.snapshot).toBe(SIGNED_OUT);
  });

  it('ends the assumption with the first answer: no session changes nothing, a session shows', () => {
    const none = nextSessionSnapshot({ data: null, isPending: false, error: null }, SIGNED_OUT, true);
    expect(none.snapshot).toBe(SIGNED_OUT);
    expect(none.assumeVisitor).toBe(false);
    const found = nextSessionSnapshot({ data: session, isPending: false, error: null }, SIGNED_OUT, true);
    expect(found).toEqual({
      snapshot: { data: session, isPending: false, error: null },
      assumeVisitor: false,
    });
  });

  it('once the assumption has ended, a pending session is pending again (a guarded page waits)', () => {
    const step = nextSessionSnapshot({ data: null, isPending: true, error: null }, SIGNED_OUT, false);
    expect(step.snapshot).toEqual(PENDING);
  });

  it('ends the assumption on an error too', () => {
    const failure = new Error('offline');
    const step = nextSessionSnapshot({ data: null, isPending: false, error: failure }, SIGNED_OUT, true);
    expect(step).toEqual({
      snapshot: { data: null, isPending: false, error: failure },
      assumeVisitor: false,
    });
  });
});
