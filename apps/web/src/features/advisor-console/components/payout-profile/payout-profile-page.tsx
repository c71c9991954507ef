import type { PayoutProfileInput, PayoutProfileView } from '@app/shared/schemas/payout-profile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatLongDate, formatTime } from '../../../../lib/formats.ts';
import {
  payoutProfileQueryOptions,
  useConfirmPayoutChange,
  useRequestPayoutChange,
} from '../../payout-profile-api.ts';
import { ConsoleCard, ConsoleShell } from '../console-shell.tsx';
import { TextedCodeForm } from '../texted-code-form.tsx';
import { PayoutProfileFormCard } from './payout-profile-form.tsx';

type Step =
  | { kind: 'shown' }
  | { kind: 'form'; draft?: PayoutProfileInput }
  | { kind: 'code'; changeId: string; sentTo: string; draft: PayoutProfileInput }
  | { kind: 'done' };

/** 'Monday, November 30, 2026' and '9:51 AM', on the business clock, in the page's language. */
const holdWords = (iso: string) => ({ date: formatLongDate(new Date(iso)), time: formatTime(new Date(iso)) });

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 border-night-100 border-b py-2.5 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-xs font-semibold tracking-wide text-night-500 uppercase sm:text-sm sm:normal-case sm:tracking-normal">
        {label}
      </dt>
      <dd className="break-words text-base text-night-900">{value}</dd>
    </div>
  );
}

/** The profile on file, as the server shows it: the number masked, the birth date only said to be there. */
export function PayoutProfileSummary({ profile }: { profile: PayoutProfileView }) {
  const { t } = useTranslation();
  const address = [
    profile.addressLine1,
    profile.addressLine2,
    `${profile.city} (${profile.province}) ${profile.postalCode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl data-testid="payout-profile-summary">
      <Row label={t('payoutProfile.current.method')} value={t(`payoutProfile.methods.${profile.method}`)} />
      <Row label={t('payoutProfile.current.destination')} value={profile.destination} />
      <Row label={t('payoutProfile.current.legalName')} value={profile.legalName} />
      <Row label={t('payoutProfile.current.address')} value={address} />
      <Row
        label={t('payoutProfile.current.tin')}
        value={`${t(`payoutProfile.tinKinds.${profile.tinKind}`)} ${profile.tinMasked}`}
      />
      <Row
        label={t('payoutProfile.current.birthDate')}
        value={
          profile.hasBirthDate
            ? t('payoutProfile.current.birthDateOnFile')
            : t('payoutProfile.current.birthDateNotGiven')
        }
      />
      <Row
        label={t('payoutProfile.current.gstHst')}
        value={profile.gstHstNumber ?? t('payoutProfile.current.notRegistered')}
      />
      <Row
        label={t('payoutProfile.current.qst')}
        value={profile.qstNumber ?? t('payoutProfile.current.notRegistered')}
      />
    </dl>
  );
}

/** Step 2: the code texted to the forwarding number. */
function CodeStep({
  sentTo,
  pending,
  onSubmit,
  onEdit,
}: {
  sentTo: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TextedCodeForm
      sent={t('payoutProfile.code.sent', { phone: sentTo.replaceAll('-', '\u2011') })}
      label={t('payoutProfile.code.label')}
      placeholder={t('payoutProfile.code.placeholder')}
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={pending} className={buttonClass('night', 'md', 'wrap')}>
          {pending ? t('payoutProfile.code.confirming') : t('payoutProfile.code.confirm')}
        </button>
        <button type="button" onClick={onEdit} className={buttonClass('outlineDark', 'md', 'wrap')}>
          {t('payoutProfile.code.edit')}
        </button>
      </div>
    </TextedCodeForm>
  );
}

/** What is on file, as the form's starting point: never the number nor the birth date. */
function formStartOf(profile: PayoutProfileView | null, draft: PayoutProfileInput | undefined) {
  if (draft) {
    return {
      ...draft,
      addressLine2: draft.addressLine2 ?? '',
      birthDate: draft.birthDate ?? '',
      gstHstNumber: draft.gstHstNumber ?? '',
      qstNumber: draft.qstNumber ?? '',
    };
  }
  if (!profile) return undefined;
  return {
    method: profile.method,
    destination: profile.destination,
    legalName: profile.legalName,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2 ?? '',
    city: profile.city,
    province: profile.province,
    postalCode: profile.postalCode,
    tinKind: profile.tinKind,
    gstHstNumber: profile.gstHstNumber ?? '',
    qstNumber: profile.qstNumber ?? '',
  };
}

/**
 * /advisor/payout-profile: where the advisor's earnings go and who they are for the tax slips. A change
 * is the whole profile, then the code texted to the forwarding number; once saved, the next payout waits
 * 48 hours, which the page says.
 */
export function AdvisorPayoutProfilePage() {
  const { t } = useTranslation();
  const query = useQuery(payoutProfileQueryOptions());
  const requestChange = useRequestPayoutChange();
  const confirmChange = useConfirmPayoutChange();
  const [step, setStep] = useState<Step>({ kind: 'shown' });
  const [error, setError] = useState<string | null>(null);

  const shell = (children: React.ReactNode) => (
    <ConsoleShell
      title={t('payoutProfile.title')}
      heading={t('payoutProfile.title')}
      subline={t('payoutProfile.intro')}
    >
      <div className="mx-auto grid max-w-3xl gap-6">{children}</div>
    </ConsoleShell>
  );

  if (query.isError && !query.data) {
    return shell(
      <div className="grid justify-items-start gap-4">
        <Alert tone="error">{t('payoutProfile.loadFailed')}</Alert>
        <button
          type="button"
          className={buttonClass('night', 'md', 'wrap')}
          onClick={() => void query.refetch()}
        >
          {t('consoleReviews.retry')}
        </button>
      </div>,
    );
  }
  if (!query.data) {
    return shell(
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>,
    );
  }
  const { profile } = query.data;

  const goTo = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const submitProfile = (draft: PayoutProfileInput) => {
    setError(null);
    requestChange.mutate(draft, {
      onSuccess: ({ changeId, sentTo }) => goTo({ kind: 'code', changeId, sentTo, draft }),
      onError: (failure) => setError(messageOf(failure, t('payoutProfile.errors.sendFailed'))),
    });
  };

  const submitCode = (changeId: string, code: string) => {
    setError(null);
    confirmChange.mutate(
      { changeId, code },
      {
        onSuccess: () => goTo({ kind: 'done' }),
        onError: (failure) => setError(messageOf(failure, t('payoutProfile.errors.confirmFailed'))),
      },
    );
  };

  return shell(
    <>
      {step.kind === 'done' && profile?.holdUntil ? (
        <Alert tone="success">
          <span className="block font-semibold">{t('payoutProfile.done.heading')}</span>
          {t('payoutProfile.done.body', holdWords(profile.holdUntil))}
        </Alert>
      ) : null}
      {step.kind !== 'done' && profile?.holdUntil ? (
        <Alert tone="info">{t('payoutProfile.hold', holdWords(profile.holdUntil))}</Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}

      {step.kind === 'form' ? (
        <ConsoleCard title={t('payoutProfile.form.heading')}>
          <PayoutProfileFormCard
            initial={formStartOf(profile, step.draft)}
            pending={requestChange.isPending}
            onSubmit={submitProfile}
            onCancel={() => goTo({ kind: 'shown' })}
          />
        </ConsoleCard>
      ) : null}

      {step.kind === 'code' ? (
        <ConsoleCard title={t('payoutProfile.code.heading')}>
          <CodeStep
            sentTo={step.sentTo}
            pending={confirmChange.isPending}
            onSubmit={(code) => submitCode(step.changeId, code)}
            onEdit={() => goTo({ kind: 'form', draft: step.draft })}
          />
        </ConsoleCard>
      ) : null}

      {step.kind === 'shown' || step.kind === 'done' ? (
        <ConsoleCard title={t('payoutProfile.current.heading')}>
          <div className="grid gap-4">
            {profile ? (
              <PayoutProfileSummary profile={profile} />
            ) : (
              <p className="text-night-700">{t('payoutProfile.empty')}</p>
            )}
            <div>
              <button
                type="button"
                onClick={() => goTo({ kind: 'form' })}
                className={buttonClass('night', 'md', 'wrap')}
              >
                {profile ? t('payoutProfile.current.change') : t('payoutProfile.current.set')}
              </button>
            </div>
          </div>
        </ConsoleCard>
      ) : null}
    </>,
  );
}
