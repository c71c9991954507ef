import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

/**
 * Renders `ui` with its own query client, the API answered by `answer` (a JSON 200 unless it says
 * otherwise); every request the form sends is kept in `sent`. Call `vi.unstubAllGlobals()` after.
 */
export function renderWithApi(ui: ReactElement, answer: (request: SentRequest) => Response) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
      };
      sent.push(request);
      return answer(request);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { sent, user: userEvent.setup() };
}

/** The API's refusal, as the server writes it. */
export const refusal = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });
