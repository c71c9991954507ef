import { BUSINESS_TIME_ZONE } from '@app/shared/constants';
import { type consoleReviewsSchema, REVIEW_REPLY_MAX, replyBodySchema } from '@app/shared/schemas/trust';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FieldLabel, FieldNotes } from '../../../../components/ui/form-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { dateTimeFormat, pageLocale } from '../../../../lib/formats.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { consoleReviewsQueryOptions, useReplyToReview } from '../../reviews-api.ts';
import {
  formatAverage,
  isAlreadyReplied,
  pageCount,
  reviewAction,
  reviewsPageOf,
} from '../../reviews-view.ts';
import { ConsoleCard, ConsoleShell } from '../console-shell.tsx';
import { ReviewStars } from './review-stars.tsx';

type ConsoleReviews = z.infer<typeof consoleReviewsSchema>;
type ConsoleReview = ConsoleReviews['reviews'][number];

/** 'Nov 26, 2026' (« 26 nov. 2026 ») on the business clock. */
const dateOf = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE }).format(new Date(iso));

/**
 * /advisor/reviews: the advisor's rating, then their reviews newest first, ten a page (the page is in
 * the address). A review without a reply offers the one public reply it may take; one our team hid is
 * marked, its text withheld.
 */
export function AdvisorReviewsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = reviewsPageOf(searchParams);
  const reviews = useQuery(consoleReviewsQueryOptions(page));

  const shell = (children: React.ReactNode) => (
    <ConsoleShell
      title={t('consoleReviews.title')}
      heading={t('consoleReviews.title')}
      subline={t('consoleReviews.subline')}
    >
      {children}
    </ConsoleShell>
  );

  if (reviews.isError && !reviews.data) {
    return shell(
      <div className="grid justify-items-start gap-4">
        <Alert tone="error">{t('consoleReviews.loadError')}</Alert>
        <button type="button" className={buttonClass('night', 'md')} onClick={() => void reviews.refetch()}>
          {t('consoleReviews.retry')}
        </button>
      </div>,
    );
  }
  if (!reviews.data) {
    return shell(
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>,
    );
  }
  const data = reviews.data;
  const pages = pageCount(data.total, data.pageSize);
  const goTo = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return shell(
    <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
      <Summary data={data} />
      <ConsoleCard title={t('consoleReviews.listLabel')}>
        {data.reviews.length === 0 ? (
          <p className="text-night-600">{t('consoleReviews.empty')}</p>
        ) : (
          <>
            <ul className="grid divide-y divide-night-100" aria-busy={reviews.isFetching || undefined}>
              {data.reviews.map((review) => (
                <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav
                aria-label={t('consoleReviews.pagination')}
                className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-night-100 pt-4"
              >
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                  className={`${buttonClass('outlineDark', 'md')} min-h-11`}
                >
                  {t('consoleReviews.previous')}
                </button>
                <span className="text-sm text-night-700 tabular-nums">
                  {t('consoleReviews.page', { page: Math.min(page, pages), pages })}
                </span>
                <button
                  type="button"
                  disabled={page >= pages}
                  onClick={() => goTo(page + 1)}
                  className={`${buttonClass('outlineDark', 'md')} min-h-11`}
                >
                  {t('consoleReviews.next')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </ConsoleCard>
    </div>,
  );
}

/** The rating customers see on the profile (visible reviews only), and the rule of replies. */
function Summary({ data }: { data: ConsoleReviews }) {
  const { t } = useTranslation();
  const summary = data.summary;
  return (
    <ConsoleCard title={t('consoleReviews.summaryLabel')}>
      {summary && summary.count > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="reviews-summary">
          <p className="font-display text-4xl font-semibold text-night-900 tabular-nums">
            {formatAverage(summary.average, pageLocale())}
          </p>
          <div className="grid gap-1">
            <ReviewStars
              rating={summary.average}
              label={t('consoleReviews.average', { average: formatAverage(summary.average, pageLocale()) })}
              size="lg"
            />
            <p className="text-sm text-night-600">{t('consoleReviews.count', { count: summary.count })}</p>
          </div>
        </div>
      ) : (
        <p className="text-night-600">{t('consoleReviews.noRating')}</p>
      )}
      <p className="mt-4 text-sm text-night-700">{t('consoleReviews.intro')}</p>
    </ConsoleCard>
  );
}

function ReviewItem({ review }: { review: ConsoleReview }) {
  const { t } = useTranslation();
  const action = reviewAction(review);
  const date = dateOf(review.createdAt);
  return (
    <article className="grid gap-2" data-testid="console-review" aria-label={date}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} label={t('consoleReviews.stars', { rating: review.rating })} />
        <p className="text-sm text-night-600">
          <span className="font-semibold text-night-900">
            {review.author ?? t('consoleReviews.aCustomer')}
          </span>
          {' · '}
          <time dateTime={review.createdAt}>{date}</time>
          {review.edited ? ` · ${t('consoleReviews.edited')}` : null}
        </p>
      </div>
      {action === 'hidden' ? (
        <div className="rounded-xl bg-night-50 px-4 py-3 ring-1 ring-night-100">
          <p className="text-sm font-semibold text-night-900">{t('consoleReviews.hidden')}</p>
          <p className="mt-0.5 text-sm text-night-700">{t('consoleReviews.hiddenText')}</p>
        </div>
      ) : review.comment ? (
        <p className="whitespace-pre-line text-night-800 [overflow-wrap:anywhere]">{review.comment}</p>
      ) : (
        <p className="text-sm text-night-600 italic">{t('consoleReviews.noComment')}</p>
      )}
      {review.reply ? (
        <div className="ml-3 border-l-2 border-gold-400 pl-3">
          <p className="text-xs font-semibold tracking-wide text-night-600 uppercase">
            {t('consoleReviews.yourReply', { date: dateOf(review.reply.at) })}
          </p>
          <p className="mt-1 whitespace-pre-line text-night-800 [overflow-wrap:anywhere]">
            {review.reply.text}
          </p>
        </div>
      ) : null}
      {action === 'reply' ? <ReplyArea reviewId={review.id} date={date} /> : null}
    </article>
  );
}

/** 'Reply', then the form; its own component per review so each keeps its own text and state. */
function ReplyArea({ reviewId, date }: { reviewId: string; date: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('consoleReviews.reply.openLabel', { date })}
          className={`${buttonClass('outlineDark', 'sm')} min-h-11`}
        >
          {t('consoleReviews.reply.open')}
        </button>
      </div>
    );
  }
  return <ReplyForm reviewId={reviewId} onClose={() => setOpen(false)} />;
}

type ReplyInput = z.input<typeof replyBodySchema>;
type ReplyOutput = z.output<typeof replyBodySchema>;

function ReplyForm({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const reply = useReplyToReview();
  const form = useForm<ReplyInput, unknown, ReplyOutput>({
    resolver: inPageLanguage(zodResolver(replyBodySchema)),
    defaultValues: { text: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('text'), [setFocus]);
  const error = form.formState.errors.text?.message;
  const length = form.watch('text').length;
  const refusal = reply.isError
    ? isAlreadyReplied(reply.error)
      ? t('consoleReviews.reply.alreadyReplied')
      : messageOf(reply.error, t('consoleReviews.reply.failed'))
    : null;

  const onSubmit = ({ text }: ReplyOutput) => {
    if (reply.isPending) return;
    reply.mutate(
      { reviewId, text },
      {
        onSuccess: () => {
          toast.success(t('consoleReviews.reply.done'));
          onClose();
        },
        // The list is asked again and shows the reply given meanwhile in place of this form: the toast
        // says why the form went away.
        onError: (refused) => {
          if (isAlreadyReplied(refused)) toast.error(t('consoleReviews.reply.alreadyReplied'));
        },
      },
    );
  };

  const describedBy = [`${id}-hint`, `${id}-once`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-3 rounded-2xl bg-night-50 p-4"
    >
      <div>
        <FieldLabel htmlFor={id}>{t('consoleReviews.reply.label')}</FieldLabel>
        <textarea
          id={id}
          rows={4}
          maxLength={REVIEW_REPLY_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-night-500 focus:ring-2 focus:ring-night-500/25 focus:outline-none ${
            error ? 'border-red-500' : 'border-night-100'
          }`}
          {...form.register('text')}
        />
        <p id={`${id}-hint`} className="mt-1.5 flex justify-between gap-3 text-xs text-night-600">
          <span>{t('consoleReviews.reply.hint')}</span>
          <span className="shrink-0 tabular-nums">
            {length}/{REVIEW_REPLY_MAX}
          </span>
        </p>
        <FieldNotes id={id} hint={null} error={error} />
      </div>
      <p
        id={`${id}-once`}
        className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
      >
        {t('consoleReviews.reply.once')}
      </p>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={`${buttonClass('outlineDark', 'md')} min-h-11`}>
          {t('consoleReviews.reply.cancel')}
        </button>
        <button type="submit" disabled={reply.isPending} className={`${buttonClass('night', 'md')} min-h-11`}>
          {reply.isPending ? t('consoleReviews.reply.sending') : t('consoleReviews.reply.submit')}
        </button>
      </div>
    </form>
  );
}
