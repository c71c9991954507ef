import {
  declineSatisfactionBodySchema,
  type staffSatisfactionRequestSchema,
} from '@app/shared/schemas/trust';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field.tsx';
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
import { NoteFormEnd, RowDialog } from './decision-parts.tsx';

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

/** What staff are deciding: to grant or to decline one request. */
export type SatisfactionDecision = { kind: 'grant' | 'decline'; request: SatisfactionRequest } | null;

/**
 * The dialog of the decision being taken: 'Grant' (minutes back, the call's billed minutes at most, all
 * of them proposed, and a note) or 'Decline' (nothing credited, a note the customer reads).
 */
export function SatisfactionDecisionDialog({
  decision,
  onClose,
}: {
  decision: SatisfactionDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const declining = decision?.kind === 'decline';
  return (
    <RowDialog
      row={decision?.request ?? null}
      onClose={onClose}
      title={
        declining
          ? t('backOfficeTrust.satisfaction.declineDialog.title')
          : t('backOfficeTrust.satisfaction.grantDialog.title')
      }
      form={(request, done) =>
        declining ? (
          <DeclineForm request={request} onDone={done} />
        ) : (
          <GrantForm request={request} onDone={done} />
        )
      }
    />
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
      <NoteFormEnd
        note={{
          label: t('backOfficeTrust.satisfaction.grantDialog.note'),
          hint: t('backOfficeTrust.satisfaction.grantDialog.noteHint'),
          error: errors.note?.message,
          field: form.register('note'),
        }}
        action={grant}
        failed={t('backOfficeTrust.common.failed')}
        submitLabel={t('backOfficeTrust.satisfaction.grantDialog.submit')}
        pendingLabel={t('backOfficeTrust.satisfaction.grantDialog.working')}
        onCancel={onDone}
      />
    </form>
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
      <NoteFormEnd
        note={{
          label: t('backOfficeTrust.satisfaction.declineDialog.note'),
          hint: t('backOfficeTrust.satisfaction.declineDialog.noteHint'),
          error: form.formState.errors.note?.message,
          field: form.register('note'),
        }}
        action={decline}
        failed={t('backOfficeTrust.common.failed')}
        submitLabel={t('backOfficeTrust.satisfaction.declineDialog.submit')}
        pendingLabel={t('backOfficeTrust.satisfaction.declineDialog.working')}
        onCancel={onDone}
      />
    </form>
  );
}
