import { BREAK_DAYS, pauseEnd, SELF_EXCLUSION_MONTHS } from '@app/shared/rules/spending-limits';
import type { PauseBody } from '@app/shared/schemas/spending-limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../../components/ui/dialog-actions.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatLongDate } from '../../../../lib/formats.ts';
import { toast } from '../../../../lib/toast.ts';
import { useSpendingLimits, useStartPause } from '../../api/spending-limits.ts';

/** Three to a row on a 360 px phone: narrower sides than a usual button, so '90 jours' fits on one line. */
const choiceButton = buttonClass('outlineDark', 'md', 'wrap').replace('px-5', 'px-2');

/** The break or self-exclusion asked for, and when it would end (said in the confirmation). */
interface Choice {
  body: PauseBody;
  until: Date;
}

function choiceOf(body: PauseBody, now: Date): Choice {
  const length = 'days' in body ? { days: body.days } : { months: body.selfExclusionMonths };
  return { body, until: pauseEnd(now, length) };
}

/**
 * /profile's "Take a break": a break of 7, 30 or 90 days, or a self-exclusion of 6, 12 or 24 months, each
 * confirmed in a dialog that says when it would end. Neither can be ended early; while one is under way
 * its end is shown above the buttons (a longer one may still be started; the server decides).
 */
export function PauseCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const exclusionGroupId = useId();
  const limits = useSpendingLimits(customerId);
  const start = useStartPause(customerId);
  const [choice, setChoice] = useState<Choice | null>(null);
  const pause = limits.data?.pause ?? null;
  const paused = pause !== null && new Date(pause.until).getTime() > Date.now();

  const ask = (body: PauseBody) => {
    start.reset();
    setChoice(choiceOf(body, new Date()));
  };
  const close = () => setChoice(null);
  const confirm = () => {
    if (!choice || start.isPending) return;
    start.mutate(choice.body, {
      onSuccess: () => {
        toast.success(t('spendingLimits.pause.started'));
        close();
      },
    });
  };

  return (
    <section
      aria-labelledby="pause-title"
      className="mx-auto mt-8 max-w-xl rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9"
    >
      <h2 id="pause-title" className="font-display text-2xl text-night-900">
        {t('spendingLimits.pause.title')}
      </h2>
      <p className="mt-2 text-night-700">{t('spendingLimits.pause.intro')}</p>
      {paused && pause ? (
        <div className="mt-4" data-testid="pause-status">
          <Alert tone="info">
            {t(pause.kind === 'break' ? 'spendingLimits.pause.onBreak' : 'spendingLimits.pause.onExclusion', {
              date: formatLongDate(new Date(pause.until)),
            })}
          </Alert>
        </div>
      ) : null}
      <fieldset aria-labelledby="pause-title" className="mt-5">
        <div className="grid grid-cols-3 gap-2">
          {BREAK_DAYS.map((days) => (
            <button key={days} type="button" onClick={() => ask({ days })} className={choiceButton}>
              {t('spendingLimits.pause.break', { days })}
            </button>
          ))}
        </div>
      </fieldset>
      <p id={exclusionGroupId} className="mt-6 text-night-700">
        {t('spendingLimits.pause.exclusionIntro')}
      </p>
      <fieldset aria-labelledby={exclusionGroupId} className="mt-3">
        <div className="grid grid-cols-3 gap-2">
          {SELF_EXCLUSION_MONTHS.map((months) => (
            <button
              key={months}
              type="button"
              onClick={() => ask({ selfExclusionMonths: months })}
              className={choiceButton}
            >
              {t('spendingLimits.pause.exclusion', { months })}
            </button>
          ))}
        </div>
      </fieldset>

      <Dialog open={choice !== null} onClose={close} title={t('spendingLimits.pause.title')}>
        {choice ? (
          <>
            <p className="text-night-700" data-testid="pause-confirmation">
              {t(
                'days' in choice.body
                  ? 'spendingLimits.pause.confirmBreak'
                  : 'spendingLimits.pause.confirmExclusion',
                {
                  date: formatLongDate(choice.until),
                },
              )}
            </p>
            {start.isError ? (
              <div className="mt-4">
                <Alert tone="error">{messageOf(start.error, t('spendingLimits.pause.failed'))}</Alert>
              </div>
            ) : null}
            <DialogActions dismissLabel={t('spendingLimits.pause.cancel')} onDismiss={close}>
              <button
                type="button"
                onClick={confirm}
                disabled={start.isPending}
                className={buttonClass('night', 'md')}
              >
                {t('spendingLimits.pause.confirm')}
              </button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
