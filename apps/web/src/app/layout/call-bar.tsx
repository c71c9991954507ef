import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../components/ui/icons.tsx';

/** Fixed to the bottom of every page; RootLayout pads the page by its height so nothing hides under it. */
export function CallBar() {
  const { t } = useTranslation();
  return (
    <aside className="on-dark fixed inset-x-0 bottom-0 z-30 pb-[env(safe-area-inset-bottom)] bg-gold-400 shadow-[0_-10px_30px_-12px_rgb(10_6_24/0.55)]">
      <a
        href={`tel:${SUPPORT_PHONE_TEL}`}
        className="group flex h-14 items-center justify-center gap-3 bg-gradient-to-r from-gold-400 via-gold-300 to-gold-400 px-4 text-base font-bold tracking-wide text-night-950 [--focus-ring:var(--color-night-900)] focus-visible:outline-offset-[-6px] sm:text-lg"
      >
        <span className="grid size-8 place-items-center rounded-full bg-night-900 text-gold-300 transition-transform group-hover:scale-110">
          <PhoneIcon className="size-4" />
        </span>
        {t('site.callBar', { phone: SUPPORT_PHONE })}
      </a>
    </aside>
  );
}
