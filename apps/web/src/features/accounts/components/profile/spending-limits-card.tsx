import {
  LIMIT_FIELDS,
  type LimitWindow,
  SPENDING_LIMITS,
  type SpendingLimit,
} from '@app/shared/rules/spending-limits';
import type { SpendingLimits, SpendingLimitsBody } from '@app/shared/schemas/spending-limits';
import { useEffect, useId, useState } from 'react';
import { type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FieldLabel, FieldNotes } from '../../../../components/ui/form-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatLongDate, formatMoney } from '../../../../lib/formats.ts';
import { pageLanguage } from '../../../../lib/language.ts';
import { limitChanges, limitToInput, parseLimitInput } from '../../../../lib/limit-amount.ts';
import { toast } from '../../../../lib/toast.ts';
import {
  SPENDING_LIMITS_ANCHOR,
  useKeepLimit,
  useSaveSpendingLimits,
  useSpendingLimits,
} from '../../api/spending-limits.ts';

type LimitValues = Record<SpendingLimit, string>;

const isWindow = (limit: SpendingLimit): limit is LimitWindow => limit !== 'perCallTopUp';

/** The customer's own limits in force, by limit. */
function limitsInForce(limits: SpendingLimits): Record<SpendingLimit, number | null> {
  return {
    daily: limits.dailyCents,
    weekly: limits.weeklyCents,
    monthly: limits.monthlyCents,
    perCallTopUp: limits.perCallTopUpCents,
  };
}

function asValues(current: Record<SpendingLimit, number | null>): LimitValues {
  const language = pageLanguage();
  return {
    daily: limitToInput(current.daily, language),
    weekly: limitToInput(current.weekly, language),
    monthly: limitToInput(current.monthly, language),
    perCallTopUp: limitToInput(current.perCallTopUp, language),
  };
}

/**
 * /profile's spending limits: a limit per Montréal day, week and month and one on what a call may top up,
 * in dollars (empty: none). Only the limits the customer changed are sent; the answer is the limits as
 * they stand, so a raise shows as pending under the limit still in force, with a way to keep that one.
 */
export function SpendingLimitsCard({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const limits = useSpendingLimits(customerId);
  return (
    <section
      id={SPENDING_LIMITS_ANCHOR}
      aria-labelledby="spending-limits-title"
      className="mx-auto mt-8 max-w-xl scroll-mt-24 rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 sm:p-9"
    >
      <h2 id="spending-limits-title" className="font-display text-2xl text-night-900">
        {t('spendingLimits.title')}
      </h2>
      <p className="mt-2 text-night-700">{t('spendingLimits.intro')}</p>
      <div className="mt-5">
        {limits.data ? (
          <LimitsForm customerId={customerId} limits={limits.data} />
        ) : limits.isError ? (
          <Alert tone="error">{t('spendingLimits.errors.load')}</Alert>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    </section>
  );
}

function LimitsForm({ customerId, limits }: { customerId: string; limits: SpendingLimits }) {
  const { t } = useTranslation();
  const hintId = useId();
  const save = useSaveSpendingLimits(customerId);
  const keep = useKeepLimit(customerId);
  const [serverError, setServerError] = useState<string | null>(null);
  const current = limitsInForce(limits);
  // Checked field by field before anything is sent; the words are the page language's.
  const resolver: Resolver<LimitValues> = async (values) => {
    const invalid = SPENDING_LIMITS.filter((limit) => !parseLimitInput(values[limit]).ok);
    if (invalid.length === 0) return { values, errors: {} };
    const message = t('spendingLimits.errors.amount');
    return {
      values: {},
      errors: Object.fromEntries(invalid.map((limit) => [limit, { type: 'validate', message }])),
    };
  };
  const form = useForm<LimitValues>({ resolver, defaultValues: asValues(current) });
  const { reset } = form;

  // The limits as they now stand (after a save, or a raise that took effect) become what the fields show.
  const { daily, weekly, monthly, perCallTopUp } = current;
  useEffect(() => {
    reset(asValues({ daily, weekly, monthly, perCallTopUp }));
  }, [daily, weekly, monthly, perCallTopUp, reset]);

  const submit = async (values: LimitValues) => {
    setServerError(null);
    const { changes } = limitChanges(values, current);
    const body: SpendingLimitsBody = {};
    for (const limit of SPENDING_LIMITS) {
      const cents = changes[limit];
      if (cents !== undefined) body[LIMIT_FIELDS[limit]] = cents;
    }
    try {
      // A raise or a removal leaves the limit in force as it was (the change waits): the field shows it again.
      if (Object.keys(body).length > 0) reset(asValues(limitsInForce(await save.mutateAsync(body))));
      toast.success(t('spendingLimits.saved'));
    } catch (failure) {
      setServerError(messageOf(failure, t('spendingLimits.errors.save')));
    }
  };

  const keepLimit = (limit: SpendingLimit) =>
    keep.mutate(limit, {
      onError: (failure) => toast.error(messageOf(failure, t('spendingLimits.errors.save'))),
    });

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <p id={hintId} className="text-sm text-night-600">
        {t('spendingLimits.hint')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {SPENDING_LIMITS.map((limit) => (
          <LimitField
            key={limit}
            limit={limit}
            limits={limits}
            hintId={hintId}
            error={errors[limit]?.message}
            registration={form.register(limit)}
            keeping={keep.isPending && keep.variables === limit}
            onKeep={() => keepLimit(limit)}
          />
        ))}
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button type="submit" disabled={isSubmitting} className={buttonClass('night', 'md', 'wrap')}>
          {isSubmitting ? t('spendingLimits.saving') : t('spendingLimits.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * One limit's field, with what it reads out (aria-describedby): its error, the shared hint, the spend so
 * far in its window, a pending raise or removal, and staff's limit on the same window.
 */
function LimitField({
  limit,
  limits,
  hintId,
  error,
  registration,
  keeping,
  onKeep,
}: {
  limit: SpendingLimit;
  limits: SpendingLimits;
  hintId: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  keeping: boolean;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pending = limits.pending.find((entry) => entry.limit === limit);
  const spentCents = isWindow(limit) ? limits.spent[LIMIT_FIELDS[limit]] : null;
  const staffCents = isWindow(limit) ? limits.staff[LIMIT_FIELDS[limit]] : null;
  const describedBy = [
    error ? `${id}-error` : null,
    hintId,
    spentCents !== null ? `${id}-spent` : null,
    pending ? `${id}-pending` : null,
    staffCents !== null ? `${id}-staff` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="min-w-0" data-testid={`limit-${limit}`}>
      <FieldLabel htmlFor={id}>{t(`spendingLimits.names.${limit}`)}</FieldLabel>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-night-500 focus:outline-none focus:ring-2 focus:ring-night-500/25 ${
          error ? 'border-red-500' : 'border-night-100'
        }`}
        {...registration}
      />
      <FieldNotes id={id} hint={undefined} error={error} />
      {spentCents !== null && isWindow(limit) ? (
        <p id={`${id}-spent`} className="mt-1.5 text-sm text-night-700">
          {t(`spendingLimits.spent.${limit}`, { amount: formatMoney(spentCents) })}
        </p>
      ) : null}
      {pending ? (
        <div className="mt-2 rounded-xl bg-gold-100/60 px-3 py-2 ring-1 ring-gold-200">
          <p id={`${id}-pending`} className="text-sm font-medium text-night-900">
            {pending.cents === null
              ? t('spendingLimits.pendingRemoval', { date: formatLongDate(new Date(pending.takesEffectAt)) })
              : t('spendingLimits.pending', {
                  amount: formatMoney(pending.cents),
                  date: formatLongDate(new Date(pending.takesEffectAt)),
                })}
          </p>
          <button
            type="button"
            onClick={onKeep}
            disabled={keeping}
            aria-describedby={`${id}-pending`}
            className={`${buttonClass('outlineDark', 'sm', 'wrap')} mt-2`}
          >
            {t('spendingLimits.cancelPending')}
          </button>
        </div>
      ) : null}
      {staffCents !== null ? (
        <p id={`${id}-staff`} className="mt-1.5 text-sm font-medium text-night-800">
          {t('spendingLimits.staffLimit', { amount: formatMoney(staffCents) })}
        </p>
      ) : null}
    </div>
  );
}
