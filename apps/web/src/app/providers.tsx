import { INTERVALS_MS } from '@app/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../features/accounts/hooks/use-auth.tsx';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <ToastContainer position="top-right" autoClose={INTERVALS_MS.toastAutoClose} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
