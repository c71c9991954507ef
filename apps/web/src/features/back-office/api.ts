import { spendingLimitsSchema } from '@app/shared/schemas/spending-limits';
import {
  staffAdjustResultSchema,
  staffAuditPageSchema,
  staffCustomerDetailSchema,
  staffCustomerPageSchema,
  staffCustomerSchema,
} from '@app/shared/schemas/staff';
import { type AccountingExportQuery, staffOverviewSchema } from '@app/shared/schemas/staff-overview';
import { type StaffRefundBody, staffRefundResultSchema } from '@app/shared/schemas/staff-refunds';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client.ts';
import { sendCommand, sendJson } from '../../lib/api-send.ts';
import type { AdjustBody } from './adjust-form.ts';
import {
  type AuditListState,
  auditListApiQuery,
  type CustomerListState,
  customerListApiQuery,
} from './search-params.ts';
import type { StaffLimitsBody } from './staff-limits-form.ts';

const STAFF = '/api/staff';

export const staffKeys = {
  all: ['staff'] as const,
  customers: () => ['staff', 'customers'] as const,
  customerList: (state: CustomerListState) => ['staff', 'customers', 'list', state] as const,
  customer: (customerId: string) => ['staff', 'customers', 'detail', customerId] as const,
  customerLimits: (customerId: string) => ['staff', 'customers', 'limits', customerId] as const,
  audit: (state: AuditListState) => ['staff', 'audit', state] as const,
  overview: () => ['staff', 'overview'] as const,
};

/** The overview's figures, asked again every minute while the page is open (live counts move). */
export function overviewQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.overview(),
    queryFn: ({ signal }) => getJson(`${STAFF}/overview`, staffOverviewSchema, { signal }),
    refetchInterval: 60_000,
  });
}

/** The accounting export's address: the browser downloads it (the server names the file). */
export function accountingExportUrl(query: AccountingExportQuery): string {
  return `${STAFF}/exports/accounting.csv?${new URLSearchParams({ from: query.from, to: query.to })}`;
}

const customerPath = (customerId: string) => `${STAFF}/customers/${encodeURIComponent(customerId)}`;

/** One page of the customer search; the page on screen stays while the next one loads. */
export function customerListQueryOptions(state: CustomerListState) {
  return queryOptions({
    queryKey: staffKeys.customerList(state),
    queryFn: ({ signal }) =>
      getJson(`${STAFF}/customers?${customerListApiQuery(state)}`, staffCustomerPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function customerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: staffKeys.customer(customerId),
    queryFn: ({ signal }) => getJson(customerPath(customerId), staffCustomerDetailSchema, { signal }),
  });
}

/** The customer's own limits, pending changes, spend, break, and staff's limits on them. */
export function customerLimitsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: staffKeys.customerLimits(customerId),
    queryFn: ({ signal }) => getJson(`${customerPath(customerId)}/limits`, spendingLimitsSchema, { signal }),
  });
}

export function auditQueryOptions(state: AuditListState) {
  return queryOptions({
    queryKey: staffKeys.audit(state),
    queryFn: ({ signal }) =>
      getJson(`${STAFF}/audit?${auditListApiQuery(state)}`, staffAuditPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After any action the customer's page is asked again (balance, ledger, status, sessions all may have
 * moved), and so are the lists and the audit log, which now hold another row.
 */
function useCustomerAction<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.customers() }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit'] }),
      ]);
    },
  });
}

export function useAdjustMinutes(customerId: string) {
  return useCustomerAction((body: AdjustBody) =>
    sendJson('POST', `${customerPath(customerId)}/adjustments`, body, staffAdjustResultSchema),
  );
}

/** A refund of one of the customer's purchases (admin only); the page and the audit log are asked again. */
export function useRefundPurchase() {
  return useCustomerAction(({ purchaseId, ...body }: StaffRefundBody & { purchaseId: string }) =>
    sendJson('POST', `${STAFF}/purchases/${purchaseId}/refunds`, body, staffRefundResultSchema),
  );
}

export function useSetActive(customerId: string) {
  return useCustomerAction(({ active, note }: { active: boolean; note: string }) =>
    sendJson(
      'POST',
      `${customerPath(customerId)}/${active ? 'reactivate' : 'deactivate'}`,
      { note },
      staffCustomerSchema,
    ),
  );
}

export function useResendVerification(customerId: string) {
  return useCustomerAction<void, void>(() =>
    sendCommand('POST', `${customerPath(customerId)}/verification-email`, {}),
  );
}

export function useSignOutEverywhere(customerId: string) {
  return useCustomerAction(({ note }: { note: string }) =>
    sendCommand('POST', `${customerPath(customerId)}/sign-out-everywhere`, { note }),
  );
}

/** Sets or lifts (null) staff's limits on the customer, with the audited reason. */
export function useSetStaffLimits(customerId: string) {
  return useCustomerAction((body: StaffLimitsBody) =>
    sendJson('PUT', `${customerPath(customerId)}/limits`, body, spendingLimitsSchema),
  );
}
