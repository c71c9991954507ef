import { normalizeSchedule } from '@app/shared/rules/advisor-console';
import type { DayName } from '@app/shared/rules/availability';
import { ADVISOR_DESCRIPTION_MAX } from '@app/shared/schemas/advisor-console';
import {
  type StaffAdvisor,
  staffAdvisorCreateBodySchema,
  staffAdvisorUpdateBodySchema,
} from '@app/shared/schemas/staff-advisors';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  editorWeekOfProfile,
  problemsByDay,
  scheduleProblemsIn,
  timeOptions,
} from '../../advisor-console/profile-form.ts';
import { type AdvisorFormField, fieldOfErrorCode, numberOrNull } from '../advisor-form-values.ts';
import { advisorPath, useCreateAdvisor, useUpdateAdvisor } from '../advisors-api.ts';
import { AdvisorWeekFields } from './advisor-week-fields.tsx';
import { BackOfficeCard } from './back-office-shell.tsx';
import { NoteField } from './form-parts.tsx';

type Field = AdvisorFormField;

const EMPTY_WEEK = editorWeekOfProfile({});

/**
 * The advisor's profile as staff write it: a new advisor (with the proposed extension) or an existing
 * one (every field but the extension). The shared schemas judge it before it is sent; the server's
 * refusals (a name, an extension or a number already taken) show under their field.
 */
export function AdvisorForm({
  advisor,
  nextAgentId,
  defaultPayout,
}: {
  advisor?: StaffAdvisor;
  nextAgentId?: number;
  defaultPayout: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAdvisor();
  const update = useUpdateAdvisor(advisor?.agentId ?? 0);
  const save = advisor ? update : create;
  const [values, setValues] = useState({
    name: advisor?.name ?? '',
    agentId: String(advisor?.agentId ?? nextAgentId ?? ''),
    description: advisor?.description ?? '',
    phoneNumber: '',
    payoutCentsPerMinute:
      advisor?.payoutCentsPerMinute === null || !advisor ? '' : String(advisor.payoutCentsPerMinute),
    position: advisor ? String(advisor.position) : '',
  });
  const [week, setWeek] = useState(() => (advisor ? editorWeekOfProfile(advisor.week) : EMPTY_WEEK));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [dayProblems, setDayProblems] = useState<Partial<Record<DayName, string>>>({});
  const options = useMemo(
    () =>
      timeOptions(
        Object.values(advisor?.week ?? {}).flatMap((slots) => slots.flatMap((s) => [s.from, s.to])),
      ),
    [advisor?.week],
  );

  // A field's message goes once it is changed: it spoke of the value before.
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = t('backOffice.advisors.form.invalidNumber');
    const numbers = {
      agentId: numberOrNull(values.agentId),
      payoutCentsPerMinute: numberOrNull(values.payoutCentsPerMinute),
      position: numberOrNull(values.position),
    };
    const local: Partial<Record<Field, string>> = {};
    for (const [field, value] of Object.entries(numbers))
      if (value === 'invalid') local[field as Field] = invalid;
    const number = (value: number | null | 'invalid') => (value === 'invalid' ? null : value);
    const common = {
      name: values.name,
      description: values.description,
      week,
      payoutCentsPerMinute: number(numbers.payoutCentsPerMinute),
      ...(number(numbers.position) === null ? {} : { position: number(numbers.position) }),
    };
    const parsed = advisor
      ? { kind: 'update' as const, result: staffAdvisorUpdateBodySchema.safeParse(common) }
      : {
          kind: 'create' as const,
          result: staffAdvisorCreateBodySchema.safeParse({
            ...common,
            agentId: number(numbers.agentId) ?? 0,
            phoneNumber: values.phoneNumber,
          }),
        };
    const schedule = normalizeSchedule(week);
    setDayProblems(schedule.ok ? {} : problemsByDay(schedule.problems));
    for (const issue of parsed.result.error?.issues ?? []) {
      const field = issue.path[0];
      if (typeof field === 'string' && field !== 'week') local[field as Field] ??= issue.message;
    }
    setErrors(local);
    if (!schedule.ok || Object.keys(local).length > 0) return;
    const callbacks = {
      onSuccess: (saved: StaffAdvisor) => {
        toast.success(t(advisor ? 'backOffice.advisors.form.saved' : 'backOffice.advisors.form.created'));
        if (!advisor) void navigate(advisorPath(saved.agentId));
      },
      onError: (error: Error) => {
        if (!(error instanceof ApiError)) return;
        const field = fieldOfErrorCode(error.code);
        if (field) setErrors({ [field]: error.message });
        if (error.code === 'SCHEDULE_INVALID')
          setDayProblems(problemsByDay(scheduleProblemsIn(error.details.problems)));
      },
    };
    if (parsed.kind === 'update' && parsed.result.success) update.mutate(parsed.result.data, callbacks);
    if (parsed.kind === 'create' && parsed.result.success) create.mutate(parsed.result.data, callbacks);
  };

  const serverError =
    save.isError &&
    !(
      save.error instanceof ApiError &&
      (fieldOfErrorCode(save.error.code) || save.error.code === 'SCHEDULE_INVALID')
    )
      ? messageOf(save.error, t('backOffice.advisors.form.failed'))
      : null;
  const hasDayProblems = Object.keys(dayProblems).length > 0;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={t('backOffice.advisors.form.profileHeading')}
    >
      <BackOfficeCard title={t('backOffice.advisors.form.profileHeading')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            label={t('backOffice.advisors.form.name')}
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="off"
            maxLength={60}
          />
          {advisor ? null : (
            <FormField
              label={t('backOffice.advisors.form.agentId')}
              hint={t('backOffice.advisors.form.agentIdHint')}
              value={values.agentId}
              onChange={set('agentId')}
              error={errors.agentId}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
          {advisor ? null : (
            <FormField
              label={t('backOffice.advisors.form.phone')}
              hint={t('backOffice.advisors.form.phoneHint')}
              value={values.phoneNumber}
              onChange={set('phoneNumber')}
              error={errors.phoneNumber}
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
          )}
          <FormField
            label={t('backOffice.advisors.form.payout')}
            hint={t('backOffice.advisors.form.payoutHint', { cents: defaultPayout })}
            value={values.payoutCentsPerMinute}
            onChange={set('payoutCentsPerMinute')}
            error={errors.payoutCentsPerMinute}
            inputMode="numeric"
            autoComplete="off"
          />
          <FormField
            label={t('backOffice.advisors.form.position')}
            hint={t('backOffice.advisors.form.positionHint')}
            value={values.position}
            onChange={set('position')}
            error={errors.position}
            inputMode="numeric"
            autoComplete="off"
          />
          <div className="md:col-span-2">
            <NoteField
              label={t('backOffice.advisors.form.description')}
              hint={t('backOffice.advisors.form.descriptionHint')}
              value={values.description}
              onChange={set('description')}
              error={errors.description}
              maxLength={ADVISOR_DESCRIPTION_MAX}
              rows={5}
            />
          </div>
        </div>
      </BackOfficeCard>
      <BackOfficeCard title={t('backOffice.advisors.form.hours')}>
        <p className="mb-4 text-sm text-night-600">{t('backOffice.advisors.form.hoursHint')}</p>
        <AdvisorWeekFields week={week} options={options} problems={dayProblems} onChange={setWeek} />
      </BackOfficeCard>
      {hasDayProblems ? <Alert tone="error">{t('backOffice.advisors.form.fixDays')}</Alert> : null}
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div>
        <button type="submit" disabled={save.isPending} className={buttonClass('night', 'md')}>
          {save.isPending
            ? t('backOffice.advisors.form.saving')
            : t(advisor ? 'backOffice.advisors.form.save' : 'backOffice.advisors.form.create')}
        </button>
      </div>
    </form>
  );
}
