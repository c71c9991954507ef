import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadMessages } from '../../../lib/messages/load.ts';
import { useAlerts } from '../api/trust-public.ts';
import { useViewer } from '../hooks/use-customer.ts';
import { BellIcon } from './bell-icon.tsx';
import { SignInLink, useSignInPrompt } from './sign-in-prompt.tsx';

/** The dialog and its words (the account part's `trust`) load together, on the first click. */
const NotifyDialog = lazy(
  async () => (await Promise.all([import('./notify-dialog.tsx'), loadMessages('account')]))[0],
);

const buttonClass =
  'relative z-10 inline-flex w-full items-center justify-center gap-2 rounded-full border px-3 py-2 text-center text-sm leading-tight font-semibold transition-colors disabled:cursor-wait disabled:opacity-60';
const tones = {
  idle: 'border-night-700/25 text-night-800 hover:border-night-600 hover:bg-night-50',
  active: 'border-emerald-700/30 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
};

function CustomerNotifyButton({
  agentId,
  name,
  customerId,
  describedBy,
}: {
  agentId: number;
  name: string;
  customerId: string;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const alerts = useAlerts(customerId);
  const active = alerts.data?.alerts.some((alert) => alert.agentId === agentId) ?? false;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        data-notify={active ? 'on' : 'off'}
        className={`${buttonClass} ${active ? tones.active : tones.idle}`}
      >
        <BellIcon className="size-4 shrink-0" />
        {t(active ? 'reviews.notifying' : 'reviews.notifyMe')}
      </button>
      {/* Into <body>: a card is a containing block (transform, content-visibility) that would trap a fixed dialog. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <NotifyDialog
                open
                onClose={() => setOpen(false)}
                agentId={agentId}
                name={name}
                customerId={customerId}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}

function VisitorNotifyButton({ describedBy }: { describedBy?: string | undefined }) {
  const { t } = useTranslation();
  const { prompt, asked } = useSignInPrompt(t('reviews.signInToBeNotified'));
  return (
    <>
      <button
        type="button"
        onClick={prompt}
        aria-describedby={describedBy}
        className={`${buttonClass} ${tones.idle}`}
      >
        <BellIcon className="size-4 shrink-0" />
        {t('reviews.notifyMe')}
      </button>
      <SignInLink shown={asked} label={t('reviews.signInToBeNotified')} />
    </>
  );
}

/**
 * "Notify me when available", for an advisor who is busy or offline (the caller decides): a dialog for a
 * customer, a sign-in prompt for a visitor, nothing for an advisor's or staff's login.
 */
export function NotifyButton({
  agentId,
  name,
  describedBy,
  className = '',
}: {
  agentId: number;
  name: string;
  describedBy?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (viewer.kind === 'other') return null;
  return (
    <div className={`flex flex-col items-center gap-2 ${className}`}>
      {viewer.kind === 'customer' ? (
        <CustomerNotifyButton
          agentId={agentId}
          name={name}
          customerId={viewer.customerId}
          describedBy={describedBy}
        />
      ) : viewer.kind === 'visitor' ? (
        <VisitorNotifyButton describedBy={describedBy} />
      ) : (
        // Holds the button's place, inert, until the session is known.
        <button
          type="button"
          disabled
          aria-describedby={describedBy}
          className={`${buttonClass} ${tones.idle}`}
        >
          <BellIcon className="size-4 shrink-0" />
          {t('reviews.notifyMe')}
        </button>
      )}
    </div>
  );
}
