import {
  SATISFACTION_COMMENT_MAX,
  SATISFACTION_REASONS,
  type SatisfactionBody,
  satisfactionBodySchema,
} from '@app/shared/schemas/trust';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../components/ui/dialog-form-end.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { inPageLanguage } from '../../lib/schema-messages.ts';
import { toast } from '../../lib/toast.ts';
import { CommentField } from './comment-field.tsx';
import { useAskSatisfaction } from './trust-api.ts';

/** The call a satisfaction request is about, as the dialog names it. */
export interface SatisfactionTarget {
  usageId: string;
  /** The call's day, already formatted. */
  date: string;
  advisorName: string | null;
}

/** "Not satisfied?": the reason, an optional comment, then POST /api/satisfaction-requests. */
export function SatisfactionDialog({
  customerId,
  target,
  onClose,
}: {
  customerId: string;
  target: SatisfactionTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} onClose={onClose} title={t('trust.satisfaction.title')}>
      {target ? (
        <SatisfactionForm key={target.usageId} customerId={customerId} target={target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function SatisfactionForm({
  customerId,
  target,
  onClose,
}: {
  customerId: string;
  target: SatisfactionTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const ask = useAskSatisfaction(customerId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SatisfactionBody, unknown, z.output<typeof satisfactionBodySchema>>({
    resolver: inPageLanguage(zodResolver(satisfactionBodySchema)),
    // No reason chosen yet: the empty option, which the schema refuses with "Choose a reason."
    defaultValues: { usageId: target.usageId, reason: '' as SatisfactionBody['reason'], comment: '' },
  });
  const comment = form.watch('comment') ?? '';
  const reasonError = form.formState.errors.reason?.message;

  const submit = async (body: z.output<typeof satisfactionBodySchema>) => {
    setError(null);
    try {
      await ask.mutateAsync(body);
    } catch (failure) {
      // 404 CALL_NOT_FOUND, 409 CALL_TOO_OLD / SATISFACTION_LIMIT / ALREADY_ASKED come in the page's language.
      setError(messageOf(failure, t('trust.satisfaction.failed')));
      return;
    }
    toast.success(t('trust.satisfaction.sent'));
    onClose();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <div className="space-y-2 text-sm text-night-700">
        <p className="font-semibold text-night-900">
          {target.advisorName
            ? t('trust.satisfaction.call', { date: target.date, name: target.advisorName })
            : t('trust.satisfaction.callNoAdvisor', { date: target.date })}
        </p>
        <p>{t('trust.satisfaction.text')}</p>
      </div>
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold text-night-800">
          {t('trust.satisfaction.reasonLabel')}
        </label>
        <select
          id={selectId}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${selectId}-error` : undefined}
          className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 ${
            reasonError ? 'border-red-500' : 'border-night-100'
          }`}
          {...form.register('reason')}
        >
          <option value="" disabled>
            {t('trust.satisfaction.reasonPlaceholder')}
          </option>
          {SATISFACTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`trust.satisfaction.reasons.${reason}`)}
            </option>
          ))}
        </select>
        {reasonError ? (
          <p id={`${selectId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {reasonError}
          </p>
        ) : null}
      </div>
      <CommentField
        label={t('trust.satisfaction.commentLabel')}
        length={comment.length}
        limit={SATISFACTION_COMMENT_MAX}
        error={form.formState.errors.comment?.message}
        {...form.register('comment')}
      />
      <DialogFormEnd
        error={error}
        pending={ask.isPending}
        submitLabel={t('trust.satisfaction.submit')}
        pendingLabel={t('trust.satisfaction.sending')}
        cancelLabel={t('common.cancel')}
        onCancel={onClose}
      />
    </form>
  );
}
