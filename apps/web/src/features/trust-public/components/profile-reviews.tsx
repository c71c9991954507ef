import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { elisionContext } from '@app/shared/rules/french-elision';
import type { PublicReview } from '@app/shared/schemas/trust';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../../components/advisor/profile-section.tsx';
import { MessageIcon } from '../../../components/ui/action-icons.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateTimeFormat } from '../../../lib/formats.ts';
import { loadMessages } from '../../../lib/messages/load.ts';
import { useAdvisorReviews } from '../api/trust-public.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { pageCount } from '../lib/trust-public.ts';
import { RatingSummary, Stars } from './rating-summary.tsx';

/** A review's day in the page's language: 'November 24, 2026' / '24 novembre 2026'. */
function reviewDate(iso: string): string {
  return dateTimeFormat({ dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(new Date(iso));
}

function ReviewItem({ review, advisorName }: { review: PublicReview; advisorName: string }) {
  const { t } = useTranslation();
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <article data-review-id={review.id}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-night-900">{review.author ?? t('trust.comments.aCustomer')}</p>
          <p className="text-sm text-ink/65">
            <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
            {review.edited ? <span className="ml-2 italic">({t('trust.comments.edited')})</span> : null}
          </p>
        </div>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink/75">
          <Stars value={review.rating} />
          <span>{t('reviews.stars', { rating: review.rating })}</span>
        </p>
        {review.comment ? (
          // Plain text with the author's line breaks; React escapes it.
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink/85">{review.comment}</p>
        ) : null}
        {review.reply ? (
          <div className="mt-3 rounded-2xl bg-night-50 px-4 py-3 ring-1 ring-night-900/5">
            <p className="text-sm font-semibold text-night-800">
              {t('trust.comments.reply', { name: advisorName, context: elisionContext(advisorName) })}
            </p>
            <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink/85">
              {review.reply.text}
            </p>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The profile's 'Comments' card: the advisor's visible reviews, newest first, ten a page, with
 * Newer/Older. Read for everyone from the public route; nothing personal is shown but the author's first
 * name and initial.
 */
export function ProfileReviews({ agentId, advisorName }: { agentId: number; advisorName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const cardRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(cardRef);
  const query = useAdvisorReviews(agentId, page, near);
  // The list's words come with the account part of the catalogue, asked for with the reviews, so the
  // first screen carries none of them.
  const [wordsReady, setWordsReady] = useState(false);
  useEffect(() => {
    if (!near) return;
    let live = true;
    loadMessages('account').then(
      () => live && setWordsReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near]);
  const listRef = useRef<HTMLDivElement>(null);
  const data = wordsReady ? query.data : undefined;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  const go = (next: number) => {
    setPage(next);
    // The button pressed may disappear or be disabled on the new page: the reader goes on from the list.
    listRef.current?.focus({ preventScroll: true });
    listRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <ProfileSection title={t('advisors.profile.comments')} icon={<MessageIcon className="size-5" />}>
      <div ref={cardRef} />
      {data === undefined ? (
        query.isError && wordsReady ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-ink/75">
              {t('trust.comments.loadError')}
            </p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className={buttonClass('outlineDark', 'sm')}
            >
              {t('common.tryAgain')}
            </button>
          </div>
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : data.reviews.length === 0 ? (
        <p className="text-ink/70">{t('trust.comments.empty')}</p>
      ) : (
        <div ref={listRef} tabIndex={-1} className="focus:outline-none" data-testid="reviews">
          <RatingSummary rating={data.summary} className="mb-5" />
          <ol
            aria-busy={query.isPlaceholderData}
            className={`divide-y divide-night-900/8 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} advisorName={advisorName} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav
              aria-label={t('advisors.profile.comments')}
              className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-night-900/8 pt-5"
            >
              <button
                type="button"
                onClick={() => go(page - 1)}
                disabled={page <= 1 || query.isPlaceholderData}
                className={buttonClass('outlineDark', 'sm')}
              >
                <ArrowLeftIcon className="size-4" />
                {t('trust.comments.previous')}
              </button>
              <p aria-live="polite" className="text-sm text-ink/70 tabular-nums">
                {t('trust.comments.page', { page: data.page, pages })}
              </p>
              <button
                type="button"
                onClick={() => go(page + 1)}
                disabled={page >= pages || query.isPlaceholderData}
                className={buttonClass('outlineDark', 'sm')}
              >
                {t('trust.comments.next')}
                <ArrowRightIcon className="size-4" />
              </button>
            </nav>
          ) : null}
        </div>
      )}
    </ProfileSection>
  );
}
