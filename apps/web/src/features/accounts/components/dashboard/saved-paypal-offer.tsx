import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { useSavedPaypal } from '../../api/saved-paypal.ts';
import { SavePayPalButton } from '../profile/saved-paypal-card.tsx';

/** The dashboard is opened with this state right after a purchase was credited (the purchase page). */
export interface AfterPurchaseState {
  purchased: true;
}

const justPurchased = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<AfterPurchaseState>).purchased === true;

/**
 * Right after a purchase, never during checkout: the offer to save PayPal for top-ups during a call, for a
 * customer who has no saved account and where PayPal is offered. "Not now" drops it for good (the
 * dashboard's history entry forgets the purchase), so a reload does not bring it back.
 */
export function SavedPaypalOffer({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const purchased = justPurchased(location.state);
  const saved = useSavedPaypal(purchased ? customerId : '');
  if (!purchased || !saved.data || saved.data.status === 'active') return null;

  const dismiss = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return (
    <section
      aria-labelledby="saved-paypal-offer-title"
      data-testid="saved-paypal-offer"
      className="min-w-0 rounded-3xl bg-night-900 p-6 text-white shadow-card lg:col-span-3"
    >
      <h2 id="saved-paypal-offer-title" className="font-display text-xl font-semibold text-gold-200">
        {t('savedPaypal.afterPurchase.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-white/80">{t('savedPaypal.afterPurchase.text')}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SavePayPalButton
          customerId={customerId}
          label={t('savedPaypal.afterPurchase.action')}
          variant="gold"
        />
        <button type="button" onClick={dismiss} className={buttonClass('outlineLight', 'md')}>
          {t('savedPaypal.afterPurchase.later')}
        </button>
      </div>
    </section>
  );
}
