import type { AdvisorLine } from '@app/shared/schemas/call-back';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PhoneIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdvisorLine, usePauseLine } from '../call-back-line-api.ts';
import { ConsoleCard } from './console-shell.tsx';

/** The pause switch's colours: amber while paused, the console's quiet grey while open. */
const SWITCH = {
  paused: { surface: 'bg-amber-50', edge: 'ring-amber-600', track: 'bg-amber-700' },
  open: { surface: 'bg-night-50', edge: 'ring-night-500', track: 'bg-night-500' },
} as const;

/**
 * The advisor's call-back line on the console's main page: who is about to be called back (said before
 * the phone rings), how many wait and their first names in order, and the switch that pauses new joins.
 */
export function CallBackLineCard({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const line = useAdvisorLine(agentId);
  return (
    <ConsoleCard title={t('callBack.console.title')} icon={<PhoneIcon className="size-5" />}>
      {line.data ? (
        <LineView agentId={agentId} line={line.data} />
      ) : line.isError ? (
        <>
          <Alert tone="error">{t('callBack.console.loadFailed')}</Alert>
          <button
            type="button"
            className={`${buttonClass('outlineDark', 'sm')} mt-3`}
            onClick={() => void line.refetch()}
          >
            {t('advisorConsole.errors.retry')}
          </button>
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </ConsoleCard>
  );
}

function LineView({ agentId, line }: { agentId: number; line: AdvisorLine }) {
  const { t } = useTranslation();
  const orderId = useId();
  const noteId = useId();
  const pause = usePauseLine(agentId);
  const colours = SWITCH[line.paused ? 'paused' : 'open'];
  const count = line.waiting.length;

  const toggle = () => {
    pause.mutate(!line.paused, {
      onSuccess: (next) =>
        toast.success(t(next.paused ? 'callBack.console.paused' : 'callBack.console.resumed')),
      onError: (error) => toast.error(messageOf(error, t('callBack.console.pauseFailed'))),
    });
  };

  return (
    <div className="grid gap-4">
      {line.callingBack !== null ? (
        <p
          role="alert"
          data-testid="call-back-calling"
          className="rounded-2xl bg-gold-100 px-4 py-3 text-lg leading-snug font-semibold text-night-900 ring-2 ring-gold-400"
        >
          {line.callingBack
            ? t('callBack.console.callingBack', { name: line.callingBack })
            : t('callBack.console.callingBackNoName')}
        </p>
      ) : null}

      <div>
        <p className="font-semibold text-night-900" data-testid="call-back-waiting-count">
          {count === 0 ? t('callBack.console.empty') : t('callBack.console.waiting', { count })}
        </p>
        {count > 0 ? (
          <>
            <p id={orderId} className="sr-only">
              {t('callBack.console.order')}
            </p>
            <ol aria-labelledby={orderId} className="mt-2 grid gap-1.5" data-testid="call-back-waiting">
              {line.waiting.map((customer, index) => (
                <li
                  // First names repeat; the order is what identifies a place.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is the line, in order.
                  key={index}
                  className="flex min-w-0 items-center gap-3 rounded-xl bg-night-50 px-3 py-2"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-night-700 text-sm font-semibold text-white tabular-nums"
                  >
                    {index + 1}
                  </span>
                  <span className="truncate font-medium text-night-900">
                    {customer.firstName || t('callBack.console.noName')}
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>

      <div>
        <button
          type="button"
          // A toggle button, not a second switch: the console's one switch is "taking calls".
          aria-pressed={line.paused}
          aria-describedby={noteId}
          disabled={pause.isPending}
          onClick={toggle}
          data-testid="call-back-pause"
          className={`flex w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left ring-1 transition-colors disabled:opacity-70 ${colours.surface} ${colours.edge}`}
        >
          <span className="font-semibold text-night-900">{t('callBack.console.pause')}</span>
          <span
            aria-hidden="true"
            className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${colours.track}`}
          >
            <span
              className={`absolute top-1 size-5 rounded-full bg-white shadow transition-[left] ${line.paused ? 'left-6' : 'left-1'}`}
            />
          </span>
        </button>
        <p id={noteId} className="mt-2 text-sm text-night-600">
          {line.paused ? t('callBack.console.paused') : t('callBack.console.pauseNote')}
        </p>
      </div>

      <p className="text-sm text-night-600">{t('callBack.console.intro')}</p>
    </div>
  );
}
