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

/**
 * Opens Gigadat's page (a new tab, or this window when pop-ups are blocked) and polls the status every
 * 10 s until it settles; every outcome but success sends the customer back to the package step.
 */
export function useInteracPayment(onOutcome: (outcome: InteracOutcome) => void) {
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(onOutcome);
  latest.current = onOutcome;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const poll = useCallback((transactionId: string) => {
    timer.current = window.setTimeout(async () => {
      let status: string;
      try {
        status = await checkInteracStatus(transactionId);
      } catch (error) {
        setWaiting(false);
        sessionStorage.removeItem(PENDING_KEY);
        latest.current({ kind: 'error', error });
        return;
      }
      const step = interacStep(status);
      if (step.kind === 'waiting') {
        poll(transactionId);
        return;
      }
      setWaiting(false);
      sessionStorage.removeItem(PENDING_KEY);
      latest.current(step.kind === 'success' ? { kind: 'success', transactionId } : step);
    }, INTERVALS_MS.interacPoll);
  }, []);

  const resume = useCallback(() => {
    const transactionId = sessionStorage.getItem(PENDING_KEY);
    if (!transactionId) return;
    setWaiting(true);
    poll(transactionId);
  }, [poll]);

  const start = useCallback(
    async (bundleId: string, couponId: string | undefined) => {
      const { paymentUrl, transactionId } = await createInteracOrder(bundleId, couponId);
      // Remembered so that coming back (same window, or a reload) resumes the polling.
      sessionStorage.setItem(PENDING_KEY, transactionId);
      const tab = window.open(paymentUrl, '_blank');
      if (!tab) {
        window.location.assign(paymentUrl);
        return;
      }
      tab.opener = null;
      setWaiting(true);
      poll(transactionId);
    },
    [poll],
  );

  return { start, resume, waiting };
}
