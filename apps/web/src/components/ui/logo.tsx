import { BRAND } from '@app/shared/brand';
import { useId } from 'react';

/** The brand mark: a gold crescent and star in a night-sky medallion. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  // The header, drawer and footer each draw the mark; unique ids keep their gradients and masks apart.
  const id = useId();
  const sky = `${id}-sky`;
  const moon = `${id}-moon`;
  const gold = `${id}-gold`;
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id={sky} cx=".35" cy=".3" r=".9">
          <stop offset="0" stopColor="#3b2687" />
          <stop offset="1" stopColor="#120a2e" />
        </radialGradient>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8e7b5" />
          <stop offset="1" stopColor="#d4a23a" />
        </linearGradient>
        <mask id={moon}>
          <rect width="40" height="40" fill="#fff" />
          <circle cx="24.5" cy="15.5" r="9" fill="#000" />
        </mask>
      </defs>
      <circle cx="20" cy="20" r="19" fill={`url(#${sky})`} stroke={`url(#${gold})`} strokeWidth="1.5" />
      <circle cx="18" cy="21.5" r="11" fill={`url(#${gold})`} mask={`url(#${moon})`} />
      <path
        d="M27 9.5Q27.6 13.4 31.5 14Q27.6 14.6 27 18.5Q26.4 14.6 22.5 14Q26.4 13.4 27 9.5Z"
        fill="#f8e7b5"
      />
    </svg>
  );
}

/** Mark plus wordmark; the wordmark's text is the link's accessible name. */
export function Logo({ tone = 'light', compact = false }: { tone?: 'light' | 'dark'; compact?: boolean }) {
  const [first, ...rest] = BRAND.productName.split(' ');
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark className={compact ? 'size-8 shrink-0' : 'size-9 shrink-0 sm:size-10'} />
      <span
        className={`font-display leading-none font-semibold tracking-wide whitespace-nowrap ${
          compact ? 'text-lg' : 'text-xl sm:text-[1.4rem]'
        } ${tone === 'light' ? 'text-white' : 'text-night-900'}`}
      >
        {first} <span className={tone === 'light' ? 'text-gold-300' : 'text-gold-700'}>{rest.join(' ')}</span>
      </span>
    </span>
  );
}
