import { advisorSlug } from '@app/shared/rules/slug';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../../components/ui/icons.tsx';
import type { PsychicStatusRecord } from '../../../../lib/psychic-status.ts';

const linkClass =
  'group flex items-center gap-3 rounded-2xl bg-white px-4 py-3.5 shadow-card ring-1 ring-night-900/5 transition hover:shadow-card-hover hover:ring-night-600/20 sm:px-5';

function pathOf(advisor: PsychicStatusRecord): string {
  return `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
}

/** Which neighbour (previous, next) over the advisor's name. */
function NeighbourName({ label, name }: { label: string; name: string }) {
  return (
    <span className="min-w-0">
      <span className="block text-xs font-semibold tracking-wide text-gold-700 uppercase">{label}</span>
      <span className="block truncate font-display text-lg font-semibold text-night-900">{name}</span>
    </span>
  );
}

/** Previous and next advisor in the feed's order; none past either end. */
export function ProfileNeighbours({
  previous,
  next,
}: {
  previous: PsychicStatusRecord | undefined;
  next: PsychicStatusRecord | undefined;
}) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav aria-label={t('advisors.profile.neighbours')} className="grid gap-3 sm:grid-cols-2">
      {previous ? (
        <Link to={pathOf(previous)} rel="prev" className={linkClass}>
          <ArrowLeftIcon className="size-5 shrink-0 text-night-500 transition-transform group-hover:-translate-x-0.5" />
          <NeighbourName label={t('advisors.profile.previous')} name={previous.agentName} />
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <Link to={pathOf(next)} rel="next" className={`${linkClass} justify-end text-right`}>
          <NeighbourName label={t('advisors.profile.next')} name={next.agentName} />
          <ArrowRightIcon className="size-5 shrink-0 text-night-500 transition-transform group-hover:translate-x-0.5" />
        </Link>
      ) : null}
    </nav>
  );
}
