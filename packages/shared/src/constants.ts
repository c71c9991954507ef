import type { Language } from './rules/language.ts';

/** Business constants of SPEC section 9. Money is integer cents, minutes are integers. */

export const SUPPORT_PHONE = '1-888-554-8999';
/** tel: target of every Call Now button. */
export const SUPPORT_PHONE_TEL = '+18885548999';
export const CURRENCY = 'CAD';
export const NUMBER_LOCALE = 'en-US';
/** 14.975 % (GST 5 % + QST 9.975 %), as parts per 100 000 so that tax is integer arithmetic. */
export const TAX_RATE = 0.14975;
export const TAX_RATE_PER_100K = 14_975;
/** The two taxes inside TAX_RATE_PER_100K, for receipts: GST (federal) 5 % and QST (Québec) 9.975 %. */
export const GST_RATE_PER_100K = 5_000;
export const QST_RATE_PER_100K = 9_975;

export type BundleId = 'bundle-10' | 'bundle-20' | 'bundle-40' | 'bundle-80';

export interface Bundle {
  id: BundleId;
  name: string;
  /** The name on French pages. */
  nameFr: string;
  minutes: number;
  /** Price in CAD (whole dollars in the spec's table). */
  price: number;
  /** Tax in CAD as the spec's table shows it. */
  tax: number;
  /** Free gift minutes. */
  gift: number;
  cashbackPercent: number;
  priceInCents: number;
  features: readonly string[];
  /** The same lines in French, in the same order. */
  featuresFr: readonly string[];
}

export const BUNDLE_FEATURES = [
  'Free minutes gift',
  'One-on-one psychic reading',
  'Choice of any reading type',
  'Satisfaction guaranteed',
] as const;

export const BUNDLE_FEATURES_FR = [
  'Minutes gratuites en cadeau',
  'Consultation de voyance individuelle',
  'Le type de consultation de votre choix',
  'Satisfaction garantie',
] as const;

export const BUNDLES: readonly Bundle[] = [
  {
    id: 'bundle-10',
    name: 'Basic Package',
    nameFr: 'Forfait Essentiel',
    minutes: 10,
    price: 25,
    tax: 3.74,
    gift: 2,
    cashbackPercent: 0,
    priceInCents: 2500,
    features: BUNDLE_FEATURES,
    featuresFr: BUNDLE_FEATURES_FR,
  },
  {
    id: 'bundle-20',
    name: 'Standard Package',
    nameFr: 'Forfait Standard',
    minutes: 20,
    price: 50,
    tax: 7.49,
    gift: 5,
    cashbackPercent: 1,
    priceInCents: 5000,
    features: BUNDLE_FEATURES,
    featuresFr: BUNDLE_FEATURES_FR,
  },
  {
    id: 'bundle-40',
    name: 'Premium Package',
    nameFr: 'Forfait Premium',
    minutes: 40,
    price: 100,
    tax: 14.98,
    gift: 11,
    cashbackPercent: 2,
    priceInCents: 10000,
    features: BUNDLE_FEATURES,
    featuresFr: BUNDLE_FEATURES_FR,
  },
  {
    id: 'bundle-80',
    name: 'Ultimate Package',
    nameFr: 'Forfait Ultime',
    minutes: 80,
    price: 200,
    tax: 29.95,
    gift: 25,
    cashbackPercent: 3,
    priceInCents: 20000,
    features: BUNDLE_FEATURES,
    featuresFr: BUNDLE_FEATURES_FR,
  },
];

export const BEST_BUNDLE_ID: BundleId = 'bundle-20';
export const WELCOME_COUPON_CODE = 'WELCOME25';

export const INTERVALS_MS = {
  psychicStatusPoll: 15_000,
  homeNoticeDelay: 2_000,
  dashboardPhoneNoticeDelay: 1_000,
  interacPoll: 10_000,
  resetRedirect: 3_000,
  promotionPoll: 60_000,
  countdownTick: 1_000,
  announcementDelay: 1_200,
  toastAutoClose: 5_000,
} as const;

export const FETCH_RETRIES = 3;
export const META_DESCRIPTION_MAX = 160;
export const ORDER_ID_SHOWN_CHARS = 8;

export const TAROT = {
  picks: 3,
  tiles: 9,
  distinctCards: 6,
  duplicates: 3,
  poolSize: 30,
  couponPrefix: 'TAROT',
  couponRandomLength: 6,
  discountPercents: [5, 10, 15, 20, 25] as const,
  couponValidDays: 7,
  couponMaxUses: 1,
  promoLookupDays: 7,
} as const;

export const OVERLAY_COUNTS = { stars: 32, medium: 16, large: 12 } as const;

export const LOCAL_STORAGE_KEYS = {
  announcementSeenPrefix: 'platform_announcement_seen_',
  importantNoticeDismissed: 'important_notice_dismissed',
  advisorPhotoPrefix: 'advisor_photo_',
} as const;

export const THEMES = ['default', 'halloween', 'christmas', 'blackfriday'] as const;
export type ThemeMode = (typeof THEMES)[number];

/**
 * Data the server writes into a page for the app's first render, as <script type="application/json">
 * blocks with these ids (all start with `initial-`).
 */
export const INITIAL_DATA_IDS = {
  promotion: 'initial-promotion',
  advisors: 'initial-advisors',
  announcement: 'initial-announcement',
  /** Only on the pages that show the bundles (pricing, purchase). */
  bundles: 'initial-bundles',
} as const;

/** Browser event dispatched after anything changes the customer's balance. */
export const CREDITS_UPDATED_EVENT = 'credits-updated';

export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/about',
  '/services',
  '/contact',
  '/pricing',
  '/terms',
  '/privacy',
  '/testimonials',
  '/cookies',
  '/welcome',
  '/horoscope',
] as const;
export const PROTECTED_ROUTES = ['/dashboard', '/purchase', '/profile'] as const;

/** Advisor schedules and "today" are read on the company's clock (Montréal). */
export const BUSINESS_TIME_ZONE = 'America/Toronto';
/** Denominator of TAX_RATE_PER_100K. */
export const TAX_RATE_DENOMINATOR = 100_000;

export const PASSWORD_LIMITS = { loginMin: 6, resetMin: 8, max: 72 } as const;
export const PHONE_MIN_DIGITS = 10;
export const OTP_LENGTH = 6;
/**
 * The word a customer types to close their account, in the page's language: the spec's DELETE on English
 * pages, SUPPRIMER on French ones (the server checks the word of the request's language).
 */
export const DELETE_CONFIRM_WORDS = { en: 'DELETE', fr: 'SUPPRIMER' } as const satisfies Record<
  Language,
  string
>;
/** Telephony extensions are short numeric strings. */
export const EXTENSION_MAX_DIGITS = 6;
export const TAROT_COUPON_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
