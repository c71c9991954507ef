import { REVIEW_COMMENT_MAX, type ReviewBody, reviewBodySchema } from '@app/shared/schemas/trust';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../components/ui/dialog-form-end.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { inPageLanguage } from '../../lib/schema-messages.ts';
import { toast } from '../../lib/toast.ts';
import { CommentField } from './comment-field.tsx';
import { StarRatingInput } from './star-rating-input.tsx';
import { useSaveReview } from './trust-api.ts';
import { formatDayAndTime } from './trust-format.ts';
import type { ReviewAction } from './usage-actions.ts';

export type ReviewTarget = NonNullable<ReviewAction>;

/** "Rate this reading" (POST /api/reviews) or "Edit your review" (PATCH /api/reviews/:id). */
export function ReviewDialog({
  customerId,
  target,
  onClose,
}: {
  customerId: string;
  target: ReviewTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target ? t('trust.rate.title', { name: target.advisorName }) : ''}
    >
      {target ? (
        // Keyed so that another row's dialog starts from its own values.
        <ReviewForm
          key={`${target.kind} ${target.agentId}`}
          customerId={customerId}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ReviewForm({
  customerId,
  target,
  onClose,
}: {
  customerId: string;
  target: ReviewTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveReview(customerId);
  const [error, setError] = useState<string | null>(null);
  const existing = target.kind === 'edit' ? target.review : null;
  const form = useForm<ReviewBody, unknown, z.output<typeof reviewBodySchema>>({
    resolver: inPageLanguage(zodResolver(reviewBodySchema)),
    defaultValues: {
      agentId: target.agentId,
      rating: existing?.rating,
      comment: existing?.comment ?? '',
    },
  });
  const comment = form.watch('comment') ?? '';

  const submit = async (body: z.output<typeof reviewBodySchema>) => {
    setError(null);
    try {
      await save.mutateAsync({
        body,
        reviewId: existing?.id ?? null,
      });
    } catch (failure) {
      // 403 NOT_ELIGIBLE, 409 ALREADY_REVIEWED_TODAY / EDIT_CLOSED come in the page's language.
      setError(messageOf(failure, t('trust.rate.failed')));
      return;
    }
    toast.success(t('trust.rate.saved'));
    onClose();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      {existing ? (
        <div className="space-y-1 text-sm text-night-700">
          <p>{t('trust.rate.editableUntil', { date: formatDayAndTime(existing.editableUntil) })}</p>
          {existing.hidden ? (
            <p className="font-semibold text-red-800">{t('trust.rate.hiddenByStaff')}</p>
          ) : null}
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={field.name}
            legend={t('trust.rate.ratingLabel')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <CommentField
        label={t('trust.rate.commentLabel')}
        hint={t('trust.rate.commentHint')}
        length={comment.length}
        limit={REVIEW_COMMENT_MAX}
        error={form.formState.errors.comment?.message}
        {...form.register('comment')}
      />
      <DialogFormEnd
        error={error}
        pending={save.isPending}
        submitLabel={existing ? t('trust.rate.save') : t('trust.rate.submit')}
        pendingLabel={t('trust.rate.saving')}
        cancelLabel={t('common.cancel')}
        onCancel={onClose}
      />
    </form>
  );
}
