import { COUPON_TYPES, type StaffCoupon } from '@app/shared/schemas/staff-catalogue';
import { useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateCoupon, useUpdateCoupon } from '../catalogue-api.ts';
import {
  type CouponFormValues,
  checkCouponCreate,
  checkCouponUpdate,
  couponFormValues,
} from '../catalogue-forms.ts';
import { checkResolver, FormFoot, SelectField, useFormWords } from './catalogue-form-parts.tsx';
import { fieldClass } from './form-parts.tsx';

/** 'New coupon' (no coupon) or 'Edit CODE' in a dialog; each opening starts from the coupon as it is. */
export function CouponDialog({
  open,
  coupon,
  onClose,
  onCreated,
}: {
  open: boolean;
  coupon?: StaffCoupon;
  onClose: () => void;
  onCreated?: (coupon: StaffCoupon) => void;
}) {
  const { t } = useTranslation();
  const title = coupon
    ? t('backOffice.catalogue.couponForm.editTitle', { code: coupon.code })
    : t('backOffice.catalogue.couponForm.createTitle');
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {coupon ? (
        <EditCouponForm coupon={coupon} onDone={onClose} />
      ) : (
        <NewCouponForm
          onDone={(created) => {
            onClose();
            onCreated?.(created);
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

function NewCouponForm({
  onDone,
  onCancel,
}: {
  onDone: (coupon: StaffCoupon) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const words = useFormWords();
  const create = useCreateCoupon();
  const check = (values: CouponFormValues) => checkCouponCreate(values, words, new Date());
  const form = useForm<CouponFormValues>({
    resolver: checkResolver(check),
    defaultValues: couponFormValues(),
  });
  const onSubmit = (values: CouponFormValues) => {
    const checked = check(values);
    if (!checked.ok || create.isPending) return;
    create.mutate(checked.body, {
      onSuccess: (coupon) => {
        toast.success(t('backOffice.catalogue.couponForm.created', { code: coupon.code }));
        onDone(coupon);
      },
    });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField
        label={t('backOffice.catalogue.couponForm.code')}
        hint={t('backOffice.catalogue.couponForm.codeHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        className="[&_input]:uppercase"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <CouponTerms form={form} typeLocked={false} />
      <FormFoot
        error={create.isError ? messageOf(create.error, t('backOffice.catalogue.failed')) : null}
        pending={create.isPending}
        submitLabel={t('backOffice.catalogue.couponForm.submitCreate')}
        onCancel={onCancel}
      />
    </form>
  );
}

function EditCouponForm({ coupon, onDone }: { coupon: StaffCoupon; onDone: () => void }) {
  const { t } = useTranslation();
  const words = useFormWords();
  const update = useUpdateCoupon(coupon.id);
  const check = (values: CouponFormValues) => checkCouponUpdate(values, words);
  const form = useForm<CouponFormValues>({
    resolver: checkResolver(check),
    defaultValues: couponFormValues(coupon),
  });
  const used = coupon.mostUsesByOneCustomer > 0;
  const onSubmit = (values: CouponFormValues) => {
    const checked = check(values);
    if (!checked.ok || update.isPending) return;
    update.mutate(checked.body, {
      onSuccess: () => {
        toast.success(t('backOffice.catalogue.saved'));
        onDone();
      },
    });
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {used ? <p className="text-sm text-night-700">{t('backOffice.catalogue.coupon.usedNote')}</p> : null}
      <CouponTerms form={form} typeLocked={used} minUses={coupon.mostUsesByOneCustomer} />
      <FormFoot
        error={update.isError ? messageOf(update.error, t('backOffice.catalogue.failed')) : null}
        pending={update.isPending}
        submitLabel={t('backOffice.catalogue.save')}
        onCancel={onDone}
      />
    </form>
  );
}

/** Type, value, expiry, uses per customer, first purchase: what both forms hold. */
function CouponTerms({
  form,
  typeLocked,
  minUses = 0,
}: {
  form: UseFormReturn<CouponFormValues>;
  typeLocked: boolean;
  minUses?: number;
}) {
  const { t } = useTranslation();
  const typeId = useId();
  const { errors } = form.formState;
  const type = form.watch('type');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={typeId}
          label={t('backOffice.catalogue.couponForm.type')}
          error={errors.type?.message}
        >
          {/* A used coupon's type shows, greyed, and is sent as it is (a disabled field sends nothing). */}
          {typeLocked ? <input type="hidden" {...form.register('type')} /> : null}
          <select
            id={typeId}
            disabled={typeLocked}
            className={`${fieldClass} border-night-100`}
            {...(typeLocked ? { value: type, onChange: () => undefined } : form.register('type'))}
          >
            {COUPON_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`backOffice.catalogue.types.${value}`)}
              </option>
            ))}
          </select>
        </SelectField>
        <FormField
          label={t('backOffice.catalogue.couponForm.value')}
          type="number"
          inputMode="decimal"
          min={1}
          max={type === 'bonus_minutes' ? undefined : 100}
          step={type === 'bonus_minutes' ? 1 : 'any'}
          readOnly={typeLocked}
          hint={
            type === 'bonus_minutes'
              ? t('backOffice.catalogue.couponForm.valueHintMinutes')
              : t('backOffice.catalogue.couponForm.valueHintPercent')
          }
          error={errors.value?.message}
          {...form.register('value')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('backOffice.catalogue.couponForm.expiresAt')}
          type="datetime-local"
          hint={t('backOffice.catalogue.timeZoneHint')}
          error={errors.expiresAt?.message}
          {...form.register('expiresAt')}
        />
        <FormField
          label={t('backOffice.catalogue.couponForm.maxUses')}
          type="number"
          inputMode="numeric"
          min={Math.max(1, minUses)}
          step={1}
          hint={
            minUses > 0
              ? t('backOffice.catalogue.coupon.maxUsesNote', { count: minUses })
              : t('backOffice.catalogue.couponForm.maxUsesHint')
          }
          error={errors.maxUses?.message}
          {...form.register('maxUses')}
        />
      </div>
      <label className="flex items-center gap-2.5 text-sm font-semibold text-night-800">
        <input type="checkbox" className="size-4 accent-night-700" {...form.register('firstPurchaseOnly')} />
        {t('backOffice.catalogue.couponForm.firstPurchaseOnly')}
      </label>
    </>
  );
}
