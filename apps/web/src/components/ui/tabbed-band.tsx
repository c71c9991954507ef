import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { PageMeta } from './page-meta.tsx';

/** A tab: its path, its (translated) name, and whether only that very path lights it. */
export interface Tab {
  to: string;
  label: string;
  end: boolean;
}

const LAYOUTS = {
  /** Few tabs sharing the width on a phone, a long name on two lines. */
  even: {
    nav: 'relative mt-6 -mb-px sm:mt-8',
    list: 'grid grid-cols-3 gap-1 sm:flex',
    item: 'flex min-w-0 sm:shrink-0',
    link: 'flex w-full items-center justify-center rounded-t-2xl px-2 py-2.5 text-center text-sm leading-tight font-semibold text-balance transition-colors [--focus-ring:var(--color-gold-300)] sm:px-5 sm:py-3 sm:whitespace-nowrap',
  },
  /** Many tabs in a row that scrolls sideways on a narrower screen. */
  scroll: {
    nav: 'relative mt-6 -mb-px overflow-x-auto sm:mt-8',
    list: 'flex gap-1',
    item: 'shrink-0',
    link: 'block rounded-t-2xl px-3.5 py-3 text-sm font-semibold whitespace-nowrap transition-colors [--focus-ring:var(--color-gold-300)] sm:px-4 lg:px-2.5',
  },
} as const;

/** Pages as tabs at the foot of a night band: the active one joins the page below. */
export function TabNav({
  label,
  tabs,
  layout,
}: {
  label: string;
  tabs: Tab[];
  layout: keyof typeof LAYOUTS;
}) {
  const nav = useRef<HTMLElement>(null);
  const classes = LAYOUTS[layout];
  // A row that scrolls sideways brings the lit tab into view (sideways only; the nav is the tabs' offset parent).
  useEffect(() => {
    if (layout !== 'scroll') return;
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && active && active.offsetLeft + active.offsetWidth > nav.current.clientWidth) {
      nav.current.scrollLeft = active.offsetLeft - (nav.current.clientWidth - active.offsetWidth) / 2;
    }
  }, [layout]);
  return (
    <nav ref={nav} aria-label={label} className={classes.nav}>
      <ul className={classes.list}>
        {tabs.map((tab) => (
          <li key={tab.to} className={classes.item}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `${classes.link} ${
                  isActive
                    ? 'bg-parchment text-night-900'
                    : 'text-white/80 hover:bg-white/10 hover:text-white'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of a page of the advisor console or the back office: the night band with the eyebrow (or
 * what stands `above` the heading), the heading, its subline and action, and the tabs; then the page's
 * cards, in a column as wide as `width`.
 */
export function TabbedPage({
  documentTitle,
  eyebrow,
  above,
  heading,
  subline,
  action,
  nav,
  width,
  children,
}: {
  documentTitle: string;
  eyebrow: string;
  above?: ReactNode;
  heading: ReactNode;
  /** Under the heading, in its own element (a paragraph of text, or a block that holds badges). */
  subline?: ReactNode;
  action?: ReactNode;
  nav: ReactNode;
  width: 'max-w-6xl' | 'max-w-7xl' | 'max-w-[88rem]';
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={documentTitle} />
      <section className="on-dark bg-night-sky text-white">
        <div className={`mx-auto w-full ${width} px-4 pt-6 sm:px-6 sm:pt-8`}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              {above ?? (
                <p className="text-xs font-semibold tracking-[0.2em] text-gold-200 uppercase">{eyebrow}</p>
              )}
              <h1 className="font-display text-3xl font-semibold [overflow-wrap:anywhere] sm:text-4xl">
                {heading}
              </h1>
              {subline}
            </div>
            {action ? <div className="shrink-0">{action}</div> : null}
          </div>
          {nav}
        </div>
      </section>
      <div className={`mx-auto grid w-full ${width} gap-5 px-4 py-6 sm:px-6 sm:py-8`}>{children}</div>
    </>
  );
}
