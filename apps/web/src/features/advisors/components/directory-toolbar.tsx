import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, SearchIcon } from '../../../components/ui/action-icons.tsx';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { type AdvisorFilter, type AdvisorSort, isAdvisorFilter, isAdvisorSort } from '../lib/directory.ts';

interface DirectoryToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  filter: AdvisorFilter;
  onFilterChange: (filter: AdvisorFilter) => void;
  /** Offers 'Favorites' (signed-in customers). */
  canFavorite: boolean;
  sort: AdvisorSort;
  onSortChange: (sort: AdvisorSort) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

const fieldClass =
  'h-12 w-full rounded-full border-0 bg-night-50 text-sm text-night-900 sm:text-[0.9375rem] ring-1 ring-night-700/10 transition placeholder:text-night-900/45 hover:ring-night-700/25 focus:bg-white focus:ring-2 focus:ring-night-600 focus:outline-none';

export function DirectoryToolbar({
  query,
  onQueryChange,
  filter,
  onFilterChange,
  canFavorite,
  sort,
  onSortChange,
  onRefresh,
  refreshing,
}: DirectoryToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const filterId = useId();
  const sortId = useId();

  return (
    <search className="mb-8 flex flex-col gap-2.5 rounded-3xl bg-white p-2 shadow-card ring-1 ring-night-900/5 sm:mb-10 sm:gap-3 sm:p-3 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t('advisors.searchLabel')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 sm:left-4 -translate-y-1/2 text-night-500/70" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          placeholder={t('advisors.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={`${fieldClass} pr-3 pl-10 sm:pl-11`}
        />
      </div>
      {/* A phone: the filter on its own row (French labels run long), then the sort and Refresh. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2.5 sm:flex sm:gap-3">
        <div className="relative col-span-2 sm:flex-1 lg:w-52 lg:flex-none">
          <label htmlFor={filterId} className="sr-only">
            {t('advisors.filterLabel')}
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isAdvisorFilter(value)) onFilterChange(value);
            }}
            className={`${fieldClass} cursor-pointer appearance-none pr-9 pl-4 font-medium sm:pl-5`}
          >
            <option value="available">{t('advisors.filterAvailable')}</option>
            <option value="all">{t('advisors.filterAll')}</option>
            {canFavorite ? <option value="favorites">{t('reviews.filterFavorites')}</option> : null}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-night-600" />
        </div>
        <div className="relative min-w-0 sm:flex-1 lg:w-44 lg:flex-none">
          <label htmlFor={sortId} className="sr-only">
            {t('reviews.sortLabel')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isAdvisorSort(value)) onSortChange(value);
            }}
            className={`${fieldClass} cursor-pointer appearance-none pr-8 pl-3.5 font-medium sm:pr-9 sm:pl-5`}
          >
            <option value="recommended">{t('reviews.sortDefault')}</option>
            <option value="rating">{t('reviews.sortRating')}</option>
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-night-600 sm:right-4" />
        </div>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-night-700 px-4 sm:px-5 text-sm font-semibold tracking-wide text-white shadow-card transition-colors hover:bg-night-600 disabled:cursor-wait disabled:opacity-80"
        >
          <RefreshIcon className={`size-4 ${refreshing ? 'motion-safe:animate-spin' : ''}`} />
          {t('advisors.refresh')}
        </button>
      </div>
    </search>
  );
}
