import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../hooks/use-customer.ts';
import { BellIcon } from './bell-icon.tsx';
import { notifyButtonClass as buttonClass, notifyTones as tones } from './notify-styles.ts';
import { SignInLink, useSignInPrompt } from './sign-in-prompt.tsx';

/** A customer's variant and its queries load only for a signed-in customer. */
const CustomerNotifyButton = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./notify-customer.tsx')).CustomerNotifyButton,
}));

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

function PendingNotifyButton({ describedBy }: { describedBy?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <button type="button" disabled aria-describedby={describedBy} className={`${buttonClass} ${tones.idle}`}>
      <BellIcon className="size-4 shrink-0" />
      {t('reviews.notifyMe')}
    </button>
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
  const viewer = useViewer();
  if (viewer.kind === 'other') return null;
  // Holds the button's place, inert, until the session (or the customer's module) is there.
  const pending = <PendingNotifyButton describedBy={describedBy} />;
  return (
    <div className={`flex flex-col items-center gap-2 ${className}`}>
      {viewer.kind === 'customer' ? (
        <Suspense fallback={pending}>
          <CustomerNotifyButton
            agentId={agentId}
            name={name}
            customerId={viewer.customerId}
            describedBy={describedBy}
          />
        </Suspense>
      ) : viewer.kind === 'visitor' ? (
        <VisitorNotifyButton describedBy={describedBy} />
      ) : (
        pending
      )}
    </div>
  );
}
