import { DELETE_CONFIRM_WORDS } from '@app/shared/constants';
import { type DeleteConfirm, deleteConfirmSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { pageLanguage } from '../../../../lib/language.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAuth } from '../../../../lib/use-auth.tsx';
import { useDeleteAccount } from '../../api/delete-account.ts';
import { useAccountClosure } from '../../api/get-account-closure.ts';
import type { CustomerDialogProps } from './add-phone-dialog.tsx';
import { ClosureSummary } from './closure-summary.tsx';

/**
 * SPEC 4 account deletion: type the page language's word exactly (DELETE, or SUPPRIMER on French pages)
 * → soft delete → signed out → home. The server checks the same word again. Before confirming, the
 * dialog says what closing refunds of the paid minutes left and which free minutes are lost.
 */
export function DeleteAccountDialog({ customerId, open, onClose }: CustomerDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount(customerId);
  // Not asked again once closed: the session is gone.
  const closure = useAccountClosure(customerId, open && !deletion.isSuccess);
  // The customer confirms only once told what closing refunds and loses, and never during a call.
  const canClose = closure.data !== undefined && !closure.data.callInProgress;
  const { signOut } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const language = pageLanguage();
  const form = useForm<DeleteConfirm>({
    resolver: inPageLanguage(zodResolver(deleteConfirmSchema(language))),
    defaultValues: { confirm: '' },
  });

  const submit = async ({ confirm }: DeleteConfirm) => {
    setError(null);
    try {
      await deletion.mutateAsync(confirm);
    } catch (failure) {
      setError(messageOf(failure, t('deletion.errors.deleteFailed')));
      return;
    }
    // The server ended every session already; this clears the browser's copy, and the dashboard's guard
    // follows the customer home rather than to /login.
    await signOut({ redirectTo: '/' }).catch(() => undefined);
    queryClient.clear();
    toast.success(t('deletion.deleted'));
    navigate('/', { replace: true });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('deletion.title')}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <p className="text-sm text-night-700">{t('deletion.warning')}</p>
        {closure.data ? (
          <ClosureSummary closure={closure.data} />
        ) : closure.isError ? (
          <Alert tone="error">{t('deletion.closure.checkFailed')}</Alert>
        ) : (
          <Spinner label={t('deletion.closure.checking')} />
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <FormField
          label={t('deletion.prompt')}
          autoComplete="off"
          placeholder={DELETE_CONFIRM_WORDS[language]}
          error={form.formState.errors.confirm?.message}
          {...form.register('confirm')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass('outlineDark', 'md')}>
            {t('deletion.cancel')}
          </button>
          <button
            type="submit"
            disabled={deletion.isPending || !canClose}
            className="inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {deletion.isPending ? t('deletion.deleting') : t('deletion.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
