import { SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { derivePsychicStatus } from '@app/shared/rules/psychic-status';
import { advisorSlug } from '@app/shared/rules/slug';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdvisorPhoto } from '../../components/advisor/advisor-photo.tsx';
import { StatusBadge } from '../../components/advisor/status-badge.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFavorites } from '../../lib/favorites.ts';
import { type PsychicStatusRecord, usePsychicStatus } from '../../lib/psychic-status.ts';
import { favoriteAdvisors } from './favorite-advisors.ts';

function FavoriteRow({ advisor }: { advisor: PsychicStatusRecord }) {
  const { t } = useTranslation();
  const nameId = useId();
  const profilePath = `/psychic/${advisorSlug(advisor.agentName, advisor.agentId)}`;
  return (
    <li data-agent-id={advisor.agentId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="size-14 shrink-0 overflow-hidden rounded-full ring-1 ring-night-100">
        <AdvisorPhoto agentId={advisor.agentId} name={advisor.agentName} photoUrl={advisor.photoUrl} />
      </div>
      <div className="min-w-0 flex-1 basis-32">
        <p id={nameId} className="font-semibold break-words text-night-900">
          <Link
            to={profilePath}
            className="underline decoration-night-600/30 underline-offset-4 hover:decoration-night-800"
          >
            {advisor.agentName}
          </Link>
        </p>
        <p className="text-xs font-semibold tracking-wide text-gold-700">
          {t('advisors.extension', { agentId: advisor.agentId })}
        </p>
        <StatusBadge status={derivePsychicStatus(advisor)} className="mt-1" />
      </div>
      <a
        href={`tel:${SUPPORT_PHONE_TEL}`}
        aria-describedby={nameId}
        className={`${buttonClass('gold', 'sm')} shrink-0`}
      >
        <PhoneIcon className="size-4" />
        {t('advisors.callNow')}
      </a>
    </li>
  );
}

/** "Your favorite advisors": GET /api/me/favorites joined with the status feed every page polls. */
export function FavoritesCardContent({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites(customerId);
  const feed = usePsychicStatus();

  if (favorites.isError) return <Alert tone="error">{t('trust.favorites.loadError')}</Alert>;
  if (!favorites.data || (favorites.data.length > 0 && !feed.data)) {
    if (feed.isError) return <Alert tone="error">{t('trust.favorites.loadError')}</Alert>;
    return <Spinner label={t('common.loading')} />;
  }
  const advisors = favoriteAdvisors(favorites.data, feed.data ?? []);
  if (advisors.length === 0) return <p className="text-sm text-night-600">{t('trust.favorites.empty')}</p>;
  return (
    <ul className="-my-3 divide-y divide-night-100">
      {advisors.map((advisor) => (
        <FavoriteRow key={advisor.agentId} advisor={advisor} />
      ))}
    </ul>
  );
}
