import { PAYOUT_METHODS } from '@app/shared/rules/earnings';
import { TIN_KINDS } from '@app/shared/rules/payout-profile';
import { PROVINCES } from '@app/shared/rules/provinces';
import {
  type PayoutProfileForm as FormValues,
  type PayoutProfileInput,
  payoutProfileInputSchema,
} from '@app/shared/schemas/payout-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { describedByOf, FieldLabel, FieldNotes, FormField } from '../../../../components/ui/form-field.tsx';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { fieldClass } from '../profile/editor-parts.tsx';

/** One choice of a few, as radio buttons in a fieldset named by its legend. */
function Choice({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-night-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-night-100 bg-white px-4 py-3 text-base text-ink has-checked:border-night-500 has-checked:ring-2 has-checked:ring-night-500/25"
          >
            <input type="radio" value={option.value} className="size-4 accent-night-600" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SelectField({
  label,
  error,
  registration,
  children,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, undefined, error)}
        className={`${fieldClass} px-4 py-3 ${error ? 'border-red-500' : 'border-night-100'}`}
        {...registration}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={undefined} error={error} />
    </div>
  );
}

const EMPTY: Partial<FormValues> = {
  method: 'interac',
  destination: '',
  legalName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  tinKind: 'sin',
  tin: '',
  birthDate: '',
  gstHstNumber: '',
  qstNumber: '',
};

/**
 * The whole payout profile, checked here by the schema the server uses (each problem beside its field,
 * in the page's language). The number is never filled in from what is on file: it is typed again.
 */
export function PayoutProfileFormCard({
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  /** What is on file, to start from (without the number or the birth date). */
  initial: Partial<FormValues> | undefined;
  pending: boolean;
  onSubmit: (profile: PayoutProfileInput) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const form = useForm<FormValues, unknown, PayoutProfileInput>({
    resolver: inPageLanguage(zodResolver(payoutProfileInputSchema)),
    defaultValues: { ...EMPTY, ...initial },
  });
  const { register, formState, watch, setFocus } = form;
  const errors = formState.errors;
  const method = watch('method');
  const tinKind = watch('tinKind');
  useEffect(() => setFocus('destination'), [setFocus]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <Choice
        legend={t('payoutProfile.form.method')}
        options={PAYOUT_METHODS.map((value) => ({ value, label: t(`payoutProfile.methods.${value}`) }))}
        registration={register('method')}
      />
      <FormField
        label={
          method === 'paypal'
            ? t('payoutProfile.form.paypalDestination')
            : t('payoutProfile.form.interacDestination')
        }
        hint={method === 'paypal' ? undefined : t('payoutProfile.form.interacHint')}
        type={method === 'paypal' ? 'email' : 'text'}
        autoComplete={method === 'paypal' ? 'email' : 'off'}
        error={errors.destination?.message}
        {...register('destination')}
      />
      <FormField
        label={t('payoutProfile.form.legalName')}
        hint={t('payoutProfile.form.legalNameHint')}
        autoComplete="name"
        error={errors.legalName?.message}
        {...register('legalName')}
      />
      <FormField
        label={t('payoutProfile.form.addressLine1')}
        autoComplete="address-line1"
        error={errors.addressLine1?.message}
        {...register('addressLine1')}
      />
      <FormField
        label={t('payoutProfile.form.addressLine2')}
        autoComplete="address-line2"
        error={errors.addressLine2?.message}
        {...register('addressLine2')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label={t('payoutProfile.form.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={t('payoutProfile.form.province')}
          error={errors.province?.message}
          registration={register('province')}
        >
          <option value="">{t('payoutProfile.form.provinceChoose')}</option>
          {PROVINCES.map((code) => (
            <option key={code} value={code}>
              {t(`provinces.${code}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('payoutProfile.form.postalCode')}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </div>
      <Choice
        legend={t('payoutProfile.form.tinKind')}
        options={TIN_KINDS.map((value) => ({ value, label: t(`payoutProfile.tinKinds.${value}`) }))}
        registration={register('tinKind')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('payoutProfile.form.tin')}
          hint={t('payoutProfile.form.tinHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.tin?.message}
          {...register('tin')}
        />
        <FormField
          label={t('payoutProfile.form.birthDate')}
          hint={tinKind === 'sin' ? t('payoutProfile.form.birthDateHint') : undefined}
          type="date"
          autoComplete="bday"
          error={errors.birthDate?.message}
          {...register('birthDate')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('payoutProfile.form.gstHst')}
          autoComplete="off"
          error={errors.gstHstNumber?.message}
          {...register('gstHstNumber')}
        />
        <FormField
          label={t('payoutProfile.form.qst')}
          autoComplete="off"
          error={errors.qstNumber?.message}
          {...register('qstNumber')}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={pending} className={buttonClass('night', 'md', 'wrap')}>
          {pending ? t('payoutProfile.form.sending') : t('payoutProfile.form.submit')}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md', 'wrap')}>
            {t('payoutProfile.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
