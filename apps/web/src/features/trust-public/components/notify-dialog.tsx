import { elisionContext } from '@app/shared/rules/french-elision';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAlerts, useCancelAlert, useSaveAlert } from '../api/trust-public.ts';
import { initialChannel, type NotifyChannel } from '../lib/trust-public.ts';

interface NotifyDialogProps {
  open: boolean;
  onClose: () => void;
  agentId: number;
  name: string;
  customerId: string;
}

/** The form, mounted once the alerts are known so its first choices are the alert's in force. */
function NotifyForm({
  agentId,
  name,
  customerId,
  canText,
  current,
  onDone,
}: Omit<NotifyDialogProps, 'open' | 'onClose'> & {
  canText: boolean;
  current: { channel: NotifyChannel; nightOk: boolean } | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [channel, setChannel] = useState<NotifyChannel>(initialChannel(canText, current?.channel));
  const [nightOk, setNightOk] = useState(current?.nightOk ?? false);
  const save = useSaveAlert(customerId);
  const cancel = useCancelAlert(customerId);
  const busy = save.isPending || cancel.isPending;
  const failure = save.error ?? cancel.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    cancel.reset();
    save.mutate(
      { agentId, choice: { channel, nightOk } },
      {
        onSuccess: () => {
          toast.success(t('trust.notify.saved', { name }));
          onDone();
        },
      },
    );
  };

  const onCancel = () => {
    save.reset();
    cancel.mutate(agentId, {
      onSuccess: () => {
        toast.success(t('trust.notify.cancelled'));
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm leading-relaxed text-ink/80">
        {t('trust.notify.text', { name, context: elisionContext(name) })}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-night-800">
          {t('trust.notify.channelLabel')}
        </legend>
        {(['sms', 'email'] as const).map((value) => {
          const disabled = value === 'sms' && !canText;
          return (
            <label
              key={value}
              className={`flex items-center gap-2 rounded-xl border border-night-100 px-3 py-2.5 text-sm font-semibold text-night-800 has-checked:border-night-600 has-checked:bg-night-50 ${
                disabled ? 'cursor-not-allowed text-night-800/60' : 'cursor-pointer'
              }`}
            >
              <input
                type="radio"
                name="channel"
                value={value}
                checked={channel === value}
                disabled={disabled}
                aria-describedby={disabled ? hintId : undefined}
                onChange={() => setChannel(value)}
                className="size-4 accent-night-700"
              />
              {t(value === 'sms' ? 'trust.notify.sms' : 'trust.notify.email')}
            </label>
          );
        })}
        {canText ? null : (
          <p id={hintId} className="text-sm text-ink/70">
            {t('trust.notify.noPhone')}
          </p>
        )}
      </fieldset>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-night-800">
        <input
          type="checkbox"
          checked={nightOk}
          onChange={(event) => setNightOk(event.currentTarget.checked)}
          className="size-4 accent-night-700"
        />
        {t('trust.notify.night')}
      </label>
      {failure ? <Alert tone="error">{messageOf(failure, t('auth.signIn.errors.unexpected'))}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('night', 'md')}>
          {t('trust.notify.submit')}
        </button>
        {current ? (
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={buttonClass('outlineDark', 'md')}
          >
            {t('trust.notify.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * "Notify me when available": how to tell the customer when this advisor next takes calls.
 * Its words are the account part's (`trust`), loaded with this module (see notify-button.tsx).
 */
export default function NotifyDialog({ open, onClose, agentId, name, customerId }: NotifyDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts(customerId);
  const current = alerts.data?.alerts.find((alert) => alert.agentId === agentId);
  return (
    <Dialog open={open} onClose={onClose} title={t('trust.notify.title', { name })}>
      {alerts.data ? (
        <NotifyForm
          agentId={agentId}
          name={name}
          customerId={customerId}
          canText={alerts.data.canText}
          current={current}
          onDone={onClose}
        />
      ) : alerts.isError ? (
        <Alert tone="error">{messageOf(alerts.error, t('auth.signIn.errors.unexpected'))}</Alert>
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </Dialog>
  );
}
