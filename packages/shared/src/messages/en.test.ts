import { describe, expect, it } from 'vitest';
import { en } from './en.ts';

/** Every string of the catalogue with its dotted path. */
function entries(node: unknown, path = ''): [string, unknown][] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => entries(value, path ? `${path}.${key}` : key));
  }
  return [[path, node]];
}

const all = entries(en);

describe('en catalogue', () => {
  it('holds only non-empty strings', () => {
    expect(all.length).toBeGreaterThan(300);
    for (const [path, value] of all) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('uses only well-formed {{name}} placeholders', () => {
    for (const [path, value] of all) {
      const withoutPlaceholders = (value as string).replace(/\{\{[A-Za-z]+\}\}/g, '');
      expect(withoutPlaceholders, path).not.toMatch(/[{}]/);
    }
  });

  it.each([
    [en.advisors.loading, 'Loading psychic profiles...'],
    [en.advisors.demoBanner, 'Using demo data - Live psychic data unavailable'],
    [en.advisors.loadError, 'Failed to load psychic data. Please try again later.'],
    [en.advisors.status.waiting, 'Available'],
    [en.advisors.profile.addToFavorites, 'Add to favorites (coming soon)'],
    [en.audio.loading, 'Loading\u2026'],
    [en.audio.errors.notFound, 'Audio introuvable pour cet(te) advisor.'],
    [en.audio.errors.network, 'Erreur lors du chargement de l\u2019audio.'],
    [en.notice.title, 'Important Notice'],
    [
      en.auth.signIn.errors.invalidCredentials,
      'The email or password you entered is incorrect. Please try again.',
    ],
    [en.auth.signIn.errors.noUserData, 'Unable to complete sign in - no user data returned'],
    [
      en.auth.signUp.errors.customerExists,
      'A Customer with this email already exists. Please sign in instead.',
    ],
    [en.auth.otp.changePhone, 'Change Phone Number'],
    [en.auth.otp.errors.requestLoggedInFailed, 'Unable to request OTP for logged-in user. Please try again.'],
    [en.auth.phone.errors.phoneLoginFailed, 'Failed to complete login by phone. Please try again.'],
    [en.validation.passwordsDontMatch, "Passwords don't match"],
    [en.validation.phoneMinDigits, 'Phone number must be at least 10 digits.'],
    [en.validation.phoneInvalid, 'Invalid Phonenumber. Please try again.'],
    [en.dashboard.errors.notAuthenticated, 'User is not authenticated.'],
    [en.profile.errors.incomplete, 'Profile data is missing or incomplete.'],
    [en.deletion.errors.completeFailed, 'Failed to complete account deletion'],
    [en.purchase.bestPackage, 'Best Package'],
    [en.coupon.errors.usageLimit, 'Coupon usage limit reached'],
    [en.payments.processing, 'An error occurred during payment processing'],
    [en.dataService.fetchTarotPromoCode, 'Failed to fetch Tarot promo code'],
    [
      en.tarot.signInRequired,
      'Please sign in or create an account to play and win 5% to 25% discounts weekly!',
    ],
    [en.tarot.noActiveGame, 'No active game found for this week...'],
    [en.horoscope.error, 'Unable to load horoscope. Please try again later.'],
    [en.announcement.remindLater, 'Remind me later'],
    [en.site.notFound.text, "The page you're looking for doesn't exist or has been moved."],
  ])('has the spec string %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('mentions the welcome offer and the account notice on the register panel', () => {
    expect(en.auth.signUp.panel.offerText).toContain('WELCOME25');
    expect(en.auth.signUp.panel.offerText).toContain('25% off your first purchase');
    expect(en.notice.accountRequired).toMatch(/account is now required/);
    expect(en.notice.phoneBillingGone).toMatch(/Phone billing is no longer available/);
    expect(en.notice.buyInAdvance).toMatch(/purchase your credits in advance/);
  });
});
