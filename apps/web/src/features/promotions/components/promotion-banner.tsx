import { INTERVALS_MS } from '@app/shared/constants';
import { type Language, pathInLanguage } from '@app/shared/rules/language';
import { isSitePath } from '@app/shared/rules/site-path';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { pageLanguage } from '../../../lib/language.ts';
import { useActivePromotion } from '../api/get-active-promotion.ts';
import type { Promotion } from '../api/promotion-schema.ts';
import { countdownText } from '../lib/countdown-text.ts';

/** Also read before the first paint by src/head/promotion-dismissal.js: keep the two in step. */
const DISMISSED_KEY = 'promotion_dismissed_';

/** SPEC 4 promotion banner: visible while active and before its end; hides at zero or when dismissed (this session). */
export function PromotionBanner() {
  const { data: promotion } = useActivePromotion();
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), INTERVALS_MS.countdownTick);
    return () => window.clearInterval(timer);
  }, []);

  // The server pre-rendered the banner (it cannot know this tab's dismissal), so the first render shows it
  // too and hydration matches; the dismissal is read afterwards. Until then a dismissed banner is hidden by
  // the stylesheet src/head/promotion-dismissal.js adds before the first paint, so it never flashes.
  const promotionId = promotion?.id;
  useEffect(() => {
    if (promotionId && sessionStorage.getItem(DISMISSED_KEY + promotionId) === '1') setDismissed(promotionId);
  }, [promotionId]);

  if (!promotion) return null;
  const remaining = Date.parse(promotion.endDate) - now;
  if (remaining <= 0 || dismissed === promotion.id) return null;

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY + promotion.id, '1');
    setDismissed(promotion.id);
  };
  return <PromotionBannerView promotion={promotion} remaining={remaining} onDismiss={dismiss} />;
}

/** The banner's words in a language: the French ones on French pages, the English where there are none. */
export function promotionMessage(
  promotion: Pick<Promotion, 'message' | 'messageFr'>,
  language: Language = pageLanguage(),
): string {
  return language === 'fr' ? (promotion.messageFr ?? promotion.message) : promotion.message;
}

/** The banner as it shows a promotion (the site's banner, and the back office's live preview of one). */
export function PromotionBannerView({
  promotion,
  remaining,
  onDismiss,
  language = pageLanguage(),
}: {
  promotion: Promotion;
  /** Milliseconds until its end (the countdown). */
  remaining: number;
  onDismiss: () => void;
  /** The page's language; the back office's preview shows each. */
  language?: Language;
}) {
  const { t } = useTranslation();
  const message = promotionMessage(promotion, language);
  // English words on a French page (no French version) are marked so, for screen readers.
  const textLanguage = language === 'fr' && promotion.messageFr != null ? 'fr' : 'en';
  const lang = textLanguage === pageLanguage() ? undefined : textLanguage;
  const external = promotion.linkUrl !== null && /^https:\/\/[^\\]+$/.test(promotion.linkUrl);
  const countdown = t('promotion.endsIn', { time: countdownText(remaining, t) });

  return (
    <aside
      aria-label={message}
      style={{ backgroundColor: promotion.backgroundColor, color: promotion.textColor }}
      className="relative px-10 py-2.5 text-center text-sm font-semibold"
      data-testid="promotion-banner"
      data-promotion-id={promotion.id}
    >
      <span lang={lang}>{message}</span>{' '}
      {/*
        The countdown keeps the width of its widest form (every number of two digits or more, drawn
        invisibly in the same cell), so a number losing a digit never moves the link after it: on a phone
        that link wraps, and a tick could push it from one line to the other (a layout shift).
      */}
      <span className="inline-grid whitespace-nowrap tabular-nums opacity-90">
        <span aria-hidden="true" className="invisible col-start-1 row-start-1" suppressHydrationWarning>
          {widestForm(countdown)}
        </span>
        {/* The server's copy was rendered a moment earlier: the next tick sets it right. */}
        <span
          className="col-start-1 row-start-1 text-left"
          data-testid="promotion-countdown"
          suppressHydrationWarning
        >
          {countdown}
        </span>
      </span>
      {/* A space to break at: the countdown never wraps, and a longer link text must go to the next line. */}{' '}
      {/* A stored link that is neither https nor a path of ours (one saved before links were checked) shows none. */}
      {promotion.linkUrl && (external || isSitePath(promotion.linkUrl)) ? (
        <a
          // A page of the site opens in the banner's language: /fr/purchase from a French page.
          href={external ? promotion.linkUrl : pathInLanguage(promotion.linkUrl, language ?? pageLanguage())}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className="ml-3 underline underline-offset-2"
        >
          {t('promotion.learnMore')}
        </a>
      ) : null}
      <CloseButton place="banner" label={t('promotion.dismiss')} onClick={onDismiss} />
    </aside>
  );
}

/** The countdown's text with each number drawn as zeros, at least two: the widest it gets until a day count grows. */
function widestForm(countdown: string): string {
  return countdown.replace(/\d+/g, (digits) => '0'.repeat(Math.max(2, digits.length)));
}
