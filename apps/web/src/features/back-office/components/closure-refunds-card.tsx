import type { StaffClosureRefund } from '@app/shared/schemas/account-closure';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { closureRefundsQueryOptions, useResolveClosureRefund } from '../closure-refunds-api.ts';
import { formatDate, formatDateTime } from '../format.ts';
import { BackOfficeCard, LoadFailed } from './back-office-shell.tsx';
import { ConfirmNoteDialog } from './confirm-dialog.tsx';

const words = 'backOffice.closureRefunds';

/**
 * A closed account's refunds of its unused paid minutes: each purchase's, where it stands with its
 * provider, and those waiting for staff, whom an admin marks paid back with how (kept in the audit log).
 */
export function ClosureRefundsCard({ customerId, canResolve }: { customerId: string; canResolve: boolean }) {
  const { t } = useTranslation();
  const list = useQuery(closureRefundsQueryOptions(customerId));
  const resolve = useResolveClosureRefund(customerId);
  const [resolving, setResolving] = useState<StaffClosureRefund | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = list.data?.items;

  const close = () => {
    setResolving(null);
    setError(null);
  };
  const confirm = (note: string) => {
    if (!resolving) return;
    setError(null);
    resolve.mutate(
      { id: resolving.id, note },
      {
        onSuccess: () => {
          toast.success(t(`${words}.resolved`));
          close();
        },
        onError: (failure) => setError(messageOf(failure, t(`${words}.resolveFailed`))),
      },
    );
  };

  return (
    <BackOfficeCard title={t(`${words}.title`)}>
      <p className="mb-3 text-sm text-night-600">{t(`${words}.intro`)}</p>
      {items ? (
        items.length === 0 ? (
          <p className="text-sm text-night-700">{t(`${words}.empty`)}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t(`${words}.caption`)}</caption>
              <thead className="text-night-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t(`${words}.columns.purchase`)}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t(`${words}.columns.amount`)}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t(`${words}.columns.minutes`)}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t(`${words}.columns.status`)}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-night-100">
                {items.map((item) => (
                  <ClosureRefundRow
                    key={item.id}
                    item={item}
                    onResolve={canResolve && item.status === 'queued' ? () => setResolving(item) : undefined}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : list.isError ? (
        <LoadFailed message={t(`${words}.loadFailed`)} onRetry={() => void list.refetch()} />
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
      <ConfirmNoteDialog
        open={resolving !== null}
        title={t(`${words}.resolveTitle`)}
        text={t(`${words}.resolveText`, { amount: formatMoney(resolving?.amountCents ?? 0) })}
        submitLabel={t(`${words}.resolveSubmit`)}
        pending={resolve.isPending}
        error={error}
        onConfirm={confirm}
        onClose={close}
      />
    </BackOfficeCard>
  );
}

function ClosureRefundRow({ item, onResolve }: { item: StaffClosureRefund; onResolve?: () => void }) {
  const { t } = useTranslation();
  return (
    <tr className="align-top">
      <td className="py-2 pr-3">
        {t(`${words}.purchase`, {
          orderId: item.orderId,
          date: formatDate(item.purchaseDate),
          provider: t(`backOffice.refunds.providers.${item.provider}`),
        })}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(item.amountCents)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{item.minutes}</td>
      <td className="space-y-1 py-2">
        <p className="font-semibold text-night-900">
          {t(`${words}.statuses.${item.status}`)}
          {item.refundStatus ? ` (${t(`${words}.refundStatuses.${item.refundStatus}`)})` : null}
        </p>
        {item.queueReason ? (
          <p className="text-night-700">{t(`${words}.reasons.${item.queueReason}`)}</p>
        ) : null}
        {item.failureReason ? (
          <p className="text-night-600">{t(`${words}.providerSaid`, { reason: item.failureReason })}</p>
        ) : null}
        {item.resolvedAt ? (
          <p className="text-night-700">
            {t(`${words}.resolvedBy`, {
              email: item.resolvedByEmail ?? '',
              date: formatDateTime(item.resolvedAt),
              note: item.resolutionNote ?? '',
            })}
          </p>
        ) : null}
        {onResolve ? (
          <button
            type="button"
            onClick={onResolve}
            aria-label={t(`${words}.resolveLabel`, { orderId: item.orderId })}
            className={`${buttonClass('outlineDark', 'sm')} mt-1`}
          >
            {t(`${words}.resolve`)}
          </button>
        ) : null}
      </td>
    </tr>
  );
}
