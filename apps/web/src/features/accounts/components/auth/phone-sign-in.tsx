import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { sendSignInCode, verifySignInCode } from '../../api/phone-sign-in.ts';
import { PhoneCodeSteps } from '../phone/phone-code-steps.tsx';
import { checkCustomerAfterSignIn } from './after-sign-in.ts';
import { afterSignInPath } from './after-sign-in-path.ts';

/** Sign-in by phone: only numbers already verified on an account get a code; no account is created. */
export function PhoneSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <PhoneCodeSteps
      intro={t('auth.phone.subtitle')}
      sendCode={sendSignInCode}
      verifyCode={async (phone, code) => {
        const { userId } = await verifySignInCode(phone, code);
        const refused = await checkCustomerAfterSignIn(queryClient, userId);
        if (!refused) navigate(afterSignInPath(location.state), { replace: true });
        return refused;
      }}
      fallbacks={{
        send: t('auth.otp.errors.sendCodeFailed'),
        resend: t('auth.otp.errors.resendCodeFailed'),
        verify: t('auth.phone.errors.phoneLoginFailed'),
      }}
    />
  );
}
