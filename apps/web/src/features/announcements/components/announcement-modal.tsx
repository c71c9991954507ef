import { INTERVALS_MS } from '@app/shared/constants';
import { announcementSeenKey, isAnnouncementActive } from '@app/shared/rules/announcement';
import type { Language } from '@app/shared/rules/language';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { pageLanguage } from '../../../lib/language.ts';
import { type Announcement, getActiveAnnouncement } from '../api/get-active-announcement.ts';

const TONES = {
  critical: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/**
 * The title and text in a language: the French ones on French pages, each falling back to the English
 * where staff left it empty.
 */
export function announcementWords(
  announcement: Pick<Announcement, 'title' | 'message' | 'titleFr' | 'messageFr'>,
  language: Language = pageLanguage(),
): { title: string; message: string } {
  if (language !== 'fr') return { title: announcement.title, message: announcement.message };
  return {
    title: announcement.titleFr ?? announcement.title,
    message: announcement.messageFr ?? announcement.message,
  };
}

/**
 * SPEC 4: shown once, 1.2 s after load, when active, inside its window and not acknowledged. 'Got it'
 * remembers it for good (local storage); 'Remind me later' only closes it until the next load.
 */
export function AnnouncementModal() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      getActiveAnnouncement()
        .then((found) => {
          if (cancelled || !found) return;
          const window_ = {
            startAt: found.startAt ? new Date(found.startAt) : null,
            endAt: found.endAt ? new Date(found.endAt) : null,
          };
          if (!isAnnouncementActive(window_, new Date())) return;
          if (localStorage.getItem(announcementSeenKey(found.id))) return;
          setAnnouncement(found);
        })
        .catch((error: unknown) => console.warn('Could not load the platform announcement.', error));
    }, INTERVALS_MS.announcementDelay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  if (!announcement) return null;
  const acknowledge = () => {
    localStorage.setItem(announcementSeenKey(announcement.id), '1');
    setAnnouncement(null);
  };

  const words = announcementWords(announcement);
  return (
    <Dialog open onClose={() => setAnnouncement(null)} title={words.title}>
      <AnnouncementContent
        announcement={{ severity: announcement.severity, message: words.message }}
        // An announcement saved before French was required shows its English on French pages: marked so.
        messageLang={pageLanguage() === 'fr' && announcement.messageFr == null ? 'en' : undefined}
        onLater={() => setAnnouncement(null)}
        onAcknowledge={acknowledge}
      />
    </Dialog>
  );
}

/** What the dialog holds (the site's dialog, and the back office's live preview of an announcement). */
export function AnnouncementContent({
  announcement,
  messageLang,
  onLater,
  onAcknowledge,
}: {
  announcement: Pick<Announcement, 'severity' | 'message'>;
  /** The message's language when it is not the page's. */
  messageLang?: string | undefined;
  onLater: () => void;
  onAcknowledge: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={`flex gap-3 rounded-xl border p-4 ${TONES[announcement.severity]}`}
        data-severity={announcement.severity}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {announcement.severity === 'critical' ? '⚠' : announcement.severity === 'warning' ? '!' : 'ℹ'}
        </span>
        <div>
          <p className="text-xs font-bold uppercase tracking-wider">
            {t(`announcement.severity.${announcement.severity}`)}
          </p>
          <p className="mt-1 text-sm" lang={messageLang}>
            {announcement.message}
          </p>
        </div>
      </div>
      <DialogActions dismissLabel={t('announcement.remindLater')} onDismiss={onLater}>
        <button type="button" onClick={onAcknowledge} className={buttonClass('night', 'md')}>
          {t('announcement.gotIt')}
        </button>
      </DialogActions>
    </>
  );
}
