import type { ReactNode } from 'react';
import type { FieldValues, FieldErrors as HookFieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';
import type { FieldErrors, FormCheck, FormWords } from '../catalogue-forms.ts';

/** A react-hook-form resolver over one of catalogue-forms.ts's checks: its messages on their fields. */
export function checkResolver<V extends FieldValues>(
  check: (values: V) => FormCheck<V, unknown>,
): Resolver<V> {
  return async (values) => {
    const result = check(values);
    if (result.ok) return { values, errors: {} };
    const errors: HookFieldErrors<V> = {};
    for (const [field, message] of Object.entries(result.errors as FieldErrors<V>)) {
      (errors as Record<string, { type: string; message: string }>)[field] = {
        type: 'validate',
        message: String(message),
      };
    }
    return { values: {}, errors };
  };
}

export function useFormWords(): FormWords {
  const { t } = useTranslation();
  return {
    numberRequired: t('backOffice.catalogue.couponForm.numberRequired'),
    dateInvalid: t('backOffice.catalogue.couponForm.dateInvalid'),
    expiryPast: t('backOffice.catalogue.couponForm.expiryPast'),
  };
}

/** The foot of every catalogue form: the server's refusal, Cancel and the submit button. */
export function FormFoot({
  error,
  pending,
  submitLabel,
  onCancel,
}: {
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md')}>
          {t('backOffice.common.cancel')}
        </button>
        <button type="submit" disabled={pending} className={buttonClass('night', 'md')}>
          {pending ? t('backOffice.catalogue.saving') : submitLabel}
        </button>
      </div>
    </>
  );
}

/** A labelled select with its error read out, in the back office's field style. */
export function SelectField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      <FieldNotes id={id} hint={null} error={error} />
    </div>
  );
}

/** An editor inside a section: the form, and beside it (under it on a narrow screen) its live preview. */
export function EditorFrame({
  title,
  previewTitle,
  previewHint,
  preview,
  children,
}: {
  title: string;
  previewTitle: string;
  previewHint: string;
  preview: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mb-6 grid gap-6 rounded-2xl bg-night-50/60 p-4 ring-1 ring-night-100 sm:p-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="min-w-0">
        <h3 className="mb-4 font-display text-lg font-semibold text-night-900">{title}</h3>
        {children}
      </div>
      <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
        <h3 className="font-display text-lg font-semibold text-night-900">{previewTitle}</h3>
        <p className="mb-3 text-sm text-night-600">{previewHint}</p>
        {preview}
      </div>
    </div>
  );
}
