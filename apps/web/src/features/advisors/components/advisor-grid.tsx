import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangleIcon, RefreshIcon } from '../../../components/ui/action-icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFavorites } from '../../../lib/favorites.ts';
import { useViewer } from '../../trust-public/index.ts';
import { useAdvisorDirectory } from '../hooks/use-advisor-directory.ts';
import { useMinuteClock } from '../hooks/use-minute-clock.ts';
import {
  type AdvisorFilter,
  type AdvisorSort,
  DEFAULT_FILTER,
  DEFAULT_SORT,
  filterAdvisors,
  sortAdvisors,
  usableFilter,
} from '../lib/directory.ts';
import { AdvisorCard } from './advisor-card.tsx';
import { DirectoryToolbar } from './directory-toolbar.tsx';

/** How many cards load their photo eagerly: about one screenful on a desktop. */
const EAGER_PHOTOS = 4;

function DemoBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mb-8 flex flex-col gap-4 rounded-3xl border border-amber-300/70 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:px-6"
    >
      <AlertTriangleIcon className="hidden size-6 shrink-0 text-amber-600 sm:block" />
      <div className="flex-1">
        <p className="font-semibold text-amber-900">{t('advisors.demoBanner')}</p>
        <p className="mt-0.5 text-sm text-amber-900/80">{t('advisors.loadError')}</p>
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex items-center justify-center gap-2 self-start rounded-full bg-amber-900 px-5 py-2.5 text-sm font-semibold text-amber-50 transition-colors hover:bg-amber-800 disabled:cursor-wait disabled:opacity-80 sm:self-auto"
      >
        <RefreshIcon className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {t('advisors.tryAgain')}
      </button>
    </div>
  );
}

/**
 * The home directory: search, filter, Refresh, and a grid of cards that follow live statuses. Memoised:
 * the home page re-renders when the session settles, and the grid (every card) only needs `canCall`.
 */
export const AdvisorGrid = memo(function AdvisorGrid({ canCall }: { canCall: boolean }) {
  const { t } = useTranslation();
  const { state, refresh, isFetching } = useAdvisorDirectory();
  const [query, setQuery] = useState('');
  const [chosenFilter, setFilter] = useState<AdvisorFilter>(DEFAULT_FILTER);
  const [sort, setSort] = useState<AdvisorSort>(DEFAULT_SORT);
  const deferredQuery = useDeferredValue(query);
  const now = useMinuteClock();
  const viewer = useViewer();
  const customerId = viewer.kind === 'customer' ? viewer.customerId : '';
  // The same query as the profile's button and the dashboard: a change there shows here at once.
  const favorites = useFavorites(customerId).data;
  const filter = usableFilter(chosenFilter, customerId !== '');

  const advisors = state.kind === 'loading' ? null : state.advisors;
  const shown = useMemo(
    () =>
      advisors
        ? sortAdvisors(filterAdvisors(advisors, { query: deferredQuery, filter, favorites }), sort)
        : [],
    [advisors, deferredQuery, filter, favorites, sort],
  );

  return (
    <div>
      <DirectoryToolbar
        query={query}
        onQueryChange={setQuery}
        filter={filter}
        onFilterChange={setFilter}
        canFavorite={customerId !== ''}
        sort={sort}
        onSortChange={setSort}
        onRefresh={() => void refresh()}
        refreshing={isFetching}
      />

      {state.kind === 'demo' ? <DemoBanner onRetry={() => void refresh()} retrying={isFetching} /> : null}

      {state.kind === 'loading' ? (
        <div className="flex justify-center rounded-3xl py-20">
          <Spinner label={t('advisors.loading')} />
        </div>
      ) : shown.length === 0 ? (
        <p
          role="status"
          className="rounded-3xl border border-dashed border-night-700/20 bg-white/60 px-6 py-16 text-center text-night-800"
        >
          {t('advisors.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-7 xl:grid-cols-4">
          {shown.map((advisor, index) => (
            // Each card is laid out and painted when it nears the screen (content-visibility), so the
            // first paint does not pay for the cards below the fold; the clip margin leaves room for
            // the hover lift and its shadow.
            <li
              key={advisor.agentId}
              className="[contain-intrinsic-size:auto_620px] [content-visibility:auto] [overflow-clip-margin:3rem]"
            >
              <AdvisorCard advisor={advisor} canCall={canCall} now={now} eager={index < EAGER_PHOTOS} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
