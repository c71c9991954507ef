import type { StaffCustomer } from '@app/shared/schemas/staff';
import { useTranslation } from 'react-i18next';

const tones = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
  neutral: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Active, deactivated by staff or deleted by the customer, and whether the e-mail address is verified. */
export function StatusBadges({
  customer,
}: {
  customer: Pick<StaffCustomer, 'isActive' | 'emailVerified'> & { deletedAt?: string | null };
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1.5">
      {customer.deletedAt ? (
        <Badge tone="bad">{t('backOffice.status.deleted')}</Badge>
      ) : customer.isActive ? (
        <Badge tone="good">{t('backOffice.status.active')}</Badge>
      ) : (
        <Badge tone="bad">{t('backOffice.status.deactivated')}</Badge>
      )}
      {customer.emailVerified ? (
        <Badge tone="good">{t('backOffice.status.verified')}</Badge>
      ) : (
        <Badge tone="neutral">{t('backOffice.status.unverified')}</Badge>
      )}
    </span>
  );
}
