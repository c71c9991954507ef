import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../../../lib/api-client.ts';
import { OtpForm } from './otp-form.tsx';
import { PhoneForm } from './phone-form.tsx';

/**
 * SPEC 4 phone verification: the phone step, then the OTP step ('Change Phone Number' goes back,
 * 'Resend Code' sends again). Sign-in by phone and the dashboard's add-phone flow differ only in the
 * calls they make and the messages they fall back to.
 */
export function PhoneCodeSteps(props: {
  intro: string;
  sendCode: (phone: string) => Promise<unknown>;
  /** Resolves to a message to show (the code was right but something refused), or null when done. */
  verifyCode: (phone: string, code: string) => Promise<string | null>;
  fallbacks: { send: string; resend: string; verify: string };
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState<string | null>(null);
  /** The number last typed: 'Change Phone Number' comes back to it, to correct rather than retype. */
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const request = async (number: string, resend: boolean) => {
    setPending(true);
    setError(null);
    setNotice(null);
    setTyped(number);
    try {
      await props.sendCode(number);
      setPhone(number);
      if (resend) setNotice(t('auth.otp.resent'));
    } catch (failure) {
      // The send limit: say when it lifts, if the server said.
      const wait =
        failure instanceof ApiError && failure.status === 429 ? failure.retryAfterSeconds : undefined;
      setError(
        wait === undefined
          ? messageOf(failure, resend ? props.fallbacks.resend : props.fallbacks.send)
          : t('auth.otp.errors.tooManyRequestsRetryIn', { count: Math.max(1, Math.ceil(wait / 60)) }),
      );
    } finally {
      setPending(false);
    }
  };

  const verify = async (code: string) => {
    if (!phone) return;
    setPending(true);
    setError(null);
    try {
      setError(await props.verifyCode(phone, code));
    } catch (failure) {
      setError(messageOf(failure, props.fallbacks.verify));
    } finally {
      setPending(false);
    }
  };

  if (!phone) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-night-700">{props.intro}</p>
        <PhoneForm
          defaultPhone={typed}
          onSubmit={(number) => void request(number, false)}
          pending={pending}
          error={error}
          submitLabel={t('auth.phone.sendCode')}
        />
      </div>
    );
  }
  return (
    <OtpForm
      phone={phone}
      pending={pending}
      error={error}
      notice={notice}
      onSubmit={(code) => void verify(code)}
      onChangePhone={() => {
        setPhone(null);
        setError(null);
      }}
      onResend={() => void request(phone, true)}
    />
  );
}
