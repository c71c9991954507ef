import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { toast } from '../../../../lib/toast.ts';
import { addVerifiedPhone, requestPhoneCode, verifyPhoneCode } from '../../api/add-phone.ts';
import { customerQueryKey } from '../../api/get-customer.ts';
import { PhoneCodeSteps } from '../phone/phone-code-steps.tsx';

/** What a dashboard dialog about the customer's account takes: whose, whether it is open, how it closes. */
export interface CustomerDialogProps {
  customerId: string;
  open: boolean;
  onClose: () => void;
}

/** request-otp → verify-otp → add-phone; the server checks every step, the dialog only guides. */
export function AddPhoneDialog({ customerId, open, onClose }: CustomerDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.phone.addTitle')}>
      <PhoneCodeSteps
        intro={t('auth.phone.addSubtitle')}
        sendCode={requestPhoneCode}
        verifyCode={async (phone, code) => {
          await verifyPhoneCode(phone, code);
          await addVerifiedPhone(phone);
          await queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) });
          toast.success(t('auth.phone.added'));
          onClose();
          return null;
        }}
        fallbacks={{
          send: t('auth.otp.errors.requestLoggedInFailed'),
          resend: t('auth.otp.errors.resendCodeFailed'),
          verify: t('auth.phone.errors.addFailed'),
        }}
      />
    </Dialog>
  );
}
