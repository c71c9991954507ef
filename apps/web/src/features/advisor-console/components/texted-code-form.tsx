import { otpCodeSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CodeField } from '../../../components/ui/phone-fields.tsx';
import { inPageLanguage } from '../../../lib/schema-messages.ts';

const codeFormSchema = z.object({ code: otpCodeSchema });

/**
 * The step that confirms a change with the code texted to the advisor: what was sent where, the code's
 * field (focused), then the step's own buttons (`children`, the first of them the submit).
 */
export function TextedCodeForm({
  sent,
  label,
  placeholder,
  onSubmit,
  children,
}: {
  sent: string;
  label: string;
  placeholder: string;
  onSubmit: (code: string) => void;
  children: ReactNode;
}) {
  const form = useForm<{ code: string }>({
    resolver: inPageLanguage(zodResolver(codeFormSchema)),
    defaultValues: { code: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => onSubmit(code))} className="grid gap-4">
      <p className="text-sm text-night-700">{sent}</p>
      <CodeField
        label={label}
        placeholder={placeholder}
        className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.4em]"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      {children}
    </form>
  );
}
