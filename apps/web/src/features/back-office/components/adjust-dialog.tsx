import { STAFF_ADJUST_MAX, STAFF_ADJUST_REASONS, STAFF_SUPPORT_ADJUST_CAP } from '@app/shared/schemas/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  ADJUST_FORM_DEFAULTS,
  type AdjustFormValues,
  type AdjustMessages,
  checkAdjust,
} from '../adjust-form.ts';
import { useAdjustMinutes } from '../api.ts';
import { checkResolver } from '../check-resolver.ts';
import { reasonLabelKey } from '../labels.ts';
import { NoteFormEnd } from './decision-parts.tsx';
import { DirectionChoice, ReasonSelect } from './form-parts.tsx';

export function AdjustDialog({
  open,
  onClose,
  customerId,
  balance,
  unlimited,
}: {
  open: boolean;
  onClose: () => void;
  customerId: string;
  balance: number;
  /** From the detail's `canAdjustUnlimited`: false for support, who sees the cap. */
  unlimited: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('backOffice.adjust.title')}>
      <AdjustForm customerId={customerId} balance={balance} unlimited={unlimited} onDone={onClose} />
    </Dialog>
  );
}

/**
 * Mounted with each opening of the dialog, so each opening has its own requestId: a double click, or a
 * retry after a lost answer, sends the same one and the server adjusts once.
 */
function AdjustForm({
  customerId,
  balance,
  unlimited,
  onDone,
}: {
  customerId: string;
  balance: number;
  unlimited: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [requestId] = useState(() => crypto.randomUUID());
  const adjust = useAdjustMinutes(customerId);
  const messages: AdjustMessages = {
    minutesRequired: t('backOffice.adjust.minutesRequired'),
    reasonRequired: t('backOffice.adjust.reasonRequired'),
    overCap: (cap) => t('backOffice.adjust.overCap', { count: cap }),
  };
  const resolver = checkResolver((values: AdjustFormValues) =>
    checkAdjust(values, requestId, unlimited, messages),
  );
  const form = useForm<AdjustFormValues>({ resolver, defaultValues: ADJUST_FORM_DEFAULTS });
  const { errors } = form.formState;

  const direction = form.watch('direction');
  const minutes = Number(form.watch('minutes'));
  const preview =
    Number.isInteger(minutes) && minutes > 0 ? balance + (direction === 'take' ? -minutes : minutes) : null;

  const onSubmit = (values: AdjustFormValues) => {
    const check = checkAdjust(values, requestId, unlimited, messages);
    if (!check.ok || adjust.isPending) return;
    adjust.mutate(check.body, {
      onSuccess: (result) => {
        toast.success(t('backOffice.adjust.done', { count: result.balance }));
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <DirectionChoice
        legend={t('backOffice.adjust.direction')}
        addLabel={t('backOffice.adjust.add')}
        takeLabel={t('backOffice.adjust.take')}
        field={form.register('direction')}
      />
      <FormField
        label={t('backOffice.adjust.minutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={unlimited ? STAFF_ADJUST_MAX : STAFF_SUPPORT_ADJUST_CAP}
        step={1}
        autoComplete="off"
        error={errors.minutes?.message}
        hint={
          <>
            {unlimited ? null : (
              <span className="block font-semibold text-amber-900">
                {t('backOffice.adjust.cap', { count: STAFF_SUPPORT_ADJUST_CAP })}
              </span>
            )}
            {preview === null ? null : (
              <span className="block tabular-nums" data-testid="adjust-preview">
                {t('backOffice.adjust.preview', { count: preview })}
              </span>
            )}
          </>
        }
        {...form.register('minutes')}
      />
      <ReasonSelect
        label={t('backOffice.adjust.reason')}
        placeholder={t('backOffice.adjust.chooseReason')}
        reasons={STAFF_ADJUST_REASONS.map((reason) => ({ value: reason, label: t(reasonLabelKey(reason)) }))}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <NoteFormEnd
        note={{
          label: t('backOffice.adjust.note'),
          hint: t('backOffice.adjust.noteHint'),
          error: errors.note?.message,
          field: form.register('note'),
        }}
        action={adjust}
        failed={t('backOffice.adjust.failed')}
        submitLabel={t('backOffice.adjust.submit')}
        pendingLabel={t('backOffice.adjust.submitting')}
        onCancel={onDone}
      />
    </form>
  );
}
