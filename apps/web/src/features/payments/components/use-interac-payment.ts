import { INTERVALS_MS } from '@app/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkInteracStatus } from '../api/check-interac-status.ts';
import { createInteracOrder } from '../api/create-interac-order.ts';
import { interacStep } from './interac-status.ts';

const PENDING_KEY = 'interac_pending_transaction';

export type InteracOutcome =
  | { kind: 'success'; transactionId: string }
  | { kind: 'failed' }
  | { kind: 'warning'; status: string }
  | { kind: 'unavailable' }
  | { kind: 'error'; error: unknown };

/** idle; creating the order (before Gigadat's page opens); waiting for Gigadat's answer (polling). */
export type InteracPhase = 'idle' | 'creating' | 'waiting';

/**
 * Opens Gigadat's page (a new tab, or this window when pop-ups are blocked) and polls the status every
 * 10 s until it settles; every outcome but success sends the customer back to the package step.
 *
 * One payment at a time: `start` does nothing while an order is being created or polled (a double click
 * is one order), and each payment is a run of its own, so `stop` (the page left checkout, or unmounted)
 * ends it even with a status request in flight: its answer is dropped and nothing is scheduled again.
 */
export function useInteracPayment(onOutcome: (outcome: InteracOutcome) => void) {
  const [phase, setPhase] = useState<InteracPhase>('idle');
  /** The current run; a timer or an answer of an older run finds a different number and stops. */
  const run = useRef(0);
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(onOutcome);
  latest.current = onOutcome;

  const settle = useCallback(() => {
    run.current += 1;
    busy.current = false;
    window.clearTimeout(timer.current);
    sessionStorage.removeItem(PENDING_KEY);
    setPhase('idle');
  }, []);

  const poll = useCallback(
    (transactionId: string, id: number) => {
      timer.current = window.setTimeout(async () => {
        let status: string;
        try {
          status = await checkInteracStatus(transactionId);
        } catch (error) {
          if (id !== run.current) return;
          settle();
          latest.current({ kind: 'error', error });
          return;
        }
        if (id !== run.current) return;
        const step = interacStep(status);
        if (step.kind === 'waiting') {
          poll(transactionId, id);
          return;
        }
        settle();
        latest.current(step.kind === 'success' ? { kind: 'success', transactionId } : step);
      }, INTERVALS_MS.interacPoll);
    },
    [settle],
  );

  const follow = useCallback(
    (transactionId: string) => {
      const id = ++run.current;
      busy.current = true;
      setPhase('waiting');
      poll(transactionId, id);
    },
    [poll],
  );

  /** Gives up following the current payment (nothing to cancel at Gigadat: an unpaid order expires). */
  const stop = useCallback(() => {
    if (busy.current) settle();
  }, [settle]);

  // Unmounted: the run ends where it is (the pending payment stays remembered for a later visit).
  useEffect(
    () => () => {
      run.current += 1;
      busy.current = false;
      window.clearTimeout(timer.current);
    },
    [],
  );

  /** A payment left open in this tab (a reload, or back from Gigadat in this window): true if one was resumed. */
  const resume = useCallback((): boolean => {
    const transactionId = sessionStorage.getItem(PENDING_KEY);
    if (!transactionId || busy.current) return false;
    follow(transactionId);
    return true;
  }, [follow]);

  const start = useCallback(
    async (bundleId: string, couponId: string | undefined) => {
      if (busy.current) return;
      busy.current = true;
      const id = ++run.current;
      setPhase('creating');
      let order: { paymentUrl: string; transactionId: string };
      try {
        order = await createInteracOrder(bundleId, couponId);
      } catch (error) {
        if (id === run.current) settle();
        throw error;
      }
      // Left checkout while the order was being made: the order expires unpaid, no page opens.
      if (id !== run.current) return;
      // Remembered so that coming back (same window, or a reload) resumes the polling.
      sessionStorage.setItem(PENDING_KEY, order.transactionId);
      const tab = window.open(order.paymentUrl, '_blank');
      if (!tab) {
        window.location.assign(order.paymentUrl);
        return;
      }
      tab.opener = null;
      follow(order.transactionId);
    },
    [follow, settle],
  );

  return { start, resume, stop, phase, waiting: phase === 'waiting' };
}
