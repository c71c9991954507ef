import { type EditorWeek, normalizeSchedule } from '@app/shared/rules/advisor-console';
import type { DayName } from '@app/shared/rules/availability';
import {
  GRAMMATICAL_GENDERS,
  genderContext,
  isGrammaticalGender,
} from '@app/shared/rules/grammatical-gender';
import { ADVISOR_DESCRIPTION_MAX } from '@app/shared/schemas/advisor-console';
import {
  type StaffAdvisor,
  type StaffAdvisorCreateBody,
  type StaffAdvisorUpdateBody,
  staffAdvisorCreateBodySchema,
  staffAdvisorUpdateBodySchema,
} from '@app/shared/schemas/staff-advisors';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import {
  editorWeekOfProfile,
  problemsByDay,
  scheduleProblemsIn,
  timeOptions,
  timesOfWeek,
} from '../../../lib/advisor-profile-form.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { schemaMessage } from '../../../lib/schema-messages.ts';
import { toast } from '../../../lib/toast.ts';
import { type AdvisorFormField, fieldOfErrorCode, numberOrNull } from '../advisor-form-values.ts';
import { advisorPath, useCreateAdvisor, useUpdateAdvisor } from '../advisors-api.ts';
import { checkResolver, type FormCheck } from '../check-resolver.ts';
import { AdvisorWeekFields } from './advisor-week-fields.tsx';
import { BackOfficeCard } from './back-office-shell.tsx';
import { SelectField } from './catalogue-form-parts.tsx';
import { fieldClass, NoteField } from './form-parts.tsx';

type Field = AdvisorFormField;

/** What the profile fields hold, as typed (the weekly hours are the editor's own state). */
type AdvisorFormValues = Record<Field, string>;

type AdvisorBody =
  | { kind: 'create'; body: StaffAdvisorCreateBody }
  | { kind: 'update'; body: StaffAdvisorUpdateBody };

const EMPTY_WEEK = editorWeekOfProfile({});

/**
 * The fields and the week as the API's body, judged by the shared schema of a new advisor (`creating`)
 * or of a change. A number field that is not a whole number says `invalidNumber`; the schema's messages
 * show under their field; the week's problems are the hours editor's to show, not a field's.
 */
function checkAdvisor(
  values: AdvisorFormValues,
  week: EditorWeek,
  creating: boolean,
  invalidNumber: string,
): FormCheck<AdvisorFormValues, AdvisorBody> {
  const numbers = {
    agentId: numberOrNull(values.agentId),
    payoutCentsPerMinute: numberOrNull(values.payoutCentsPerMinute),
    position: numberOrNull(values.position),
  };
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, value] of Object.entries(numbers))
    if (value === 'invalid') errors[field as Field] = invalidNumber;
  const number = (value: number | null | 'invalid') => (value === 'invalid' ? null : value);
  const common = {
    name: values.name,
    description: values.description,
    // Empty: no French presentation (null), on a new advisor and on a change alike.
    descriptionFr: values.descriptionFr,
    // Empty: not set, French says it with wording that agrees with nobody.
    grammaticalGender: isGrammaticalGender(values.grammaticalGender) ? values.grammaticalGender : null,
    week,
    payoutCentsPerMinute: number(numbers.payoutCentsPerMinute),
    ...(number(numbers.position) === null ? {} : { position: number(numbers.position) }),
  };
  const parsed = creating
    ? {
        kind: 'create' as const,
        result: staffAdvisorCreateBodySchema.safeParse({
          ...common,
          agentId: number(numbers.agentId) ?? 0,
          phoneNumber: values.phoneNumber,
        }),
      }
    : { kind: 'update' as const, result: staffAdvisorUpdateBodySchema.safeParse(common) };
  for (const issue of parsed.result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field !== 'week')
      errors[field as Field] ??= schemaMessage(issue.message);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (parsed.kind === 'create' && parsed.result.success)
    return { ok: true, body: { kind: 'create', body: parsed.result.data } };
  if (parsed.kind === 'update' && parsed.result.success)
    return { ok: true, body: { kind: 'update', body: parsed.result.data } };
  return { ok: false, errors };
}

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
  const [week, setWeek] = useState(() => (advisor ? editorWeekOfProfile(advisor.week) : EMPTY_WEEK));
  const [dayProblems, setDayProblems] = useState<Partial<Record<DayName, string>>>({});
  const genderId = useId();
  const options = useMemo(() => timeOptions(timesOfWeek(advisor?.week ?? {})), [advisor?.week]);

  const check = (values: AdvisorFormValues) =>
    checkAdvisor(values, week, !advisor, t('backOffice.advisors.form.invalidNumber'));
  const form = useForm<AdvisorFormValues>({
    resolver: checkResolver(check),
    defaultValues: {
      name: advisor?.name ?? '',
      agentId: String(advisor?.agentId ?? nextAgentId ?? ''),
      description: advisor?.description ?? '',
      descriptionFr: advisor?.descriptionFr ?? '',
      grammaticalGender: advisor?.grammaticalGender ?? '',
      phoneNumber: '',
      payoutCentsPerMinute:
        advisor?.payoutCentsPerMinute === null || !advisor ? '' : String(advisor.payoutCentsPerMinute),
      position: advisor ? String(advisor.position) : '',
    },
    // Messages come with a submit and stay until their field changes (see `field`), not re-judged as typed.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  // A field's message goes once it is changed: it spoke of the value before.
  const field = (name: Field) => form.register(name, { onChange: () => form.clearErrors(name) });

  // The week is judged with every submit, whether the fields pass or not.
  const judgeWeek = () => {
    const schedule = normalizeSchedule(week);
    setDayProblems(schedule.ok ? {} : problemsByDay(schedule.problems));
    return schedule.ok;
  };

  const onValid = (values: AdvisorFormValues) => {
    if (save.isPending) return;
    const weekOk = judgeWeek();
    const checked = check(values);
    if (!weekOk || !checked.ok) return;
    const callbacks = {
      onSuccess: (saved: StaffAdvisor) => {
        toast.success(
          advisor
            ? t('backOffice.advisors.form.saved')
            : t('backOffice.advisors.form.created', { context: genderContext(saved.grammaticalGender) }),
        );
        if (!advisor) void navigate(advisorPath(saved.agentId));
      },
      onError: (error: Error) => {
        if (!(error instanceof ApiError)) return;
        const name = fieldOfErrorCode(error.code);
        if (name) form.setError(name, { type: 'server', message: error.message });
        if (error.is('SCHEDULE_INVALID'))
          setDayProblems(problemsByDay(scheduleProblemsIn(error.details.problems)));
      },
    };
    if (checked.body.kind === 'update') update.mutate(checked.body.body, callbacks);
    else create.mutate(checked.body.body, callbacks);
  };
  const onInvalid = () => {
    if (!save.isPending) judgeWeek();
  };

  const serverError =
    save.isError &&
    !(
      save.error instanceof ApiError &&
      (fieldOfErrorCode(save.error.code) || save.error.is('SCHEDULE_INVALID'))
    )
      ? messageOf(save.error, t('backOffice.advisors.form.failed'))
      : null;
  const hasDayProblems = Object.keys(dayProblems).length > 0;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="grid gap-5"
      aria-label={t('backOffice.advisors.form.profileHeading')}
    >
      <BackOfficeCard title={t('backOffice.advisors.form.profileHeading')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField
            label={t('backOffice.advisors.form.name')}
            error={errors.name?.message}
            autoComplete="off"
            maxLength={60}
            {...field('name')}
          />
          {advisor ? null : (
            <>
              <FormField
                label={t('backOffice.advisors.form.agentId')}
                hint={t('backOffice.advisors.form.agentIdHint')}
                error={errors.agentId?.message}
                inputMode="numeric"
                autoComplete="off"
                {...field('agentId')}
              />
              <FormField
                label={t('backOffice.advisors.form.phone')}
                hint={t('backOffice.advisors.form.phoneHint')}
                error={errors.phoneNumber?.message}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                {...field('phoneNumber')}
              />
            </>
          )}
          <FormField
            label={t('backOffice.advisors.form.payout')}
            hint={t('backOffice.advisors.form.payoutHint', { cents: defaultPayout })}
            error={errors.payoutCentsPerMinute?.message}
            inputMode="numeric"
            autoComplete="off"
            {...field('payoutCentsPerMinute')}
          />
          <FormField
            label={t('backOffice.advisors.form.position')}
            hint={t('backOffice.advisors.form.positionHint')}
            error={errors.position?.message}
            inputMode="numeric"
            autoComplete="off"
            {...field('position')}
          />
          <div className="md:col-span-2">
            <NoteField
              label={t('backOffice.advisors.form.description')}
              hint={t('backOffice.advisors.form.descriptionHint')}
              error={errors.description?.message}
              maxLength={ADVISOR_DESCRIPTION_MAX}
              rows={5}
              {...field('description')}
            />
          </div>
          <div className="md:col-span-2">
            <NoteField
              label={t('backOffice.advisors.form.descriptionFr')}
              hint={t('backOffice.advisors.form.descriptionFrHint')}
              error={errors.descriptionFr?.message}
              maxLength={ADVISOR_DESCRIPTION_MAX}
              rows={5}
              {...field('descriptionFr')}
            />
          </div>
          <div className="md:col-span-2">
            <SelectField
              id={genderId}
              label={t('backOffice.advisors.form.grammaticalGender')}
              error={errors.grammaticalGender?.message}
            >
              <select
                id={genderId}
                aria-describedby={`${genderId}-hint`}
                className={`${fieldClass} border-night-100`}
                {...field('grammaticalGender')}
              >
                <option value="">{t('backOffice.advisors.form.grammaticalGenders.unset')}</option>
                {GRAMMATICAL_GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`backOffice.advisors.form.grammaticalGenders.${gender}`)}
                  </option>
                ))}
              </select>
              <p id={`${genderId}-hint`} className="mt-1.5 text-xs text-night-600">
                {t('backOffice.advisors.form.grammaticalGenderHint')}
              </p>
            </SelectField>
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
