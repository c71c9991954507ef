import { shownCustomerName } from '@app/shared/rules/customer';
import { firstNameSchema } from '@app/shared/schemas/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCustomer } from '../../api/get-customer.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';

const promptSchema = z.object({ name: firstNameSchema });
type PromptInput = z.input<typeof promptSchema>;
type PromptValues = z.output<typeof promptSchema>;

/**
 * The first checkout asks, once and without insisting, for the first name a customer skipped at sign-up
 * (receipts and the phone line greet by it). Nothing shows once they have one; paying never waits on it.
 */
export function FirstNamePrompt() {
  const { t } = useTranslation();
  const { customer } = useCustomer();
  const update = useUpdateProfile(customer?.id ?? '');
  const form = useForm<PromptInput, unknown, PromptValues>({
    resolver: inPageLanguage(zodResolver(promptSchema)),
    defaultValues: { name: '' },
  });
  if (!customer || shownCustomerName(customer.name, customer.email) !== null) return null;

  const submit = async ({ name }: PromptValues) => {
    try {
      const saved = await update.mutateAsync({ name });
      toast.success(t('profile.firstNamePrompt.saved', { name: saved.name }));
    } catch (failure) {
      toast.error(messageOf(failure, t('profile.errors.update')));
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <section
      aria-labelledby="first-name-prompt"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100"
    >
      <h2 id="first-name-prompt" className="font-display text-xl font-semibold text-night-900">
        {t('profile.firstNamePrompt.title')}
      </h2>
      <p className="mt-1 text-sm text-night-600">{t('profile.firstNamePrompt.text')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <FormField
          label={t('profile.firstName')}
          autoComplete="given-name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClass('outlineDark', 'md')} sm:mt-7`}
        >
          {isSubmitting ? t('profile.firstNamePrompt.saving') : t('profile.firstNamePrompt.save')}
        </button>
      </form>
    </section>
  );
}
