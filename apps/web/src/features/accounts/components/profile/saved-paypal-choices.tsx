import type { SavedPaypal, SavedPaypalChoicesBody } from '@app/shared/schemas/saved-paypal';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/formats.ts';
import { pageLanguage } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { saleBundle, useBundles } from '../../../credits/index.ts';
import { useRemoveSavedPaypal, useSavedPaypalChoices } from '../../api/saved-paypal.ts';

/** A bundle a top-up may buy, as the choice shows it. */
interface BundleOption {
  id: string;
  name: string;
  details: string | null;
}

/**
 * The bundles a top-up may buy, in the page's words (none until the list is loaded); the chosen one is
 * kept, by its id, if it has left the catalogue since.
 */
function useBundleOptions(chosenId: string): BundleOption[] {
  const { t } = useTranslation();
  const bundles = useBundles();
  return useMemo(() => {
    if (!bundles.data) return [];
    const options = bundles.data.map((bundle) => {
      const shown = saleBundle(bundle, pageLanguage());
      return {
        id: shown.id,
        name: shown.name,
        // What a top-up adds on the phone: the bundle's minutes with its gift ("12 more minutes").
        details: t('savedPaypal.bundleDetails', {
          minutes: shown.minutes + shown.gift,
          price: formatMoney(shown.priceInCents),
        }),
      };
    });
    return options.some((option) => option.id === chosenId)
      ? options
      : [{ id: chosenId, name: chosenId, details: null }, ...options];
  }, [bundles.data, chosenId, t]);
}

/** One radio per bundle, two to a row from a tablet up: its name, then its minutes and price. */
function BundleChoice({
  options,
  value,
  onChange,
}: {
  options: BundleOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId}>
      <p id={legendId} className="mb-1.5 text-sm font-semibold text-night-800">
        {t('savedPaypal.bundle')}
      </p>
      {options.length === 0 ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-white px-3 py-2.5 ring-1 ring-night-100 has-checked:ring-2 has-checked:ring-night-600"
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="mt-1 size-4 shrink-0 accent-night-600"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-night-900">{option.name}</span>
                {option.details ? (
                  <span className="block text-sm text-night-600">{option.details}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Only what the customer changed; undefined when nothing was. */
function changesOf(saved: SavedPaypal, bundleId: string, auto: boolean): SavedPaypalChoicesBody | undefined {
  const body = {
    ...(bundleId === saved.topUpBundleId ? {} : { topUpBundleId: bundleId }),
    ...(auto === saved.autoTopUp ? {} : { autoTopUp: auto }),
  };
  return Object.keys(body).length === 0 ? undefined : body;
}

/**
 * The saved account on /profile: its masked e-mail, the bundle each top-up adds, the automatic top-up at
 * one minute left, and removal after a confirmation that says the account is deleted at PayPal too.
 */
export function SavedPaypalChoices({ customerId, saved }: { customerId: string; saved: SavedPaypal }) {
  const { t } = useTranslation();
  const autoHintId = useId();
  const choose = useSavedPaypalChoices(customerId);
  const remove = useRemoveSavedPaypal(customerId);
  const [bundle, setBundle] = useState(saved.topUpBundleId);
  const [auto, setAuto] = useState(saved.autoTopUp);
  const [asking, setAsking] = useState(false);
  const options = useBundleOptions(saved.topUpBundleId);
  const changes = changesOf(saved, bundle, auto);

  // The server's answer is what stands (after a save, or another tab's change).
  useEffect(() => {
    setBundle(saved.topUpBundleId);
    setAuto(saved.autoTopUp);
  }, [saved.topUpBundleId, saved.autoTopUp]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changes || choose.isPending) return;
    choose.mutate(changes, { onSuccess: () => toast.success(t('savedPaypal.choicesSaved')) });
  };
  const confirmRemoval = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('savedPaypal.removed'));
      },
    });
  };
  const email = saved.emailMasked ?? 'PayPal';

  return (
    <>
      <div className="rounded-xl bg-night-50 p-4">
        <p className="text-sm text-night-600">{t('savedPaypal.account')}</p>
        <p className="mt-0.5 break-all font-semibold text-night-900" data-testid="saved-paypal-email">
          {email}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <BundleChoice options={options} value={bundle} onChange={setBundle} />
        <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-night-50 p-4">
          <input
            type="checkbox"
            checked={auto}
            onChange={(event) => setAuto(event.target.checked)}
            aria-describedby={autoHintId}
            className="mt-1 size-5 shrink-0 accent-night-600"
          />
          <span>
            <span className="block font-semibold text-night-900">{t('savedPaypal.autoTopUp')}</span>
            <span id={autoHintId} className="block text-sm text-night-600">
              {t('savedPaypal.autoTopUpHint')}
            </span>
          </span>
        </label>
        {choose.isError ? (
          <Alert tone="error">{messageOf(choose.error, t('savedPaypal.errors.save'))}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
          <button
            type="button"
            onClick={() => {
              remove.reset();
              setAsking(true);
            }}
            className={buttonClass('outlineDark', 'md', 'wrap')}
          >
            {t('savedPaypal.remove')}
          </button>
          <button
            type="submit"
            disabled={!changes || choose.isPending}
            className={`${buttonClass('night', 'md', 'wrap')} sm:ml-auto`}
          >
            {choose.isPending ? t('savedPaypal.savingChoices') : t('savedPaypal.saveChoices')}
          </button>
        </div>
      </form>

      <Dialog open={asking} onClose={() => setAsking(false)} title={t('savedPaypal.removeTitle')}>
        <p className="text-night-700">{t('savedPaypal.removeConfirm', { email })}</p>
        {remove.isError ? (
          <div className="mt-4">
            <Alert tone="error">{messageOf(remove.error, t('savedPaypal.errors.remove'))}</Alert>
          </div>
        ) : null}
        <DialogActions dismissLabel={t('savedPaypal.removeKeep')} onDismiss={() => setAsking(false)}>
          <button
            type="button"
            onClick={confirmRemoval}
            disabled={remove.isPending}
            className={buttonClass('night', 'md')}
          >
            {t('savedPaypal.removeYes')}
          </button>
        </DialogActions>
      </Dialog>
    </>
  );
}
