import { EARNINGS_ADJUSTMENT_REASONS } from '@app/shared/rules/earnings';
import { STAFF_NOTE_MAX } from '@app/shared/schemas/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../../components/ui/dialog-form-end.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { checkResolver } from '../check-resolver.ts';
import {
  checkEarningsAdjust,
  EARNINGS_ADJUST_DEFAULTS,
  type EarningsAdjustFormValues,
  type EarningsAdjustMessages,
  goesBelowZero,
  signedCents,
} from '../earnings-adjust-form.ts';
import { useAdjustEarnings } from '../earnings-api.ts';
import { DirectionChoice, NoteField, ReasonSelect } from './form-parts.tsx';

/** An admin adds to or takes from an advisor's earnings, with a reason and a note. */
export function EarningsAdjustDialog({
  open,
  onClose,
  agentId,
  balanceCents,
}: {
  open: boolean;
  onClose: () => void;
  agentId: number;
  /** The balance owed now (the ledger's): the preview and the override start from it. */
  balanceCents: number;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('backOfficeEarnings.adjust.title')}>
      <AdjustEarningsForm agentId={agentId} balanceCents={balanceCents} onDone={onClose} />
    </Dialog>
  );
}

/**
 * Mounted with each opening of the dialog (the dialog renders nothing while closed), so each opening has
 * its own requestId: a double click, or a retry after a refusal or a lost answer, sends the same one and
 * the server adjusts once.
 */
function AdjustEarningsForm({
  agentId,
  balanceCents,
  onDone,
}: {
  agentId: number;
  balanceCents: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [requestId] = useState(() => crypto.randomUUID());
  const adjust = useAdjustEarnings(agentId);
  const messages: EarningsAdjustMessages = {
    amountInvalid: t('backOfficeEarnings.adjust.amountInvalid'),
    reasonRequired: t('backOfficeEarnings.adjust.reasonRequired'),
  };
  // The server refused below zero: the balance it judged by may be newer than the one on screen, so the
  // override is offered for any take until the form changes direction.
  const refusedBelowZero = adjust.error instanceof ApiError && adjust.error.is('EARNINGS_BELOW_ZERO');
  const offersOverride = (values: Pick<EarningsAdjustFormValues, 'direction' | 'amount'>) => {
    const change = signedCents(values);
    return goesBelowZero(balanceCents, change) || (refusedBelowZero && change !== null && change < 0);
  };

  const form = useForm<EarningsAdjustFormValues>({
    defaultValues: EARNINGS_ADJUST_DEFAULTS,
    resolver: checkResolver((values: EarningsAdjustFormValues) =>
      checkEarningsAdjust(values, requestId, offersOverride(values), messages),
    ),
  });
  const { errors } = form.formState;

  const direction = form.watch('direction');
  const amount = form.watch('amount');
  const delta = signedCents({ direction, amount });
  const after = delta === null ? null : balanceCents + delta;
  const offerOverride = offersOverride({ direction, amount });

  const onSubmit = (values: EarningsAdjustFormValues) => {
    const check = checkEarningsAdjust(values, requestId, offersOverride(values), messages);
    if (!check.ok || adjust.isPending) return;
    adjust.mutate(check.body, {
      onSuccess: (result) => {
        const balance = formatMoney(result.balanceCents);
        toast.success(
          t(result.applied ? 'backOfficeEarnings.adjust.done' : 'backOfficeEarnings.adjust.unchanged', {
            balance,
          }),
        );
        onDone();
      },
    });
  };

  const refusal = !adjust.isError
    ? null
    : refusedBelowZero
      ? t('backOfficeEarnings.adjust.belowZero', { balance: formatMoney(balanceCents) })
      : messageOf(adjust.error, t('backOfficeEarnings.adjust.failed'));

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <DirectionChoice
        legend={t('backOfficeEarnings.adjust.direction')}
        addLabel={t('backOfficeEarnings.adjust.add')}
        takeLabel={t('backOfficeEarnings.adjust.take')}
        field={form.register('direction')}
      />
      <FormField
        label={t('backOfficeEarnings.adjust.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        hint={t('backOfficeEarnings.adjust.amountHint')}
        {...form.register('amount')}
      />
      <ReasonSelect
        label={t('backOfficeEarnings.adjust.reason')}
        placeholder={t('backOfficeEarnings.adjust.chooseReason')}
        reasons={EARNINGS_ADJUSTMENT_REASONS.map((reason) => ({
          value: reason,
          label: t(`backOfficeEarnings.adjust.reasons.${reason}`),
        }))}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <NoteField
        label={t('backOfficeEarnings.adjust.note')}
        hint={t('backOfficeEarnings.adjust.noteHint')}
        maxLength={STAFF_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {after === null ? null : (
        <p
          className="rounded-xl bg-night-50 px-4 py-3 text-sm text-night-800 tabular-nums"
          data-testid="earnings-adjust-preview"
        >
          {t('backOfficeEarnings.adjust.preview', {
            balance: formatMoney(balanceCents),
            after: formatMoney(after),
          })}
        </p>
      )}
      {offerOverride ? (
        <label className="flex items-start gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-night-700"
            {...form.register('overrideNegative')}
          />
          <span>
            <span className="block font-semibold">{t('backOfficeEarnings.adjust.overrideNegative')}</span>
            {after !== null && after < 0 ? (
              <span className="block">
                {t('backOfficeEarnings.adjust.overrideHint', { amount: formatMoney(-after) })}
              </span>
            ) : null}
          </span>
        </label>
      ) : null}
      <DialogFormEnd
        error={refusal}
        pending={adjust.isPending}
        submitLabel={t('backOfficeEarnings.adjust.submit')}
        pendingLabel={t('backOfficeEarnings.adjust.submitting')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}
