import { isProvince } from '@app/shared/rules/provinces';
import type { ApplicationStatus, ReadingStyle, Specialty } from '@app/shared/schemas/applications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../../components/ui/icons.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { toast } from '../../../../lib/toast.ts';
import { Badge } from '../../components/status-badges.tsx';
import { APPLICATIONS_PATH } from '../paths.ts';
import type { ApplicationLanguage } from '../search-params.ts';

const STATUS_TONES = {
  new: 'neutral',
  screening: 'neutral',
  test_reading: 'neutral',
  approved: 'good',
  rejected: 'bad',
  withdrawn: 'bad',
} as const satisfies Record<ApplicationStatus, string>;

/** Where an application stands, as a badge (decided ones in green or red). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`backOffice.applications.statuses.${status}`)}</Badge>;
}

/**
 * The form's lists in the form's own words (the `apply` section): a language, a list of languages,
 * specialties or styles joined as one line, a province's name.
 */
export function useApplicationWords() {
  const { t } = useTranslation();
  return useMemo(() => {
    const language = (code: ApplicationLanguage) => t(`apply.languages.${code}`);
    return {
      language,
      languages: (codes: readonly ApplicationLanguage[]) => codes.map(language).join(', '),
      specialties: (codes: readonly Specialty[]) =>
        codes.map((code) => t(`apply.specialties.${code}`)).join(', '),
      styles: (codes: readonly ReadingStyle[]) => codes.map((code) => t(`apply.styles.${code}`)).join(', '),
      province: (code: string) => (isProvince(code) ? t(`provinces.${code}`) : code),
    };
  }, [t]);
}

/** Over an application's heading: the way back to the queue. */
export function BackToQueue() {
  const { t } = useTranslation();
  return (
    <Link
      to={APPLICATIONS_PATH}
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-gold-200 hover:text-white"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {t('backOffice.applications.detail.back')}
    </Link>
  );
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[30vh] items-center justify-center">
      <Spinner label={t('backOffice.common.loading')} />
    </div>
  );
}

/** A card's line about what it cannot do yet, or who may do it. */
export function CardNote({ children }: { children: string }) {
  return <p className="text-sm text-night-600">{children}</p>;
}

/**
 * Confirms a change with a toast once the server accepts it, even when the card that asked is gone by
 * then (the application moved on to its next step). A refusal shows in the card, from the mutation's
 * state, so it is not raised again here.
 */
export function confirmWhenDone<R>(change: Promise<R>, message: (result: R) => string): void {
  change.then(
    (result) => toast.success(message(result)),
    () => undefined,
  );
}
