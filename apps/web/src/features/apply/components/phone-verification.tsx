import { formatPhoneDisplay } from '@app/shared/rules/phone';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { describedByOf, FieldLabel, FieldNotes } from '../../../components/ui/form-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useSendPhoneCode, useVerifyPhoneCode } from '../api/applications.ts';
import { nationalNumber } from '../application-check.ts';
import { borderOf, controlClass } from './form-parts.tsx';

/** The number on one line ('(438) 555-2345' with a no-break space and a non-breaking hyphen). */
const unbreakable = (text: string) => text.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');

/**
 * The applicant's mobile number, confirmed by a texted code before the application can be sent: the
 * number, 'Send a code', then the code's field and 'Verify'; once verified, a mark beside the number.
 * Changing the number afterwards asks for the new one to be verified (the form compares it with
 * `verified`). Enter in either field does this step rather than send the whole form.
 */
export function PhoneVerification({
  phone,
  onPhoneChange,
  verified,
  onVerified,
  formToken,
  error,
  inputRef,
}: {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The number verified (10 digits), if any. */
  verified: string | null;
  onVerified: (phone: string) => void;
  formToken: string | undefined;
  /** The form's check of the field (no number, or not verified yet). */
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const codeId = useId();
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  /** The number the last code went to: the code's step shows while the field still holds it. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const current = nationalNumber(phone);
  const isVerified = verified !== null && current === verified;
  const codeStep = !isVerified && sentTo !== null && current === sentTo;

  // A new code's field takes the focus, so the code can be typed at once.
  useEffect(() => {
    if (codeStep) codeRef.current?.focus();
  }, [codeStep]);

  const requestCode = () => {
    setFailure(null);
    setCodeProblem(null);
    if (current === null) {
      setNumberProblem(t('apply.errors.phone'));
      return;
    }
    if (!formToken) return;
    setNumberProblem(null);
    sendCode.mutate(
      { formToken, phone: current },
      {
        onSuccess: () => {
          setCode('');
          setSentTo(current);
          codeRef.current?.focus();
        },
        onError: (problem) => setFailure(messageOf(problem, t('apply.phone.sendFailed'))),
      },
    );
  };

  const checkCode = () => {
    setFailure(null);
    const digits = code.trim();
    if (!/^\d{6}$/.test(digits)) {
      setCodeProblem(t('apply.phone.codeInvalid'));
      codeRef.current?.focus();
      return;
    }
    if (!formToken || sentTo === null) return;
    setCodeProblem(null);
    verify.mutate(
      { formToken, phone: sentTo, code: digits },
      {
        onSuccess: () => onVerified(sentTo),
        onError: (problem) => setFailure(messageOf(problem, t('apply.phone.verifyFailed'))),
      },
    );
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  const fieldError = numberProblem ?? error;
  const hint = t('apply.phone.hint');
  const busy = sendCode.isPending || verify.isPending;
  return (
    <div className="min-w-0">
      <FieldLabel htmlFor={id}>{t('apply.phone.label')}</FieldLabel>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={inputRef}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={phone}
          onChange={(event) => {
            setNumberProblem(null);
            setFailure(null);
            onPhoneChange(event.currentTarget.value);
          }}
          onKeyDown={isVerified ? undefined : onEnter(requestCode)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedByOf(id, hint, fieldError)}
          className={`${controlClass} sm:flex-1 ${borderOf(fieldError)}`}
        />
        {isVerified ? (
          <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 sm:self-center">
            <span aria-hidden="true">✓</span>
            {t('apply.phone.verified')}
          </span>
        ) : (
          <button
            type="button"
            onClick={requestCode}
            disabled={busy || !formToken}
            className={`${buttonClass('outlineDark', 'md', 'wrap')} sm:shrink-0`}
          >
            {sendCode.isPending ? t('apply.phone.sendingCode') : t('apply.phone.sendCode')}
          </button>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={fieldError} />
      {/* Always on the page, so that a screen reader reads each new line as it comes. */}
      <p role="status" className="mt-2 text-sm text-night-700 empty:hidden">
        {isVerified
          ? t('apply.phone.verifiedNote', { phone: unbreakable(formatPhoneDisplay(verified ?? '')) })
          : codeStep
            ? t('apply.phone.codeSent', { phone: unbreakable(formatPhoneDisplay(sentTo ?? '')) })
            : ''}
      </p>
      {codeStep ? (
        <div className="mt-3 grid gap-3 rounded-2xl bg-night-50 p-4 ring-1 ring-night-100">
          <div>
            <FieldLabel htmlFor={codeId}>{t('apply.phone.code')}</FieldLabel>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <input
                ref={codeRef}
                id={codeId}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => {
                  setCodeProblem(null);
                  setCode(event.currentTarget.value);
                }}
                onKeyDown={onEnter(checkCode)}
                aria-invalid={codeProblem ? true : undefined}
                aria-describedby={codeProblem ? `${codeId}-error` : undefined}
                className={`${controlClass} text-center text-xl tracking-[0.4em] sm:max-w-48 ${borderOf(codeProblem ?? undefined)}`}
              />
              <button
                type="button"
                onClick={checkCode}
                disabled={busy}
                className={`${buttonClass('night', 'md', 'wrap')} sm:shrink-0`}
              >
                {verify.isPending ? t('apply.phone.verifying') : t('apply.phone.verify')}
              </button>
            </div>
            <FieldNotes id={codeId} hint={undefined} error={codeProblem ?? undefined} />
          </div>
          <button
            type="button"
            onClick={requestCode}
            disabled={busy}
            className="justify-self-start rounded text-sm font-semibold text-night-600 underline-offset-2 hover:text-night-800 hover:underline disabled:opacity-60"
          >
            {t('apply.phone.resend')}
          </button>
        </div>
      ) : null}
      {failure ? (
        <div className="mt-3">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
    </div>
  );
}
