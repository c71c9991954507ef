import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import {
  APPROVAL_TOKEN_PARAM,
  goToPayPal,
  SAVED_PAYPAL_ANCHOR,
  SAVED_PAYPAL_PARAM,
  savedPaypalUnavailable,
  useConfirmSavedPaypal,
  useSavedPaypal,
  useStartSavedPaypal,
} from '../../api/saved-paypal.ts';
import { SavedPaypalChoices } from './saved-paypal-choices.tsx';

/**
 * The button that sends the customer to PayPal to approve saving their account; used on /profile and in
 * the offer after a purchase. The button keeps its busy label while the browser leaves for PayPal.
 */
export function SavePayPalButton({
  customerId,
  label,
  variant = 'night',
}: {
  customerId: string;
  label: string;
  variant?: 'night' | 'gold';
}) {
  const { t } = useTranslation();
  const start = useStartSavedPaypal(customerId);
  const leaving = start.isPending || start.isSuccess;
  return (
    <>
      <button
        type="button"
        disabled={leaving}
        onClick={() => start.mutate(undefined, { onSuccess: goToPayPal })}
        className={buttonClass(variant, 'md', 'wrap')}
      >
        {leaving ? t('savedPaypal.starting') : label}
      </button>
      {start.isError ? (
        <div className="mt-4 basis-full">
          <Alert tone="error">{messageOf(start.error, t('savedPaypal.errors.start'))}</Alert>
        </div>
      ) : null}
    </>
  );
}

/**
 * Back from PayPal (/profile?saved_paypal=return&approval_token_id=…, or =cancel): the approval is
 * confirmed once, the parameters leave the address (the token is not left in the history), and the card
 * is scrolled into view.
 */
function usePayPalReturn(customerId: string, card: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmSavedPaypal(customerId);
  const handled = useRef(false);
  const outcome = params.get(SAVED_PAYPAL_PARAM);
  const approval = params.get(APPROVAL_TOKEN_PARAM);

  useEffect(() => {
    if (handled.current || !outcome || customerId === '') return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    rest.delete(SAVED_PAYPAL_PARAM);
    rest.delete(APPROVAL_TOKEN_PARAM);
    setParams(rest, { replace: true });
    card.current?.scrollIntoView?.({ block: 'start' });
    if (outcome === 'return' && approval) {
      confirm.mutate(approval, { onSuccess: () => toast.success(t('savedPaypal.saved')) });
    } else {
      toast.info(t('savedPaypal.cancelled'));
    }
  }, [outcome, approval, customerId, params, setParams, confirm, card, t]);

  return confirm;
}

/** The three promises of the feature: the key-press, the automatic top-up, the spending limits. */
function HowItWorks() {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 space-y-2.5 text-night-700">
      {(['keyPress', 'auto', 'limits'] as const).map((key) => (
        <li key={key} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-400" />
          <span>{t(`savedPaypal.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /profile's "Save PayPal for top-ups during a call": what it does, the way to PayPal's approval, the
 * saved account (its masked e-mail) with the top-up's bundle, the automatic top-up and removal. Not shown
 * where PayPal is not configured.
 */
export function SavedPaypalCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const saved = useSavedPaypal(customerId);
  const confirm = usePayPalReturn(customerId, card);

  if (saved.isError && savedPaypalUnavailable(saved.error)) return null;
  const data = saved.data;
  return (
    <section
      ref={card}
      id={SAVED_PAYPAL_ANCHOR}
      aria-labelledby="saved-paypal-title"
      className="mx-auto mt-8 max-w-xl scroll-mt-24 rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9"
    >
      <h2 id="saved-paypal-title" className="font-display text-2xl text-night-900">
        {t('savedPaypal.title')}
      </h2>
      <p className="mt-2 text-night-700">{t('savedPaypal.intro')}</p>
      <HowItWorks />
      <div className="mt-6 space-y-4">
        {confirm.isError ? (
          <Alert tone="error">{messageOf(confirm.error, t('savedPaypal.errors.confirm'))}</Alert>
        ) : null}
        {confirm.isPending ? (
          <Spinner label={t('savedPaypal.confirming')} />
        ) : data?.status === 'active' ? (
          <SavedPaypalChoices customerId={customerId} saved={data} />
        ) : data ? (
          <>
            {data.status === 'pending' ? <Alert tone="info">{t('savedPaypal.pending')}</Alert> : null}
            <div className="flex flex-wrap">
              <SavePayPalButton customerId={customerId} label={t('savedPaypal.start')} />
            </div>
          </>
        ) : saved.isError ? (
          <Alert tone="error">{t('savedPaypal.errors.load')}</Alert>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    </section>
  );
}
