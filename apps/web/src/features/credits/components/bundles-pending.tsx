import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** What the pricing and purchase pages show while the bundles load, or when they could not. */
export function BundlesPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner label={t('purchase.bundlesLoading')} />
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-3">
      <Alert tone="error">{t('purchase.bundlesError')}</Alert>
      <button type="button" onClick={onRetry} className={buttonClass('outlineDark', 'md')}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
