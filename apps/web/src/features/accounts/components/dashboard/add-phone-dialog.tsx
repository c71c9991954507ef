import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { addVerifiedPhone, requestPhoneCode, verifyPhoneCode } from '../../api/add-phone.ts';
import { customerQueryKey } from '../../api/get-customer.ts';
import { OtpForm } from '../phone/otp-form.tsx';
import { PhoneForm } from '../phone/phone-form.tsx';

/** request-otp → verify-otp → add-phone; the server checks every step, the dialog only guides. */
export function AddPhoneDialog({
  customerId,
  open,
  onClose,
}: {
  customerId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => {
    setPhone(null);
    setError(null);
    setNotice(null);
    onClose();
  };

  const request = async (number: string, resend: boolean) => {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      await requestPhoneCode(number);
      setPhone(number);
      if (resend) setNotice(t('auth.otp.resent'));
    } catch (failure) {
      setError(
        messageOf(
          failure,
          t(resend ? 'auth.otp.errors.resendCodeFailed' : 'auth.otp.errors.requestLoggedInFailed'),
        ),
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
      await verifyPhoneCode(phone, code);
      await addVerifiedPhone(phone);
      await queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) });
      toast.success(t('auth.phone.added'));
      close();
    } catch (failure) {
      setError(messageOf(failure, t('auth.phone.errors.addFailed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t('auth.phone.addTitle')}>
      {phone ? (
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
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-night-700">{t('auth.phone.addSubtitle')}</p>
          <PhoneForm
            onSubmit={(number) => void request(number, false)}
            pending={pending}
            error={error}
            submitLabel={t('auth.phone.sendCode')}
          />
        </div>
      )}
    </Dialog>
  );
}
