import { BRAND } from '@app/shared/brand';
import { soldBundleName } from '@app/shared/rules/bundle-name';
import {
  type ReceiptLine,
  type ReceiptMessages,
  receiptLines,
  type SalesTaxMessages,
} from '@app/shared/rules/receipt';
import type { Receipt } from '@app/shared/schemas/receipts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageLocale } from '../../../lib/formats.ts';
import { useAuth } from '../../../lib/use-auth.tsx';
import { useReceipt } from '../api/get-receipt.ts';

const VALUE_TONES = {
  code: 'font-mono text-xs font-medium text-night-900 sm:text-sm',
  discount: 'font-semibold text-emerald-700',
  total: 'font-display text-2xl font-semibold text-night-900',
} as const;

/** Label and value on one line; a value too long for the rest of the line (an id, a date on a phone) takes the next. */
function Lines({ lines, testId }: { lines: ReceiptLine[]; testId: string }) {
  return (
    <dl className="divide-y divide-night-100 text-sm" data-testid={testId}>
      {lines.map((line) => (
        <div
          key={line.key}
          data-line={line.key}
          className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 ${line.tone === 'total' ? 'text-base' : ''}`}
        >
          <dt className={line.tone === 'total' ? 'font-semibold text-night-900' : 'text-night-600'}>
            {line.label}
          </dt>
          <dd
            className={`ml-auto min-w-0 text-right tabular-nums [overflow-wrap:anywhere] ${
              line.tone ? VALUE_TONES[line.tone] : 'font-semibold text-night-900'
            }`}
          >
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-night-600 print:text-black">
      {children}
    </h2>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const messages = t('receipts', { returnObjects: true }) as ReceiptMessages;
  const salesTax = t('salesTax', { returnObjects: true }) as SalesTaxMessages;
  const bundleName = soldBundleName(t('purchase.bundleNames', { returnObjects: true }), receipt);
  const lines = receiptLines({ ...receipt, bundleName }, { receipts: messages, salesTax }, pageLocale());
  const date = lines.order.find((line) => line.key === 'date')?.value ?? '';

  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-night-100 sm:p-10 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-night-100 pb-6">
        <div className="flex items-center gap-3">
          <LogoMark className="size-10 shrink-0" />
          <p className="font-display text-xl font-semibold text-night-900">{BRAND.productName}</p>
        </div>
        <div className="text-left sm:text-right">
          <h1 id="receipt-title" className="font-display text-3xl font-semibold text-night-900">
            {t('receipts.title')}
          </h1>
          <p className="mt-1 text-sm text-night-600">{date}</p>
        </div>
      </header>

      {receipt.refunded ? (
        <div className="mt-6">
          <Alert tone="info">{t('receipts.refunded')}</Alert>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section>
          <SectionTitle>{t('receipts.sections.soldBy')}</SectionTitle>
          <address className="text-sm not-italic text-night-900" data-testid="receipt-seller">
            <span className="block font-semibold">{lines.seller.name}</span>
            <span className="block">{lines.seller.address}</span>
            {lines.seller.registrations.map((line) => (
              <span key={line.key} className="mt-2 block">
                <span className="block text-xs text-night-600">{line.label}</span>
                <span className="block font-mono text-xs font-medium sm:text-sm">{line.value}</span>
              </span>
            ))}
          </address>
        </section>
        <section>
          <SectionTitle>{t('receipts.sections.billedTo')}</SectionTitle>
          <p className="text-sm text-night-900 [overflow-wrap:anywhere]">
            {receipt.customer.name ? (
              <span className="block font-semibold">{receipt.customer.name}</span>
            ) : null}
            <span className={receipt.customer.name ? 'block' : 'block font-semibold'}>
              {receipt.customer.email}
            </span>
          </p>
        </section>
      </div>

      <section className="mt-8">
        <SectionTitle>{t('receipts.sections.order')}</SectionTitle>
        <Lines lines={lines.order} testId="receipt-order" />
      </section>

      <section className="mt-8">
        <SectionTitle>{t('receipts.sections.items')}</SectionTitle>
        <Lines lines={lines.items} testId="receipt-items" />
        <div className="mt-4 border-t-2 border-night-900/80 pt-2">
          <Lines lines={lines.amounts} testId="receipt-amounts" />
        </div>
        <p className="mt-4 text-xs text-night-600">
          {t('receipts.currencyNote', { currency: receipt.currency })}
        </p>
      </section>
    </article>
  );
}

/**
 * /receipts/:purchaseId — the printable receipt of one of the customer's paid purchases. Printing keeps
 * only the page itself: `data-print-page` hides the site's chrome (styles.css), `print:hidden` the
 * buttons.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { purchaseId = '' } = useParams();
  const receipt = useReceipt(user?.id ?? '', purchaseId);
  const missing = receipt.error instanceof ApiError && [400, 403, 404].includes(receipt.error.status);

  return (
    <>
      <PageMeta title={t('receipts.title')} />
      <div
        data-print-page
        className="mx-auto w-full max-w-3xl px-3 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0"
      >
        {/* Wraps on a phone: « Retour au tableau de bord » and « Imprimer » do not fit one 360 px line. */}
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to="/dashboard" className={buttonClass('outlineDark', 'sm')}>
            <ArrowLeftIcon className="size-4" />
            {t('receipts.back')}
          </Link>
          {receipt.data ? (
            <button
              type="button"
              onClick={() => window.print()}
              className={`${buttonClass('night', 'sm')} ml-auto`}
            >
              {t('receipts.print')}
            </button>
          ) : null}
        </div>
        {receipt.data ? (
          <ReceiptDocument receipt={receipt.data} />
        ) : receipt.isError ? (
          <Alert tone="error">{missing ? t('receipts.notFound') : t('receipts.loadError')}</Alert>
        ) : (
          <div className="flex min-h-[40vh] items-center justify-center">
            <Spinner label={t('receipts.loading')} />
          </div>
        )}
      </div>
    </>
  );
}
