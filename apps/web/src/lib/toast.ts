import type { ToastOptions } from 'react-toastify';

/**
 * react-toastify, loaded with the first toast rather than with the page (about 12 KB of script that most
 * visits never need). Same calls as its `toast`: toast.success(message, options) and so on. Toasts sent
 * before its container is on the page wait in react-toastify's own queue.
 */
const load = () => import('react-toastify');

let wanted = false;
const listeners = new Set<() => void>();

/** For the container (app/toasts.tsx): whether any toast was asked for yet, and a way to hear when. */
export const toastDemand = {
  get: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind) {
  return (message: string, options?: ToastOptions): void => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void load().then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
