import { STAFF_NOTE_MAX } from '@app/shared/schemas/staff';
import {
  declineSatisfactionBodySchema,
  type staffSatisfactionRequestSchema,
} from '@app/shared/schemas/trust';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormEnd } from '../../../components/ui/dialog-form-end.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { checkResolver } from '../check-resolver.ts';
import { durationLabel, formatDateTime } from '../format.ts';
import { satisfactionReasonLabelKey } from '../labels.ts';
import { useDeclineSatisfaction, useGrantSatisfaction } from '../trust-api.ts';
import {
  checkGrant,
  checkNote,
  type GrantFormValues,
  grantDefaults,
  type NoteFormValues,
} from '../trust-forms.ts';
import { NoteField } from './form-parts.tsx';

export type SatisfactionRequest = z.infer<typeof staffSatisfactionRequestSchema>;

const customerOf = (request: SatisfactionRequest) => request.customerName.trim() || request.customerEmail;

/** The call the request is about, what went wrong and what the customer wrote. */
function RequestSummary({ request }: { request: SatisfactionRequest }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5 rounded-xl bg-night-50 px-4 py-3 text-sm text-night-800">
      <p className="font-semibold text-night-900">
        {t('backOfficeTrust.satisfaction.about', {
          customer: customerOf(request),
          advisor: request.advisorName ?? t('backOfficeTrust.common.unknownAdvisor'),
          date: formatDateTime(request.callStart),
          length: durationLabel(request.durationSeconds),
          minutes: t('backOfficeTrust.common.minutes', { count: request.minutesBilled }),
        })}
      </p>
      <p>
        {t('backOfficeTrust.satisfaction.reasonLine', {
          reason: t(satisfactionReasonLabelKey(request.reason)),
        })}
      </p>
      {request.comment ? (
        <blockquote className="max-h-32 overflow-y-auto border-l-2 border-night-500/40 pl-3 whitespace-pre-line [overflow-wrap:anywhere]">
          {request.comment}
        </blockquote>
      ) : null}
    </div>
  );
}

/** 'Grant': minutes back (the call's billed minutes at most, all of them proposed) and a note. */
export function GrantSatisfactionDialog({
  request,
  onClose,
}: {
  request: SatisfactionRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('backOfficeTrust.satisfaction.grantDialog.title')}
    >
      {request ? <GrantForm key={request.id} request={request} onDone={onClose} /> : null}
    </Dialog>
  );
}

function GrantForm({ request, onDone }: { request: SatisfactionRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const grant = useGrantSatisfaction();
  const billed = request.minutesBilled;
  const over = t('backOfficeTrust.satisfaction.grantDialog.minutesOver', { count: billed });
  const check = (values: GrantFormValues) => checkGrant(values, billed, over);
  const form = useForm<GrantFormValues>({
    resolver: checkResolver(check),
    defaultValues: grantDefaults(request),
  });
  const { errors } = form.formState;

  const onSubmit = (values: GrantFormValues) => {
    const checked = check(values);
    if (!checked.ok || grant.isPending) return;
    grant.mutate(
      { id: request.id, ...checked.body },
      {
        onSuccess: () => {
          toast.success(
            t('backOfficeTrust.satisfaction.grantDialog.done', {
              count: checked.body.minutes,
              customer: customerOf(request),
            }),
          );
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <RequestSummary request={request} />
      <p className="text-sm text-night-700">{t('backOfficeTrust.satisfaction.grantDialog.text')}</p>
      <FormField
        label={t('backOfficeTrust.satisfaction.grantDialog.minutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={billed}
        step={1}
        autoComplete="off"
        hint={t('backOfficeTrust.satisfaction.grantDialog.minutesHint', { count: billed })}
        error={errors.minutes?.message}
        {...form.register('minutes')}
      />
      <NoteField
        label={t('backOfficeTrust.satisfaction.grantDialog.note')}
        hint={t('backOfficeTrust.satisfaction.grantDialog.noteHint')}
        maxLength={STAFF_NOTE_MAX}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <DialogFormEnd
        error={grant.isError ? messageOf(grant.error, t('backOfficeTrust.common.failed')) : null}
        pending={grant.isPending}
        submitLabel={t('backOfficeTrust.satisfaction.grantDialog.submit')}
        pendingLabel={t('backOfficeTrust.satisfaction.grantDialog.working')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}

/** 'Decline': nothing credited, a note the customer reads. */
export function DeclineSatisfactionDialog({
  request,
  onClose,
}: {
  request: SatisfactionRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={t('backOfficeTrust.satisfaction.declineDialog.title')}
    >
      {request ? <DeclineForm key={request.id} request={request} onDone={onClose} /> : null}
    </Dialog>
  );
}

const checkDecline = (values: NoteFormValues) => checkNote(values, declineSatisfactionBodySchema);

function DeclineForm({ request, onDone }: { request: SatisfactionRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineSatisfaction();
  const form = useForm<NoteFormValues>({
    resolver: checkResolver(checkDecline),
    defaultValues: { note: '' },
  });
  const onSubmit = (values: NoteFormValues) => {
    const checked = checkDecline(values);
    if (!checked.ok || decline.isPending) return;
    decline.mutate(
      { id: request.id, ...checked.body },
      {
        onSuccess: () => {
          toast.success(t('backOfficeTrust.satisfaction.declineDialog.done'));
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <RequestSummary request={request} />
      <p className="text-sm text-night-700">{t('backOfficeTrust.satisfaction.declineDialog.text')}</p>
      <NoteField
        label={t('backOfficeTrust.satisfaction.declineDialog.note')}
        hint={t('backOfficeTrust.satisfaction.declineDialog.noteHint')}
        maxLength={STAFF_NOTE_MAX}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <DialogFormEnd
        error={decline.isError ? messageOf(decline.error, t('backOfficeTrust.common.failed')) : null}
        pending={decline.isPending}
        submitLabel={t('backOfficeTrust.satisfaction.declineDialog.submit')}
        pendingLabel={t('backOfficeTrust.satisfaction.declineDialog.working')}
        cancelLabel={t('backOffice.common.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}
