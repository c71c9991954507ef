import {
  REVIEW_HIDE_REASONS,
  restoreReviewBodySchema,
  type staffReviewSchema,
} from '@app/shared/schemas/trust';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../../lib/toast.ts';
import { checkResolver } from '../check-resolver.ts';
import { formatDate } from '../format.ts';
import { hideReasonLabelKey } from '../labels.ts';
import { useHideReview, useRestoreReview } from '../trust-api.ts';
import { checkHide, checkNote, type HideFormValues, type NoteFormValues } from '../trust-forms.ts';
import { NoteFormEnd, RowDialog } from './decision-parts.tsx';
import { RatingStars } from './trust-table.tsx';

export type StaffReview = z.infer<typeof staffReviewSchema>;

/** Which review, by whom, for whom, and what it says: staff judge the words, not the rating. */
function ReviewQuote({ review }: { review: StaffReview }) {
  const { t } = useTranslation();
  return (
    <figure className="grid gap-2 rounded-xl bg-night-50 px-4 py-3 text-sm text-night-800">
      <figcaption className="grid gap-1">
        <RatingStars
          rating={review.rating}
          label={t('backOfficeTrust.reviews.stars', { rating: review.rating })}
        />
        <span className="text-night-700">
          {t('backOfficeTrust.reviews.about', {
            advisor: review.advisorName,
            customer: review.customerName || review.customerEmail,
            date: formatDate(review.createdAt),
          })}
        </span>
      </figcaption>
      {review.comment ? (
        <blockquote className="max-h-40 overflow-y-auto border-l-2 border-night-500/40 pl-3 whitespace-pre-line text-night-900 [overflow-wrap:anywhere]">
          {review.comment}
        </blockquote>
      ) : (
        <p className="text-night-600 italic">{t('backOfficeTrust.reviews.noComment')}</p>
      )}
    </figure>
  );
}

/** What staff are doing to one review: hiding it or showing it again. */
export type ReviewAction = { kind: 'hide' | 'restore'; review: StaffReview } | null;

/**
 * The dialog of the action being taken: 'Hide' (the reason, abuse only and never a low rating, and a
 * note for the audit log) or 'Restore' (the review shows again, with a note for the audit log).
 */
export function ReviewActionDialog({ action, onClose }: { action: ReviewAction; onClose: () => void }) {
  const { t } = useTranslation();
  const restoring = action?.kind === 'restore';
  return (
    <RowDialog
      row={action?.review ?? null}
      onClose={onClose}
      title={
        restoring
          ? t('backOfficeTrust.reviews.restoreDialog.title')
          : t('backOfficeTrust.reviews.hideDialog.title')
      }
      form={(review, done) =>
        restoring ? <RestoreForm review={review} onDone={done} /> : <HideForm review={review} onDone={done} />
      }
    />
  );
}

function HideForm({ review, onDone }: { review: StaffReview; onDone: () => void }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  const form = useForm<HideFormValues>({
    resolver: checkResolver(checkHide),
    defaultValues: { reason: '', note: '' },
  });
  const { errors } = form.formState;
  const reasonError = errors.reason?.message;

  const onSubmit = (values: HideFormValues) => {
    const check = checkHide(values);
    if (!check.ok || hide.isPending) return;
    hide.mutate(
      { id: review.id, ...check.body },
      {
        onSuccess: () => {
          toast.success(t('backOfficeTrust.reviews.hideDialog.done'));
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <ReviewQuote review={review} />
      <p className="text-sm text-night-700">{t('backOfficeTrust.reviews.hideDialog.text')}</p>
      <p
        className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        data-testid="low-rating-rule"
      >
        {t('backOfficeTrust.reviews.hideDialog.lowRating')}
      </p>
      <fieldset aria-describedby={reasonError ? `hide-reason-error-${review.id}` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-night-800">
          {t('backOfficeTrust.reviews.hideDialog.reason')}
        </legend>
        <div className="grid gap-1.5">
          {REVIEW_HIDE_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-night-100 px-3 py-2 text-night-900 has-[:checked]:border-night-500 has-[:checked]:bg-night-50"
            >
              <input
                type="radio"
                value={reason}
                className="size-4 accent-night-600"
                {...form.register('reason')}
              />
              {t(hideReasonLabelKey(reason))}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={`hide-reason-error-${review.id}`} className="mt-1.5 text-sm font-medium text-red-700">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <NoteFormEnd
        note={{
          label: t('backOfficeTrust.reviews.hideDialog.note'),
          hint: t('backOfficeTrust.reviews.hideDialog.noteHint'),
          error: errors.note?.message,
          field: form.register('note'),
        }}
        action={hide}
        failed={t('backOfficeTrust.common.failed')}
        submitLabel={t('backOfficeTrust.reviews.hideDialog.submit')}
        pendingLabel={t('backOfficeTrust.reviews.hideDialog.working')}
        onCancel={onDone}
      />
    </form>
  );
}

const checkRestore = (values: NoteFormValues) => checkNote(values, restoreReviewBodySchema);

function RestoreForm({ review, onDone }: { review: StaffReview; onDone: () => void }) {
  const { t } = useTranslation();
  const restore = useRestoreReview();
  const form = useForm<NoteFormValues>({
    resolver: checkResolver(checkRestore),
    defaultValues: { note: '' },
  });
  const onSubmit = (values: NoteFormValues) => {
    const check = checkRestore(values);
    if (!check.ok || restore.isPending) return;
    restore.mutate(
      { id: review.id, ...check.body },
      {
        onSuccess: () => {
          toast.success(t('backOfficeTrust.reviews.restoreDialog.done'));
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <ReviewQuote review={review} />
      {review.hidden ? (
        <p className="text-sm text-night-700">
          {t(hideReasonLabelKey(review.hidden.reason))} · {review.hidden.note}
        </p>
      ) : null}
      <p className="text-sm text-night-700">{t('backOfficeTrust.reviews.restoreDialog.text')}</p>
      <NoteFormEnd
        note={{
          label: t('backOfficeTrust.reviews.restoreDialog.note'),
          hint: t('backOfficeTrust.reviews.restoreDialog.noteHint'),
          error: form.formState.errors.note?.message,
          field: form.register('note'),
        }}
        action={restore}
        failed={t('backOfficeTrust.common.failed')}
        submitLabel={t('backOfficeTrust.reviews.restoreDialog.submit')}
        pendingLabel={t('backOfficeTrust.reviews.restoreDialog.working')}
        onCancel={onDone}
      />
    </form>
  );
}
