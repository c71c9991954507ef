import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadMessages } from '../../../lib/messages/load.ts';
import { useAlerts } from '../api/trust-public.ts';
import { BellIcon } from './bell-icon.tsx';
import { notifyButtonClass, notifyTones } from './notify-styles.ts';

/** The dialog and its words (the account part's `trust`) load together, on the first click. */
const NotifyDialog = lazy(
  async () => (await Promise.all([import('./notify-dialog.tsx'), loadMessages('account')]))[0],
);

/**
 * A customer's "Notify me when available": their requests, and the dialog. Its own module, loaded only
 * for a signed-in customer, so a visitor's first page carries none of it.
 */
export function CustomerNotifyButton({
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
        className={`${notifyButtonClass} ${active ? notifyTones.active : notifyTones.idle}`}
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
