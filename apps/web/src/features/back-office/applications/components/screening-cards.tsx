import type { StaffApplication } from '@app/shared/schemas/application-screening';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { BackOfficeCard } from '../../components/back-office-shell.tsx';
import { fieldClass } from '../../components/form-parts.tsx';
import { formatDateTime } from '../../format.ts';
import { screenersQueryOptions, useScheduleTestReading, useStartScreening } from '../api.ts';
import {
  checkTestReading,
  type TestReadingCheck,
  type TestReadingValues,
  testReadingFormValues,
} from '../screening-forms.ts';
import { CardNote, confirmWhenDone } from './application-parts.tsx';

/** Whether the application is still open to screening (not decided, not withdrawn). */
export const isOpen = (application: Pick<StaffApplication, 'status'>) =>
  application.status === 'new' || application.status === 'screening' || application.status === 'test_reading';

/** A new application moves to screening once someone reads it (support and admin). */
export function ScreeningCard({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const start = useStartScreening(application.id);
  return (
    <BackOfficeCard title={t('backOffice.applications.screening.title')}>
      <div className="grid justify-items-start gap-3">
        <CardNote>{t('backOffice.applications.screening.text')}</CardNote>
        {start.isError ? (
          <Alert tone="error">{messageOf(start.error, t('backOffice.applications.detail.failed'))}</Alert>
        ) : null}
        <button
          type="button"
          disabled={start.isPending}
          onClick={() =>
            confirmWhenDone(start.mutateAsync(), () => t('backOffice.applications.screening.started'))
          }
          className={buttonClass('night', 'md')}
        >
          {start.isPending
            ? t('backOffice.applications.screening.starting')
            : t('backOffice.applications.screening.start')}
        </button>
      </div>
    </BackOfficeCard>
  );
}

/**
 * The test reading: when (a date and a time on Montréal's clock, whatever the laptop's zone) and which
 * member of staff poses as the client. It can be moved until the application is decided.
 */
export function TestReadingCard({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const current =
    application.testReadingAt && application.screener
      ? t('backOffice.applications.testReading.current', {
          date: formatDateTime(application.testReadingAt),
          screener: application.screener.name,
        })
      : application.testReadingAt
        ? formatDateTime(application.testReadingAt)
        : null;
  return (
    <BackOfficeCard title={t('backOffice.applications.testReading.title')}>
      <p className="font-semibold text-night-900" data-testid="test-reading-current">
        {current ?? t('backOffice.applications.testReading.none')}
      </p>
      {isOpen(application) ? <TestReadingForm application={application} /> : null}
    </BackOfficeCard>
  );
}

type Errors = Extract<TestReadingCheck, { ok: false }>['errors'];

function TestReadingForm({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const screeners = useQuery(screenersQueryOptions());
  const schedule = useScheduleTestReading(application.id);
  const [values, setValues] = useState<TestReadingValues>(() => testReadingFormValues(application));
  const [errors, setErrors] = useState<Errors>({});
  const screenerId = useId();
  const set = (key: keyof TestReadingValues) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
    setErrors({ ...errors, [key]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (schedule.isPending) return;
    const check = checkTestReading(values, new Date());
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    confirmWhenDone(schedule.mutateAsync(check.body), (saved) =>
      t('backOffice.applications.testReading.scheduled', {
        date: formatDateTime(saved.testReadingAt ?? check.body.at),
      }),
    );
  };
  const screenerError = errors.screenerUserId ? t(errors.screenerUserId) : undefined;
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <CardNote>{t('backOffice.applications.testReading.text')}</CardNote>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('backOffice.applications.testReading.date')}
          type="date"
          value={values.date}
          onChange={set('date')}
          error={errors.date ? t(errors.date) : undefined}
        />
        <FormField
          label={t('backOffice.applications.testReading.time')}
          type="time"
          value={values.time}
          onChange={set('time')}
          error={errors.time ? t(errors.time) : undefined}
        />
      </div>
      <div>
        <label htmlFor={screenerId} className="mb-1.5 block text-sm font-semibold text-night-800">
          {t('backOffice.applications.testReading.screener')}
        </label>
        <select
          id={screenerId}
          value={values.screenerUserId}
          onChange={set('screenerUserId')}
          aria-invalid={screenerError ? true : undefined}
          aria-describedby={screenerError ? `${screenerId}-error` : undefined}
          className={`${fieldClass} ${screenerError ? 'border-red-500' : 'border-night-100'}`}
        >
          <option value="">{t('backOffice.applications.testReading.chooseScreener')}</option>
          {/* The screener already chosen stays choosable while the list loads (or left the staff). */}
          {application.screener &&
          !screeners.data?.some((screener) => screener.userId === application.screener?.userId) ? (
            <option value={application.screener.userId}>{application.screener.name}</option>
          ) : null}
          {(screeners.data ?? []).map((screener) => (
            <option key={screener.userId} value={screener.userId}>
              {t('backOffice.applications.testReading.screenerOption', {
                name: screener.name,
                email: screener.email,
              })}
            </option>
          ))}
        </select>
        {screenerError ? (
          <p id={`${screenerId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {screenerError}
          </p>
        ) : null}
      </div>
      {screeners.isError ? (
        <Alert tone="warning">
          {messageOf(screeners.error, t('backOffice.applications.testReading.screenersFailed'))}
        </Alert>
      ) : null}
      {schedule.isError ? (
        <Alert tone="error">{messageOf(schedule.error, t('backOffice.applications.detail.failed'))}</Alert>
      ) : null}
      <button
        type="submit"
        disabled={schedule.isPending}
        className={`${buttonClass('night', 'md', 'wrap')} w-fit`}
      >
        {schedule.isPending
          ? t('backOffice.applications.testReading.scheduling')
          : application.testReadingAt
            ? t('backOffice.applications.testReading.reschedule')
            : t('backOffice.applications.testReading.schedule')}
      </button>
    </form>
  );
}
