import { formatPhoneDisplay } from '@app/shared/rules/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { PhoneIcon } from '../../../../components/ui/icons.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDeletePhoneNumber } from '../../api/delete-phone-number.ts';
import { DashboardCard } from './dashboard-card.tsx';

export function PhoneNumbersCard({
  customerId,
  phoneNumbers,
  onAdd,
}: {
  customerId: string;
  phoneNumbers: string[];
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeletePhoneNumber(customerId);
  /** The number whose deletion waits for the customer's confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = (phone: string) =>
    deletion.mutate(phone, {
      onSuccess: () => toast.success(t('dashboard.phoneDeleted')),
      onError: (failure) => toast.error(messageOf(failure, t('dashboard.errors.deletePhone'))),
      onSettled: () => setConfirming(null),
    });

  return (
    <DashboardCard title={t('dashboard.phoneNumbers')}>
      {phoneNumbers.length === 0 ? (
        <p className="text-sm text-night-600">{t('dashboard.noPhoneNumbers')}</p>
      ) : null}
      <ul className="space-y-2">
        {phoneNumbers.map((phone, index) => (
          <li
            key={phone}
            className="flex items-center justify-between gap-3 rounded-xl bg-night-50 px-4 py-3"
          >
            <span className="flex items-center gap-3 font-semibold tabular-nums text-night-900">
              <PhoneIcon className="size-4 text-night-500" />
              {formatPhoneDisplay(phone)}
            </span>
            {index === 0 ? (
              <span className="rounded-full bg-gold-100 px-2.5 py-1 text-xs font-bold text-gold-700">
                {t('dashboard.primary')}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(phone)}
                disabled={deletion.isPending}
                aria-label={t('dashboard.deletePhone', { phone: formatPhoneDisplay(phone) })}
                className="rounded-full px-3 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
              >
                {t('common.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onAdd} className={`${buttonClass('outlineDark', 'sm')} mt-4`}>
        {t('dashboard.addPhone')}
      </button>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('dashboard.deletePhoneConfirm.title')}
      >
        <p className="text-sm text-night-700">
          {t('dashboard.deletePhoneConfirm.text', { phone: formatPhoneDisplay(confirming ?? '') })}
        </p>
        <DialogActions dismissLabel={t('common.cancel')} onDismiss={() => setConfirming(null)}>
          <button
            type="button"
            onClick={() => confirming && remove(confirming)}
            disabled={deletion.isPending}
            className="inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {deletion.isPending
              ? t('dashboard.deletePhoneConfirm.deleting')
              : t('dashboard.deletePhoneConfirm.confirm')}
          </button>
        </DialogActions>
      </Dialog>
    </DashboardCard>
  );
}
