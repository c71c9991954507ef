import { advisorSlug } from '@app/shared/rules/slug';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type PsychicStatusRecord, usePsychicStatus } from '../api/get-psychic-status.ts';
import { AdvisorPhoto } from './advisor-photo.tsx';

function AdvisorCard({ advisor }: { advisor: PsychicStatusRecord }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card sm:rounded-3xl ring-1 ring-night-900/5 transition duration-300 hover:shadow-card-hover motion-safe:hover:-translate-y-1">
      <div className="aspect-square overflow-hidden bg-night-800">
        <AdvisorPhoto name={advisor.agentName} photoUrl={advisor.photoUrl} />
      </div>
      <div className="flex flex-1 flex-col gap-1 px-3.5 pt-3 pb-4 sm:px-5 sm:pt-4 sm:pb-5">
        <h3 className="font-display text-base leading-snug font-semibold text-night-900 sm:text-xl">
          {/* The stretched link makes the whole card one target without nesting interactive content. */}
          <Link
            to={`/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`}
            className="rounded after:absolute after:inset-0 after:rounded-2xl sm:after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-night-600"
          >
            {advisor.agentName}
          </Link>
        </h3>
        <p className="text-xs font-semibold tracking-wide text-gold-700 sm:text-sm">
          {t('advisors.extension', { agentId: advisor.agentId })}
        </p>
      </div>
    </article>
  );
}

/** The first cut of the directory: every advisor in feed order. Search, filters and polling come later. */
export function AdvisorList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = usePsychicStatus();

  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('advisors.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-5 rounded-3xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-night-900/5">
        <p role="alert" className="text-night-800">
          {t('advisors.loadError')}
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={buttonClass('night', 'md')}
        >
          {t('advisors.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4 lg:gap-8">
      {data.map((advisor) => (
        <li key={advisor.agentId}>
          <AdvisorCard advisor={advisor} />
        </li>
      ))}
    </ul>
  );
}
