import type { CouponStatus, StaffCoupon, WindowStatus } from '@app/shared/schemas/staff-catalogue';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/use-auth.tsx';
import { Badge } from './status-badges.tsx';

const STATUS_TONES: Record<CouponStatus | WindowStatus, 'good' | 'bad' | 'neutral'> = {
  active: 'good',
  current: 'good',
  outranked: 'neutral',
  scheduled: 'neutral',
  expired: 'bad',
  used_up: 'neutral',
  ended: 'bad',
  inactive: 'bad',
};

export function CatalogueStatusBadge({ status }: { status: CouponStatus | WindowStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`backOffice.catalogue.status.${status}`)}</Badge>;
}

/** '20 % off', '+30 minutes': what a coupon gives. */
export function useOfferLabel() {
  const { t } = useTranslation();
  return useCallback(
    (coupon: Pick<StaffCoupon, 'type' | 'value'>) =>
      t(`backOffice.catalogue.value.${coupon.type}`, { value: coupon.value }),
    [t],
  );
}

/** Admins change the catalogue; support reads it (display only: the server checks again). */
export function useCanManageCatalogue(): boolean {
  return useAuth().role === 'admin';
}

/** The line support reads where an admin would find the buttons. */
export function ReadOnlyNote() {
  const { t } = useTranslation();
  return <p className="text-sm text-white/75">{t('backOffice.catalogue.readOnly')}</p>;
}
