import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useAuth } from '../../lib/use-auth.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { accountLinksFor } from './nav-items.ts';
import { UserGreeting } from './user-greeting.tsx';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * WAI-ARIA menu button: arrows move between items, Home/End jump, Escape closes and returns focus
 * to the button, Tab or a click outside closes.
 */
export function AccountMenu({ initial, onSignOut }: { initial: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { role } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const itemClass =
    'flex w-full items-center rounded-lg px-3 py-2.5 text-left text-sm font-medium text-night-800 hover:bg-night-50 focus-visible:bg-night-50 focus-visible:outline-offset-0';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('site.nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1.5 rounded-full border border-white/20 py-1 pr-2 pl-1 text-white transition-colors hover:border-gold-300/70"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-gradient-to-b from-night-500 to-night-700 font-display text-sm font-semibold text-gold-200"
        >
          {initial}
        </span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={t('site.nav.accountMenu')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 mt-3 w-64 animate-fade-in rounded-2xl bg-white p-2 text-ink shadow-card-hover ring-1 ring-night-900/10 [--focus-ring:var(--color-night-600)]"
      >
        <div role="none" className="mb-1 border-b border-night-100 px-3 pt-2 pb-3">
          <UserGreeting tone="dark" />
        </div>
        {accountLinksFor(role).map((link) => (
          <Link key={link.to} to={link.to} role="menuitem" className={itemClass} onClick={() => close(false)}>
            {t(`site.nav.${link.label}`)}
          </Link>
        ))}
        {/* On wide screens a signed-in header has no room for the language switch: it is here instead. */}
        <LanguageSwitch className={itemClass} role="menuitem" />
        <div role="none" className="my-1 h-px bg-night-100" />
        <button
          type="button"
          role="menuitem"
          className={itemClass}
          onClick={() => {
            close(false);
            onSignOut();
          }}
        >
          {t('site.nav.signOut')}
        </button>
      </div>
    </div>
  );
}
