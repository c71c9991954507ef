import { INTERVALS_MS } from '@app/shared/constants';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastDemand } from '../lib/toast.ts';

const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

/** The toasts' container (top right, 5 s), put on the page with the first toast (lib/toast.ts). */
export function Toasts() {
  const wanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* The dark theme, in the site's night and gold (styles.css). */}
      <ToastContainer position="top-right" autoClose={INTERVALS_MS.toastAutoClose} theme="dark" />
    </Suspense>
  );
}
