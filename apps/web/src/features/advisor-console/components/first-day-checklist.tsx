import { checklistComplete } from '@app/shared/rules/advisor-checklist';
import type { AdvisorChecklist, ChecklistItem } from '@app/shared/schemas/application-screening';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PhoneIcon, SparklesIcon, StrokeIcon } from '../../../components/ui/icons.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { TEST_CALL_POLL_MS, useChecklist, useTestCall } from '../checklist-api.ts';
import { ConsoleCard } from './console-shell.tsx';

/** How long after "Call yourself" the checklist is watched for the answer (the phone rings 30 s). */
const RING_WATCH_MS = 2 * 60_000;

/** Where each item is done in the console; the test call is a button instead. */
const WHERE: Record<Exclude<ChecklistItem, 'testCall'>, string> = {
  photo: '/advisor/profile#photo',
  voice: '/advisor/profile#voice',
  hours: '/advisor/profile#hours',
  payoutProfile: '/advisor/payout-profile',
};

function CheckIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className} strokeWidth={2.4}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  );
}

/**
 * A new advisor's first-day checklist, at the top of the console's main page: what is left to do, each
 * with a link to where it is done, and "Call yourself". While staff have not published the profile, it
 * says customers do not see it yet. Once every item is done it says "you're all set" (for good once the
 * profile is published only if the last item was done during this visit); nothing for an advisor who did
 * not come through an application.
 */
export function FirstDayChecklist({
  agentId,
  pollMs = TEST_CALL_POLL_MS,
}: {
  agentId: number;
  /** How often the checklist is read while the test call rings. */
  pollMs?: number;
}) {
  const [ringingSince, setRingingSince] = useState<number | null>(null);
  const checklist = useChecklist(agentId, { pollMs: ringingSince === null ? false : pollMs });
  const testCall = useTestCall(agentId);
  const data = checklist.data;
  const testCallDone = data?.items.some((item) => item.key === 'testCall' && item.done) ?? false;
  const complete = data ? checklistComplete(data) : false;
  // Seen with something left to do: finishing it shows "you're all set" rather than making the card vanish.
  const [sawIncomplete, setSawIncomplete] = useState(false);
  useEffect(() => {
    if (data && !complete) setSawIncomplete(true);
  }, [data, complete]);

  useEffect(() => {
    if (ringingSince === null) return;
    if (testCallDone) {
      setRingingSince(null);
      return;
    }
    const timer = setTimeout(() => setRingingSince(null), RING_WATCH_MS);
    return () => clearTimeout(timer);
  }, [ringingSince, testCallDone]);

  if (!data) return null;
  if (complete) {
    return data.published && !sawIncomplete ? null : <AllSet published={data.published} />;
  }
  return (
    <ChecklistCard
      checklist={data}
      calling={testCall.isPending}
      ringing={ringingSince !== null}
      error={testCall.isError ? testCall.error : undefined}
      onCall={() =>
        testCall.mutate(undefined, {
          onSuccess: () => setRingingSince(Date.now()),
        })
      }
    />
  );
}

function NotPublished() {
  const { t } = useTranslation();
  return (
    <p
      className="rounded-2xl bg-gold-50 px-4 py-3 text-sm text-night-800 ring-1 ring-gold-300"
      data-testid="checklist-not-published"
    >
      {t('advisorChecklist.notPublished')}
    </p>
  );
}

function AllSet({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <ConsoleCard title={t('advisorChecklist.allSet.title')} icon={<CheckIcon className="size-5" />}>
      <div className="grid gap-3">
        <p className="text-night-700">{t('advisorChecklist.allSet.text')}</p>
        {published ? null : <NotPublished />}
      </div>
    </ConsoleCard>
  );
}

function ChecklistCard({
  checklist,
  calling,
  ringing,
  error,
  onCall,
}: {
  checklist: NonNullable<AdvisorChecklist>;
  calling: boolean;
  ringing: boolean;
  error: unknown;
  onCall: () => void;
}) {
  const { t } = useTranslation();
  const done = checklist.items.filter((item) => item.done).length;
  const total = checklist.items.length;
  return (
    <ConsoleCard title={t('advisorChecklist.title')} icon={<SparklesIcon className="size-5" />}>
      <div className="grid gap-4">
        <div className="grid gap-2">
          <p className="text-night-700">{t('advisorChecklist.intro')}</p>
          <p className="text-sm font-semibold text-night-900 tabular-nums" data-testid="checklist-progress">
            {t('advisorChecklist.progress', { done, total })}
          </p>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-night-100">
            <div className="h-full rounded-full bg-gold-400" style={{ width: `${(done / total) * 100}%` }} />
          </div>
        </div>
        {checklist.published ? null : <NotPublished />}
        <ol className="grid gap-2" data-testid="checklist-items">
          {checklist.items.map((item, index) =>
            item.key === 'testCall' ? (
              <Item
                key={item.key}
                item={item.key}
                done={item.done}
                number={index + 1}
                action={<TestCallAction calling={calling} onCall={onCall} />}
                notice={
                  <>
                    {ringing ? (
                      <Alert tone="info">{t('advisorChecklist.items.testCall.expect')}</Alert>
                    ) : null}
                    {error ? (
                      <Alert tone="error">
                        {messageOf(error, t('advisorChecklist.items.testCall.failed'))}
                      </Alert>
                    ) : null}
                  </>
                }
              />
            ) : (
              <Item
                key={item.key}
                item={item.key}
                done={item.done}
                number={index + 1}
                action={
                  <Link to={WHERE[item.key]} className={buttonClass('night', 'sm', 'wrap')}>
                    {t(`advisorChecklist.items.${item.key}.action`)}
                  </Link>
                }
              />
            ),
          )}
        </ol>
      </div>
    </ConsoleCard>
  );
}

/**
 * One step: done ones fold to their title; the others say what to do, with where to do it beside the
 * words on a wide screen and under them on a phone. `notice` (the test call's) runs under the whole step.
 */
function Item({
  item,
  done,
  number,
  action,
  notice,
}: {
  item: ChecklistItem;
  done: boolean;
  number: number;
  action: ReactNode;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid={`checklist-${item}`}
      className={`flex min-w-0 gap-3 rounded-2xl px-3 py-3 ${done ? 'bg-night-50' : 'ring-1 ring-night-100'}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-semibold tabular-nums ${
          done ? 'bg-emerald-700 text-white' : 'bg-night-100 text-night-700'
        }`}
      >
        {done ? <CheckIcon className="size-4" /> : number}
      </span>
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="grid gap-3 sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className={`font-semibold ${done ? 'text-night-600' : 'text-night-900'}`}>
                {t(`advisorChecklist.items.${item}.title`)}
              </span>
              <span
                className={`text-xs font-semibold tracking-wide uppercase ${done ? 'text-emerald-800' : 'text-night-500'}`}
              >
                {done ? t('advisorChecklist.done') : t('advisorChecklist.toDo')}
              </span>
            </p>
            {done ? null : (
              <p className="text-sm text-night-600">{t(`advisorChecklist.items.${item}.text`)}</p>
            )}
          </div>
          {done ? null : <div className="justify-self-start sm:shrink-0">{action}</div>}
        </div>
        {done ? null : notice}
      </div>
    </li>
  );
}

function TestCallAction({ calling, onCall }: { calling: boolean; onCall: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-end">
      <button
        type="button"
        onClick={onCall}
        disabled={calling}
        className={buttonClass('night', 'sm', 'wrap')}
        data-testid="checklist-call-yourself"
      >
        <PhoneIcon className="size-4" />
        {calling ? t('advisorChecklist.items.testCall.calling') : t('advisorChecklist.items.testCall.action')}
      </button>
      <Link
        to="/advisor/profile#phone"
        className="text-sm font-semibold text-night-700 underline underline-offset-2"
      >
        {t('advisorChecklist.items.testCall.changeNumber')}
      </Link>
    </div>
  );
}
