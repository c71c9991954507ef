import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AuthProvider } from '../lib/use-auth.tsx';
import { Toasts } from './toasts.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toasts />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
