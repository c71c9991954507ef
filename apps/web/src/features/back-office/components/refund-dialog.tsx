import { centsToInput, parseCadInput, proposeRefundMinutes, type Refundable } from '@app/shared/rules/refund';
import { STAFF_NOTE_MAX, type StaffCustomerDetail } from '@app/shared/schemas/staff';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../../components/ui/dialog-form-end.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { toast } from '../../../lib/toast.ts';
import { useRefundPurchase } from '../api.ts';
import { checkResolver } from '../check-resolver.ts';
import { formatDate } from '../format.ts';
import { checkRefund, type RefundFormValues, type RefundMessages } from '../refund-form.ts';
import { NoteField } from './form-parts.tsx';
import { providerName, refundableOfPurchase } from './purchase-refunds.tsx';

type Purchase = StaffCustomerDetail['purchases'][number];

export function RefundDialog({
  purchase,
  balance,
  onClose,
}: {
  /** The purchase to refund; null keeps the dialog closed. */
  purchase: Purchase | null;
  balance: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={purchase !== null} onClose={onClose} title={t('backOffice.refunds.title')}>
      {purchase ? (
        <RefundForm key={purchase.id} purchase={purchase} balance={balance} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

/**
 * Mounted with each opening, so each opening has its own requestId: a double click, or a retry after a
 * lost answer, sends the same one and the server refunds once.
 */
function RefundForm({
  purchase,
  balance,
  onDone,
}: {
  purchase: Purchase;
  balance: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [requestId] = useState(() => crypto.randomUUID());
  const refund = useRefundPurchase();
  const left: Refundable = refundableOfPurchase(purchase);
  const minutesWord = (count: number) => t('backOffice.common.minutes', { count });
  const provider = providerName(t, purchase.provider);

  const messages: RefundMessages = {
    amountInvalid: t('backOffice.refunds.amountInvalid'),
    amountZero: t('backOffice.refunds.amountZero'),
    amountOver: t('backOffice.refunds.amountOver', { amount: formatMoney(left.remainingCents) }),
    minutesInvalid: t('backOffice.refunds.minutesInvalid'),
    minutesOver: t('backOffice.refunds.minutesOver', { count: left.remainingMinutes }),
  };
  const resolver = checkResolver((values: RefundFormValues) =>
    checkRefund(values, left, requestId, messages),
  );
  const form = useForm<RefundFormValues>({
    resolver,
    defaultValues: {
      amount: centsToInput(left.remainingCents),
      minutes: String(left.remainingMinutes),
      note: '',
    },
  });
  const { errors } = form.formState;

  // The minutes follow the amount (the shared rule) until staff type their own.
  const minutesEdited = useRef(false);
  const amountCents = parseCadInput(form.watch('amount'));
  const { setValue } = form;
  useEffect(() => {
    if (minutesEdited.current || amountCents === null) return;
    const paid = { paidCents: purchase.totalCents, minutes: purchase.minutes };
    setValue('minutes', String(proposeRefundMinutes(paid, purchase.refunds ?? [], amountCents)));
  }, [amountCents, setValue, purchase]);

  const typedMinutes = Number(form.watch('minutes'));
  const minutes = Number.isSafeInteger(typedMinutes) && typedMinutes >= 0 ? typedMinutes : null;
  const after = minutes === null ? null : Math.max(0, balance - minutes);
  const shortfall = minutes === null ? 0 : Math.max(0, minutes - balance);
  const minutesField = form.register('minutes');

  const onSubmit = (values: RefundFormValues) => {
    const check = checkRefund(values, left, requestId, messages);
    if (!check.ok || refund.isPending) return;
    refund.mutate(
      { purchaseId: purchase.purchaseId ?? '', ...check.body },
      {
        onSuccess: (result) => {
          if (result.refund.status === 'pending')
            toast.info(t('backOffice.refunds.donePending', { provider }));
          else
            toast.success(
              t('backOffice.refunds.done', {
                amount: formatMoney(result.refund.amountCents),
                balance: minutesWord(result.balance),
              }),
            );
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-1 text-sm text-night-700">
        <p className="font-semibold text-night-900">
          {t('backOffice.refunds.purchase', {
            bundle: purchase.bundle,
            total: formatMoney(purchase.totalCents),
            provider,
            date: formatDate(purchase.createdAt),
          })}
        </p>
        <p>
          {t('backOffice.refunds.left', {
            amount: formatMoney(left.remainingCents),
            minutes: minutesWord(left.remainingMinutes),
          })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('backOffice.refunds.amount')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          hint={t('backOffice.refunds.amountHint', { amount: formatMoney(left.remainingCents) })}
          {...form.register('amount')}
        />
        <FormField
          label={t('backOffice.refunds.minutes')}
          type="number"
          inputMode="numeric"
          min={0}
          max={left.remainingMinutes}
          step={1}
          autoComplete="off"
          error={errors.minutes?.message}
          hint={t('backOffice.refunds.minutesHint', { count: left.remainingMinutes })}
          {...minutesField}
          onChange={(event) => {
            minutesEdited.current = true;
            return minutesField.onChange(event);
          }}
        />
      </div>
      <NoteField
        label={t('backOffice.refunds.note')}
        hint={t('backOffice.refunds.noteHint')}
        maxLength={STAFF_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <div
        className="grid gap-1 rounded-xl bg-night-50 px-4 py-3 text-sm text-night-800"
        data-testid="refund-summary"
      >
        {after === null ? null : (
          <p className="tabular-nums">
            {t('backOffice.refunds.summary', { balance: minutesWord(balance), after: minutesWord(after) })}
          </p>
        )}
        {shortfall > 0 ? (
          <p className="font-semibold text-amber-900">
            {t('backOffice.refunds.shortfall', { count: shortfall })}
          </p>
        ) : null}
        <p>{t('backOffice.refunds.provider', { provider })}</p>
      </div>
      <DialogFormEnd
        error={refund.isError ? messageOf(refund.error, t('backOffice.refunds.failedToSend')) : null}
        pending={refund.isPending}
        submitLabel={t('backOffice.refunds.submit')}
        pendingLabel={t('backOffice.refunds.submitting')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}
