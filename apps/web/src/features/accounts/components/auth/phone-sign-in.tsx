import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { messageOf } from '../../../../lib/api-client.ts';
import { sendSignInCode, verifySignInCode } from '../../api/phone-sign-in.ts';
import { OtpForm } from '../phone/otp-form.tsx';
import { PhoneForm } from '../phone/phone-form.tsx';
import { checkCustomerAfterSignIn } from './after-sign-in.ts';
import { afterSignInPath } from './after-sign-in-path.ts';

/** SPEC 4 phone verification for sign-in: phone step, then OTP step; only numbers already on an account. */
export function PhoneSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const request = async (number: string, resend: boolean) => {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      await sendSignInCode(number);
      setPhone(number);
      if (resend) setNotice(t('auth.otp.resent'));
    } catch (failure) {
      setError(
        messageOf(failure, t(resend ? 'auth.otp.errors.resendCodeFailed' : 'auth.otp.errors.sendCodeFailed')),
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
      const { userId } = await verifySignInCode(phone, code);
      const refused = await checkCustomerAfterSignIn(queryClient, userId);
      if (refused) {
        setError(refused);
        return;
      }
      navigate(afterSignInPath(location.state), { replace: true });
    } catch (failure) {
      setError(messageOf(failure, t('auth.phone.errors.phoneLoginFailed')));
    } finally {
      setPending(false);
    }
  };

  if (!phone) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-night-700">{t('auth.phone.subtitle')}</p>
        <PhoneForm
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
