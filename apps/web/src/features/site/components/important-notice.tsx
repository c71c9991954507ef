import { INTERVALS_MS, LOCAL_STORAGE_KEYS } from '@app/shared/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.importantNoticeDismissed) === '1';
  } catch {
    return false;
  }
}

/** SPEC 2 home: the one-time 'Important Notice', 2 s after load unless dismissed before (remembered). */
export function ImportantNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (dismissedBefore()) return;
    const timer = window.setTimeout(() => setOpen(true), INTERVALS_MS.homeNoticeDelay);
    return () => window.clearTimeout(timer);
  }, []);

  const dismiss = () => {
    try {
      localStorage.setItem(LOCAL_STORAGE_KEYS.importantNoticeDismissed, '1');
    } catch {
      // Private mode without storage: it simply shows again next time.
    }
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={dismiss} title={t('notice.title')}>
      <ul className="space-y-2 text-night-800">
        <li>{t('notice.accountRequired')}</li>
        <li>{t('notice.phoneBillingGone')}</li>
        <li>{t('notice.buyInAdvance')}</li>
      </ul>
      <DialogActions dismissLabel={t('notice.gotIt')} onDismiss={dismiss}>
        <Link to="/register" onClick={dismiss} className={buttonClass('gold', 'md')}>
          {t('notice.createAccount')}
        </Link>
      </DialogActions>
    </Dialog>
  );
}
