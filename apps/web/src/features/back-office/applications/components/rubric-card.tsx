import { RUBRIC, RUBRIC_MAX_SCORE, type RubricKey, rubricTotal } from '@app/shared/rules/rubric';
import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { messageOf } from '../../../../lib/api-client.ts';
import { BackOfficeCard } from '../../components/back-office-shell.tsx';
import { fieldClass } from '../../components/form-parts.tsx';
import { Badge } from '../../components/status-badges.tsx';
import { useRecordTestOutcome } from '../api.ts';
import {
  criterionReaches,
  draftOutcome,
  RUBRIC_SCORES,
  type RubricDraft,
  rubricDraftOf,
  scoresOf,
} from '../screening-forms.ts';
import { CardNote, confirmWhenDone } from './application-parts.tsx';
import { isOpen } from './screening-cards.tsx';

const cellClass = 'px-3 py-3 align-top first:pl-0 last:pr-0';

/**
 * The test reading's outcome on the rubric, in one table: a row per criterion (its words, a score from
 * 1 to 5, the mark it needs, whether it reaches it), then the total and the outcome rubricOutcome gives.
 * Scored while the application is open and its test reading is set; read only once decided.
 */
export function RubricCard({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const record = useRecordTestOutcome(application.id);
  const [draft, setDraft] = useState<RubricDraft>(() => rubricDraftOf(application.testScores));
  const [incomplete, setIncomplete] = useState(false);
  const captionId = useId();
  const editable = isOpen(application) && application.testReadingAt !== null;
  const outcome = draftOutcome(draft);
  const scores = scoresOf(draft);
  const outcomeWord = (value: 'pass' | 'fail') => t(`backOffice.applications.outcome.${value}`);

  if (!editable && application.testScores === null) {
    return (
      <BackOfficeCard title={t('backOffice.applications.outcome.title')}>
        <CardNote>
          {isOpen(application)
            ? t('backOffice.applications.outcome.notScheduled')
            : t('backOffice.applications.testReading.none')}
        </CardNote>
      </BackOfficeCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    if (!scores) {
      setIncomplete(true);
      return;
    }
    confirmWhenDone(record.mutateAsync(scores), (saved) =>
      t('backOffice.applications.outcome.recorded', {
        outcome: outcomeWord(saved.testOutcome ?? draftOutcome(draft) ?? 'fail'),
      }),
    );
  };
  const setScore = (key: RubricKey, value: string) => {
    setDraft({ ...draft, [key]: value });
    setIncomplete(false);
  };

  return (
    <BackOfficeCard
      title={t('backOffice.applications.outcome.title')}
      actions={
        application.testOutcome ? (
          <span className="text-sm text-night-700">
            {t('backOffice.applications.outcome.recordedAs', {
              outcome: outcomeWord(application.testOutcome),
            })}
          </span>
        ) : undefined
      }
    >
      <form noValidate onSubmit={submit} className="@container grid gap-4">
        <section
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
          className="-mx-5 overflow-x-auto px-5 focus-visible:outline-2 focus-visible:outline-night-500 sm:-mx-6 sm:px-6"
        >
          <table className="w-full border-collapse text-left text-sm" data-testid="rubric">
            <caption id={captionId} className="pb-3 text-left text-sm text-night-600">
              {t('backOffice.applications.outcome.caption')}
            </caption>
            <thead>
              <tr className="border-y border-night-100 text-xs font-semibold tracking-wide text-night-600 uppercase">
                <th scope="col" className={`${cellClass} py-2.5`}>
                  {t('backOffice.applications.outcome.criterion')}
                </th>
                <th scope="col" className={`${cellClass} py-2.5`}>
                  {t('backOffice.applications.outcome.score')}
                </th>
                <th scope="col" className={`${cellClass} py-2.5 @max-lg:hidden`}>
                  {t('backOffice.applications.outcome.passAt')}
                </th>
                <th scope="col" className={`${cellClass} py-2.5 @max-lg:hidden`}>
                  {t('backOffice.applications.outcome.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {RUBRIC.map((criterion) => (
                <RubricRow
                  key={criterion.key}
                  criterion={criterion}
                  score={draft[criterion.key]}
                  editable={editable}
                  invalid={incomplete && draft[criterion.key] === ''}
                  onScore={(value) => setScore(criterion.key, value)}
                />
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={`${cellClass} font-semibold text-night-900`}>
                  {scores
                    ? t('backOffice.applications.outcome.total', {
                        total: rubricTotal(scores),
                        max: RUBRIC.length * RUBRIC_MAX_SCORE,
                      })
                    : null}
                </th>
                <td colSpan={3} className={cellClass} data-testid="rubric-outcome">
                  {outcome ? (
                    <Badge tone={outcome === 'pass' ? 'good' : 'bad'}>{outcomeWord(outcome)}</Badge>
                  ) : null}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
        <p role="status" className="text-sm font-medium text-night-800">
          {outcome === 'pass'
            ? t('backOffice.applications.outcome.passes')
            : outcome === 'fail'
              ? t('backOffice.applications.outcome.fails')
              : t('backOffice.applications.outcome.pending')}
        </p>
        {incomplete ? <Alert tone="error">{t('backOffice.applications.outcome.incomplete')}</Alert> : null}
        {record.isError ? (
          <Alert tone="error">{messageOf(record.error, t('backOffice.applications.detail.failed'))}</Alert>
        ) : null}
        {editable ? (
          <button type="submit" disabled={record.isPending} className={`${buttonClass('night', 'md')} w-fit`}>
            {record.isPending
              ? t('backOffice.applications.outcome.recording')
              : t('backOffice.applications.outcome.record')}
          </button>
        ) : null}
      </form>
    </BackOfficeCard>
  );
}

/** Whether a score reaches its criterion's mark, as a badge; a dash while unscored. */
function Verdict({ reaches }: { reaches: boolean | null }) {
  const { t } = useTranslation();
  if (reaches === null) {
    return <span className="text-night-600">{t('backOffice.applications.outcome.unscored')}</span>;
  }
  return (
    <Badge tone={reaches ? 'good' : 'bad'}>
      {reaches ? t('backOffice.applications.outcome.reaches') : t('backOffice.applications.outcome.below')}
    </Badge>
  );
}

/**
 * One criterion: its words, its score (a select while it can be scored), the mark it needs and whether
 * the score reaches it. A narrow card has room for two columns only: the mark goes under the words and the
 * verdict under the score. The card decides by its own width (a container query): it is narrow beside the
 * application on a laptop as on a phone.
 */
function RubricRow({
  criterion,
  score,
  editable,
  invalid,
  onScore,
}: {
  criterion: (typeof RUBRIC)[number];
  score: string;
  editable: boolean;
  invalid: boolean;
  onScore: (value: string) => void;
}) {
  const { t } = useTranslation();
  const name = t(`backOffice.applications.rubric.${criterion.key}.name`);
  const reaches = criterionReaches(criterion.key, score);
  return (
    <tr className="border-b border-night-100" data-testid="rubric-row">
      <th scope="row" className={`${cellClass} font-normal`}>
        <span className="block font-semibold text-night-900">{name}</span>
        <span className="mt-0.5 block max-w-md text-xs text-night-600">
          {t(`backOffice.applications.rubric.${criterion.key}.description`)}
        </span>
        <span className="mt-1 block text-xs font-semibold text-night-800 @lg:hidden">
          {t('backOffice.applications.outcome.passAtLine', { score: criterion.passAt })}
        </span>
      </th>
      <td className={cellClass}>
        {editable ? (
          <select
            value={score}
            onChange={(event) => onScore(event.target.value)}
            aria-label={t('backOffice.applications.outcome.scoreLabel', { criterion: name })}
            aria-invalid={invalid || undefined}
            className={`${fieldClass} min-w-[5.5rem] py-2 ${invalid ? 'border-red-500' : 'border-night-100'}`}
          >
            <option value="">{t('backOffice.applications.outcome.unscored')}</option>
            {RUBRIC_SCORES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        ) : (
          <span className="font-semibold text-night-900 tabular-nums">
            {score || t('backOffice.applications.outcome.unscored')}
          </span>
        )}
        {reaches === null ? null : (
          <span className="mt-2 block @lg:hidden">
            <Verdict reaches={reaches} />
          </span>
        )}
      </td>
      <td
        className={`${cellClass} whitespace-nowrap tabular-nums @max-lg:hidden`}
        data-testid="rubric-pass-at"
      >
        {t('backOffice.applications.outcome.passAtValue', { score: criterion.passAt })}
      </td>
      <td className={`${cellClass} @max-lg:hidden`} data-testid="rubric-result">
        <Verdict reaches={reaches} />
      </td>
    </tr>
  );
}
