import { formatPhoneDisplay } from '@app/shared/rules/phone';
import type { AdvisorProfile } from '@app/shared/schemas/advisor-console';
import { type PhoneForm, phoneFormSchema } from '@app/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { PhoneIcon } from '../../../../components/ui/icons.tsx';
import { PhoneField } from '../../../../components/ui/phone-fields.tsx';
import { ApiError, messageOf } from '../../../../lib/api-client.ts';
import { inPageLanguage } from '../../../../lib/schema-messages.ts';
import { toast } from '../../../../lib/toast.ts';
import { sendPhoneCode, useConfirmPhone } from '../../profile-api.ts';
import { ConsoleCard } from '../console-shell.tsx';
import { TextedCodeForm } from '../texted-code-form.tsx';
import { SaveStatus } from './editor-parts.tsx';

/**
 * The number kept on one line ('(438) 555-2345' with a no-break space and a non-breaking hyphen): plain
 * text, so the sentence needs no <Trans>, whose code would join every visitor's first libraries chunk.
 */
const unbreakable = (text: string) => text.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');

type Step = { kind: 'shown' } | { kind: 'number' } | { kind: 'code'; phone: string };

/** Step 1: the new number, checked by the customer's phone rule (digits only, at least 10). */
function NumberStep({
  defaultPhone,
  pending,
  onSubmit,
  onCancel,
}: {
  defaultPhone: string;
  pending: boolean;
  onSubmit: (phone: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<PhoneForm>({
    resolver: inPageLanguage(zodResolver(phoneFormSchema)),
    defaultValues: { phone: defaultPhone },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('phone'), [setFocus]);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ phone }) => onSubmit(phone))} className="grid gap-4">
      <PhoneField
        label={t('advisorConsole.profile.phone.newNumber')}
        placeholder={t('advisorConsole.profile.phone.placeholder')}
        hint={t('advisorConsole.profile.phone.newNumberHint')}
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={pending} className={buttonClass('night', 'md')}>
          {pending
            ? t('advisorConsole.profile.phone.sendingCode')
            : t('advisorConsole.profile.phone.sendCode')}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md')}>
          {t('advisorConsole.profile.phone.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Step 2: the code texted to the new number. */
function CodeStep({
  phone,
  pending,
  onSubmit,
  onResend,
  onOtherNumber,
  onCancel,
}: {
  phone: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onOtherNumber: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const linkClass =
    'rounded font-semibold text-night-600 underline-offset-2 hover:text-night-800 hover:underline disabled:opacity-60';
  return (
    <TextedCodeForm
      sent={t('advisorConsole.profile.phone.codeSent', { phone: unbreakable(formatPhoneDisplay(phone)) })}
      label={t('advisorConsole.profile.phone.code')}
      placeholder={t('advisorConsole.profile.phone.codePlaceholder')}
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" disabled={pending} className={buttonClass('night', 'md')}>
          {pending ? t('advisorConsole.profile.phone.confirming') : t('advisorConsole.profile.phone.confirm')}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('outlineDark', 'md')}>
          {t('advisorConsole.profile.phone.cancel')}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={onOtherNumber} className={linkClass}>
          {t('advisorConsole.profile.phone.otherNumber')}
        </button>
        <button type="button" onClick={onResend} disabled={pending} className={linkClass}>
          {t('advisorConsole.profile.phone.resend')}
        </button>
      </div>
    </TextedCodeForm>
  );
}

/**
 * The forwarding number: shown masked; a change is a new number, a code texted to it, then the code
 * back, so calls never ring at a number the advisor cannot answer.
 */
export function PhoneEditor({ profile }: { profile: AdvisorProfile }) {
  const { t } = useTranslation();
  const confirm = useConfirmPhone(profile.agentId);
  const [step, setStep] = useState<Step>({ kind: 'shown' });
  /** The number last typed: 'Use another number' comes back to it, to correct rather than retype. */
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  /** Set when a step closes: focus goes back to 'Change number' rather than to the page's top. */
  const returnFocus = useRef(false);

  useEffect(() => {
    if (step.kind !== 'shown' || !returnFocus.current) return;
    returnFocus.current = false;
    changeRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    if (next.kind === 'shown') returnFocus.current = true;
    setStep(next);
    setError(null);
    setNotice(null);
  };

  const requestCode = async (phone: string, again: boolean) => {
    setSending(true);
    setError(null);
    setNotice(null);
    setTyped(phone);
    try {
      await sendPhoneCode(profile.agentId, phone);
      setStep({ kind: 'code', phone });
      if (again) setNotice(t('advisorConsole.profile.phone.resent'));
    } catch (failure) {
      // The send limit: say when it lifts, if the server said.
      const wait =
        failure instanceof ApiError && failure.status === 429 ? failure.retryAfterSeconds : undefined;
      setError(
        wait === undefined
          ? messageOf(failure, t('advisorConsole.profile.phone.sendFailed'))
          : t('advisorConsole.profile.phone.retryIn', { count: Math.max(1, Math.ceil(wait / 60)) }),
      );
    } finally {
      setSending(false);
    }
  };

  const confirmCode = (phone: string, code: string) => {
    setError(null);
    setNotice(null);
    confirm.mutate(
      { phoneNumber: phone, code },
      {
        onSuccess: () => {
          goTo({ kind: 'shown' });
          setTyped('');
          setSaved(t('advisorConsole.profile.phone.saved'));
          toast.success(t('advisorConsole.profile.phone.saved'));
        },
        onError: (failure) => setError(messageOf(failure, t('advisorConsole.profile.phone.confirmFailed'))),
      },
    );
  };

  return (
    <ConsoleCard
      id="phone"
      title={t('advisorConsole.profile.phone.heading')}
      icon={<PhoneIcon className="size-5" />}
    >
      <div className="grid gap-4">
        <p className="text-sm text-night-600">{t('advisorConsole.profile.phone.intro')}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-night-50 px-4 py-3 ring-1 ring-night-100">
          <p className="min-w-0">
            <span className="block text-xs font-semibold tracking-wide text-night-500 uppercase">
              {t('advisorConsole.profile.phone.current')}
            </span>
            <span
              className="block text-lg font-semibold whitespace-nowrap text-night-900 tabular-nums"
              data-testid="phone-masked"
            >
              {profile.phoneMasked}
            </span>
          </p>
          {step.kind === 'shown' ? (
            <button
              ref={changeRef}
              type="button"
              onClick={() => {
                setSaved(null);
                goTo({ kind: 'number' });
              }}
              className={buttonClass('outlineDark', 'sm')}
            >
              {t('advisorConsole.profile.phone.change')}
            </button>
          ) : null}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
        {step.kind === 'number' ? (
          <NumberStep
            defaultPhone={typed}
            pending={sending}
            onSubmit={(phone) => void requestCode(phone, false)}
            onCancel={() => goTo({ kind: 'shown' })}
          />
        ) : null}
        {step.kind === 'code' ? (
          <CodeStep
            phone={step.phone}
            pending={sending || confirm.isPending}
            onSubmit={(code) => confirmCode(step.phone, code)}
            onResend={() => void requestCode(step.phone, true)}
            onOtherNumber={() => goTo({ kind: 'number' })}
            onCancel={() => goTo({ kind: 'shown' })}
          />
        ) : null}
        <SaveStatus message={saved} />
      </div>
    </ConsoleCard>
  );
}
