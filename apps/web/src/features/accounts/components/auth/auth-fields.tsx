import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { type FieldProps, FormField } from '../../../../components/ui/form-field.tsx';

type EmailProps = Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'placeholder'>;

/** The e-mail field of the sign-in, sign-up and forgotten-password forms: the same words in each. */
export const EmailField = forwardRef<HTMLInputElement, EmailProps>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return (
    <FormField
      ref={ref}
      label={t('auth.signIn.email')}
      type="email"
      autoComplete="email"
      placeholder={t('auth.signIn.emailPlaceholder')}
      {...props}
    />
  );
});

/** A password's field (masked); `autoComplete` says whether it is the current one or a new one. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  Omit<FieldProps, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' }
>(function PasswordField(props, ref) {
  return <FormField ref={ref} type="password" {...props} />;
});

/** An auth form's submit button, the width of the form; off and saying `pendingLabel` while it is sent. */
export function AuthSubmit({
  pending,
  label,
  pendingLabel,
  tone = 'night',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  tone?: 'night' | 'gold';
}) {
  return (
    <button type="submit" disabled={pending} className={`${buttonClass(tone, 'lg')} w-full`}>
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A step to another auth form (forgotten password, back to sign-in), drawn as a link. */
export function AuthSwitch({ label, onClick, place }: { label: string; onClick: () => void; place: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${place} text-sm font-semibold text-night-600 hover:text-night-800 hover:underline`}
    >
      {label}
    </button>
  );
}
