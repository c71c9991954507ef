import { LIMIT_FIELDS, LIMIT_WINDOWS, SPENDING_LIMITS } from '@app/shared/rules/spending-limits';
import type { SpendingLimits } from '@app/shared/schemas/spending-limits';
import { STAFF_NOTE_MAX } from '@app/shared/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/formats.ts';
import { pageLanguage } from '../../../lib/language.ts';
import { limitToInput } from '../../../lib/limit-amount.ts';
import { toast } from '../../../lib/toast.ts';
import { customerLimitsQueryOptions, useSetStaffLimits } from '../api.ts';
import { checkResolver } from '../check-resolver.ts';
import { formatDateTime } from '../format.ts';
import {
  changesAnyLimit,
  checkStaffLimits,
  type StaffLimitsValues,
  staffLimitsOf,
} from '../staff-limits-form.ts';
import { BackOfficeCard } from './back-office-shell.tsx';
import { NoteField } from './form-parts.tsx';

/**
 * The customer page's spending limits: the customer's own (read only: only they change them, from their
 * profile), their spend in each window, a pending raise, a break; and staff's limits, set or lifted here
 * with a reason the audit log keeps.
 */
export function CustomerLimitsCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const limits = useQuery(customerLimitsQueryOptions(customerId));
  return (
    <BackOfficeCard title={t('backOffice.spending.title')}>
      {limits.data ? (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <CustomerOwnLimits limits={limits.data} />
          <StaffLimitsForm customerId={customerId} limits={limits.data} />
        </div>
      ) : limits.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="font-medium text-red-800">
            {t('backOffice.spending.loadFailed')}
          </p>
          <button
            type="button"
            onClick={() => void limits.refetch()}
            className={buttonClass('outlineDark', 'sm')}
          >
            {t('backOffice.common.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('backOffice.common.loading')} />
      )}
    </BackOfficeCard>
  );
}

function CustomerOwnLimits({ limits }: { limits: SpendingLimits }) {
  const { t } = useTranslation();
  const pause = limits.pause && new Date(limits.pause.until).getTime() > Date.now() ? limits.pause : null;
  return (
    <div className="min-w-0" data-testid="customer-own-limits">
      <h3 className="font-semibold text-night-900">{t('backOffice.spending.customer')}</h3>
      <p className="text-sm text-night-600">{t('backOffice.spending.customerHint')}</p>
      <dl className="mt-3 divide-y divide-night-100 text-sm">
        {SPENDING_LIMITS.map((limit) => {
          const cents = limits[LIMIT_FIELDS[limit]];
          const pending = limits.pending.find((entry) => entry.limit === limit);
          return (
            <div key={limit} className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[minmax(0,1fr)_auto]">
              <dt className="text-night-700">{t(`backOffice.spending.names.${limit}`)}</dt>
              <dd className="font-semibold text-night-900 tabular-nums sm:text-right">
                {cents === null ? t('backOffice.spending.none') : formatMoney(cents)}
              </dd>
              {limit !== 'perCallTopUp' ? (
                <dd className="text-night-600 sm:col-span-2">
                  {t(`backOffice.spending.spent.${limit}`, {
                    amount: formatMoney(limits.spent[LIMIT_FIELDS[limit]]),
                  })}
                </dd>
              ) : null}
              {pending ? (
                <dd className="font-medium text-amber-900 sm:col-span-2">
                  {pending.cents === null
                    ? t('backOffice.spending.pendingRemoval', { date: formatDateTime(pending.takesEffectAt) })
                    : t('backOffice.spending.pending', {
                        amount: formatMoney(pending.cents),
                        date: formatDateTime(pending.takesEffectAt),
                      })}
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
      <h3 className="mt-4 font-semibold text-night-900">{t('backOffice.spending.pause.title')}</h3>
      <p className="text-sm text-night-800" data-testid="customer-pause">
        {pause
          ? t(
              pause.kind === 'break'
                ? 'backOffice.spending.pause.break'
                : 'backOffice.spending.pause.exclusion',
              {
                date: formatDateTime(pause.until),
              },
            )
          : t('backOffice.spending.pause.none')}
      </p>
    </div>
  );
}

function valuesOf(current: ReturnType<typeof staffLimitsOf>, note: string): StaffLimitsValues {
  const language = pageLanguage();
  return {
    daily: limitToInput(current.daily, language),
    weekly: limitToInput(current.weekly, language),
    monthly: limitToInput(current.monthly, language),
    note,
  };
}

/** Staff's limits per window ('' lifts one), sent with a reason; only the windows that change are sent. */
function StaffLimitsForm({ customerId, limits }: { customerId: string; limits: SpendingLimits }) {
  const { t } = useTranslation();
  const save = useSetStaffLimits(customerId);
  const [formError, setFormError] = useState<string | null>(null);
  const current = staffLimitsOf(limits);
  const amountInvalid = t('backOffice.spending.amountInvalid');
  const form = useForm<StaffLimitsValues>({
    resolver: checkResolver((values: StaffLimitsValues) => checkStaffLimits(values, current, amountInvalid)),
    defaultValues: valuesOf(current, ''),
  });
  const { reset, getValues } = form;

  // Staff's limits as they now stand become what the fields show; a reason being typed stays.
  const { daily, weekly, monthly } = current;
  useEffect(() => {
    reset(valuesOf({ daily, weekly, monthly }, getValues('note')));
  }, [daily, weekly, monthly, reset, getValues]);

  const onSubmit = (values: StaffLimitsValues) => {
    setFormError(null);
    const check = checkStaffLimits(values, current, amountInvalid);
    if (!check.ok || save.isPending) return;
    if (!changesAnyLimit(check.body)) {
      setFormError(t('backOffice.spending.unchanged'));
      return;
    }
    save.mutate(check.body, {
      onSuccess: (answer) => {
        toast.success(t('backOffice.spending.done'));
        reset(valuesOf(staffLimitsOf(answer), ''));
      },
      onError: (failure) => setFormError(messageOf(failure, t('backOffice.spending.failed'))),
    });
  };

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid min-w-0 gap-4">
      <div>
        <h3 className="font-semibold text-night-900">{t('backOffice.spending.staff')}</h3>
        <p className="text-sm text-night-600">{t('backOffice.spending.staffHint')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3 lg:grid-cols-1">
        {LIMIT_WINDOWS.map((window) => (
          <FormField
            key={window}
            label={t(`backOffice.spending.fields.${window}`)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            error={errors[window]?.message}
            {...form.register(window)}
          />
        ))}
      </div>
      <NoteField
        label={t('backOffice.confirm.note')}
        hint={t('backOffice.spending.noteHint')}
        maxLength={STAFF_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={buttonClass('night', 'md', 'wrap')}>
          {save.isPending ? t('backOffice.spending.submitting') : t('backOffice.spending.submit')}
        </button>
      </div>
    </form>
  );
}
