import { SUPPORT_PHONE, SUPPORT_PHONE_TEL } from '@app/shared/constants';
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { PhoneIcon, SparklesIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { wrapTab } from '../../lib/focus-trap.ts';
import { useModalTurn } from '../../lib/modal-queue.ts';
import { useAuth } from '../../lib/use-auth.tsx';
import { accountLinksFor, DRAWER_NAV } from './nav-items.ts';
import { UserGreeting } from './user-greeting.tsx';

/** Tailwind's lg breakpoint, where the desktop navigation takes over. */
const DESKTOP_QUERY = '(min-width: 64rem)';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onWinCredits: () => void;
  onSignOut: () => void;
}

/**
 * A modal <dialog>: the browser makes the rest of the page inert and maps Escape to `cancel`;
 * Tab is wrapped by hand so focus never leaves the drawer for the browser's own UI.
 */
export function MobileDrawer({
  id,
  open,
  onClose,
  returnFocusTo,
  onWinCredits,
  onSignOut,
}: MobileDrawerProps) {
  const { t } = useTranslation();
  const { user, role } = useAuth();
  const { pathname } = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A modal of its own: the timed dialogs (announcement, notices) wait until it is closed.
  const shown = useModalTurn(open);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !shown) return;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // At the desktop breakpoint the drawer is hidden, and a hidden modal would leave the page inert.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onDesktop = () => {
      if (desktop.matches) onCloseRef.current();
    };
    desktop.addEventListener('change', onDesktop);
    return () => {
      desktop.removeEventListener('change', onDesktop);
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      returnFocusTo.current?.focus();
    };
  }, [shown, returnFocusTo]);

  // Any navigation, including one started outside the drawer, ends the drawer's job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => {
    onCloseRef.current();
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialogRef.current) wrapTab(event, dialogRef.current);
  };

  // Clicks on the panel land on its children; a click on the dialog element itself is the backdrop.
  // A followed link closes at once, without waiting for the next page's chunk to load.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget;
    const onLink = event.target instanceof Element && event.target.closest('a[href]') !== null;
    if (onBackdrop || onLink) onClose();
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center rounded-xl px-4 py-3 text-base font-medium transition-colors ${
      isActive
        ? 'bg-white/10 text-gold-200 shadow-[inset_3px_0_0_var(--color-gold-400)]'
        : 'text-white/85 hover:bg-white/5 hover:text-white'
    }`;

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={t('site.nav.mainNavigation')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="on-dark fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none animate-drawer-in overflow-y-auto border-l border-white/10 bg-night-900 p-0 text-white shadow-2xl"
    >
      <div className="flex min-h-full flex-col bg-[radial-gradient(ellipse_at_top_right,rgb(82_54_180/0.35),transparent_60%)]">
        <div className="flex items-center justify-between gap-3 border-b border-white/10 px-5 py-4">
          <Link to="/" className="rounded-lg">
            <Logo compact />
          </Link>
          <CloseButton place="drawer" label={t('site.nav.closeMenu')} onClick={onClose} />
        </div>

        {user ? (
          <div className="mx-5 mt-5 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
            <UserGreeting tone="light" />
            {role === 'customer' ? (
              <button
                type="button"
                onClick={onWinCredits}
                className={`${buttonClass('gold', 'md')} mt-4 w-full`}
              >
                <SparklesIcon className="size-4" />
                {t('site.nav.winCredits')}
              </button>
            ) : null}
          </div>
        ) : null}

        <nav className="px-3 py-4">
          <ul className="space-y-1">
            {DRAWER_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                  {t(`site.nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          {user ? (
            <ul className="mt-3 space-y-1 border-t border-white/10 pt-3">
              {accountLinksFor(role).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {t(`site.nav.${item.label}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={onSignOut}
                  className="flex w-full items-center rounded-xl px-4 py-3 text-left text-base font-medium text-white/85 transition-colors hover:bg-white/5 hover:text-white"
                >
                  {t('site.nav.signOut')}
                </button>
              </li>
            </ul>
          ) : null}
        </nav>

        <div className="mt-auto space-y-3 border-t border-white/10 px-5 py-5">
          {user ? null : (
            <div className="grid grid-cols-2 gap-3">
              <Link to="/login" className={buttonClass('outlineLight', 'md')}>
                {t('site.nav.login')}
              </Link>
              <Link to="/register" className={buttonClass('gold', 'md')}>
                {t('site.nav.register')}
              </Link>
            </div>
          )}
          <a
            href={`tel:${SUPPORT_PHONE_TEL}`}
            className="flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-gold-200 hover:text-gold-100"
          >
            <PhoneIcon className="size-4" />
            {t('site.callBar', { phone: SUPPORT_PHONE })}
          </a>
        </div>
      </div>
    </dialog>
  );
}
