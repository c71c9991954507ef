import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { MenuIcon, SparklesIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { OPEN_TAROT_EVENT } from '../../config/events.ts';
import { useCustomerName } from '../../features/accounts/api/get-customer.ts';
import { toast } from '../../lib/toast.ts';
import { useAuth } from '../../lib/use-auth.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { PRIMARY_NAV } from './nav-items.ts';
import { UserGreeting } from './user-greeting.tsx';

const DRAWER_ID = 'mobile-navigation';

export function Header() {
  const { t } = useTranslation();
  const { user, role, loading, signOut } = useAuth();
  // The avatar's initial and the greeting read the same name, so a rename on /profile changes both.
  const name = useCustomerName();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const openTarot = () => {
    setDrawerOpen(false);
    window.dispatchEvent(new CustomEvent(OPEN_TAROT_EVENT));
  };

  // SPEC 2: sign-out goes home. The guard of a login-required page follows (signOut's `redirectTo`) instead of
  // sending the signed-out customer to /login while home is still loading.
  const handleSignOut = async () => {
    setDrawerOpen(false);
    navigate('/');
    try {
      await signOut({ redirectTo: '/' });
    } catch (failure) {
      // SPEC 8: a failed sign-out is logged only.
      console.warn('Sign-out failed.', failure);
      return;
    }
    toast.success(t('site.nav.signedOut'));
  };

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `relative rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors after:absolute after:inset-x-3 after:-bottom-0.5 xl:text-[0.95rem] after:h-0.5 after:rounded-full after:bg-gold-400 after:transition-opacity ${
      isActive ? 'text-gold-200 after:opacity-100' : 'text-white/80 after:opacity-0 hover:text-white'
    }`;

  return (
    <header className="on-dark sticky top-0 z-40 border-b border-white/10 bg-night-950/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-2.5 sm:h-20 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
        </Link>

        <nav aria-label={t('site.nav.mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                  {t(`site.nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2 sm:gap-3">
          {/* While the session loads, hold the space empty rather than flash the wrong buttons. */}
          {loading ? null : user ? (
            <div className="hidden items-center gap-3 lg:flex">
              {/* Icon-only between lg and xl, where the bar is tight; the name stays for assistive tech. */}
              {role === 'customer' ? (
                <button
                  type="button"
                  onClick={openTarot}
                  className={`${buttonClass('gold', 'sm')} max-xl:px-2.5`}
                >
                  <SparklesIcon className="size-4" />
                  <span className="max-xl:sr-only">{t('site.nav.winCredits')}</span>
                </button>
              ) : null}
              <div className="hidden max-w-[12rem] min-w-0 xl:block">
                <UserGreeting tone="light" />
              </div>
              <AccountMenu
                // Without a first name, the avatar shows the e-mail's initial.
                initial={(name ?? user.email).trim().charAt(0).toUpperCase()}
                onSignOut={() => void handleSignOut()}
              />
            </div>
          ) : (
            <div className="hidden lg:block">
              <Link to="/login" className={buttonClass('gold', 'sm')}>
                {t('site.nav.signIn')}
              </Link>
            </div>
          )}
          <LanguageSwitch
            compact
            className={`${user && !loading ? 'lg:hidden ' : ''}grid h-9 min-w-9 place-items-center rounded-full px-1.5 text-xs sm:h-11 sm:min-w-11 sm:px-2 sm:text-sm font-semibold tracking-wide text-white ring-1 ring-white/30 transition-colors hover:bg-white/10 hover:text-white`}
          />
          <button
            ref={menuButtonRef}
            type="button"
            aria-label={t('site.nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => setDrawerOpen(true)}
            className="grid size-11 place-items-center rounded-full text-white/90 transition-colors hover:bg-white/10 hover:text-white lg:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>
      <MobileDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusTo={menuButtonRef}
        onWinCredits={openTarot}
        onSignOut={() => void handleSignOut()}
      />
    </header>
  );
}
