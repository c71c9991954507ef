import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/messages/load.ts';
import {
  checkAnnouncement,
  checkCouponCreate,
  checkCouponUpdate,
  checkPromotion,
  couponFormValues,
  promotionFormValues,
  promotionPreviewLink,
} from './catalogue-forms.ts';
import { testNow as now, testWords as words } from './catalogue-testing.ts';

// The shared schemas' messages are catalogue keys, which the forms read in the page's language.
beforeAll(() => loadMessages('backOffice', 'en'));

describe('the coupon form', () => {
  it('sends the code upper-cased, the number typed and the expiry as a Montréal time', () => {
    const check = checkCouponCreate(
      {
        ...couponFormValues(),
        code: ' winter-26 ',
        value: '15',
        expiresAt: '2026-12-31T23:59',
        maxUses: '2',
      },
      words,
      now,
    );
    expect(check).toEqual({
      ok: true,
      body: {
        code: 'WINTER-26',
        type: 'percentage_off',
        value: 15,
        expiresAt: '2027-01-01T04:59:00.000Z',
        maxUses: 2,
        firstPurchaseOnly: false,
      },
    });
  });

  it('puts each problem on its field', () => {
    const check = checkCouponCreate(
      { ...couponFormValues(), code: 'a b', value: '', expiresAt: '2026-11-30T10:00', maxUses: '0' },
      words,
      now,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        code: expect.any(String),
        value: 'number',
        expiresAt: 'past',
        maxUses: 'At least 1 use.',
      },
    });
    const minutes = checkCouponUpdate({ ...couponFormValues(), type: 'bonus_minutes', value: '2.5' }, words);
    expect(minutes.ok ? null : minutes.errors.value).toBe('Bonus minutes are a whole number of at least 1.');
  });
});

describe('the promotion form', () => {
  it('refuses colours under 4.5:1 on the text colour and an empty link is none', () => {
    const values = { ...promotionFormValues(undefined, now), message: 'Sale', messageFr: 'Soldes' };
    const good = checkPromotion(values, words);
    expect(good.ok && good.body.linkUrl).toBe(null);
    const grey = checkPromotion({ ...values, textColor: '#777777', backgroundColor: '#ffffff' }, words);
    expect(grey.ok ? null : grey.errors.textColor).toContain('4.47:1');
    const noStart = checkPromotion({ ...values, startDate: '' }, words);
    expect(noStart.ok ? null : noStart.errors.startDate).toBe('date');
  });
});

describe('the promotion preview’s link', () => {
  const hosts = { own: 'lumiere.example', others: ['instagram.com'] };

  it('is the link as the server would store it', () => {
    expect(promotionPreviewLink('  /pricing ', hosts)).toBe('/pricing');
    expect(promotionPreviewLink(' https://WWW.Instagram.com/lumiere ', hosts)).toBe(
      'https://www.instagram.com/lumiere',
    );
    expect(promotionPreviewLink('https://lumiere.example', hosts)).toBe('https://lumiere.example/');
  });

  it.each([
    ['nothing typed', '  '],
    ['a link half typed', 'https://insta'],
    ['another site', 'https://evil.example/phish'],
    ['a host behind a user name', 'https://instagram.com@evil.example/'],
    ['plain http', 'http://instagram.com/lumiere'],
    ['a path of another site', '//evil.example/phish'],
    ['a script', 'javascript:alert(1)'],
    ['too long a link', `/${'a'.repeat(500)}`],
  ])('is none for %s', (_case, text) => {
    expect(promotionPreviewLink(text, hosts)).toBeNull();
  });

  it('is only a path of the site until the server has said which hosts it takes', () => {
    expect(promotionPreviewLink('/pricing', undefined)).toBe('/pricing');
    expect(promotionPreviewLink('https://lumiere.example/pricing', undefined)).toBeNull();
  });

  it('refuses another site on the link field, in the server’s words', () => {
    const values = { ...promotionFormValues(undefined, now), message: 'Sale', messageFr: 'Soldes' };
    const other = checkPromotion({ ...values, linkUrl: 'https://evil.example/phish' }, words, hosts);
    expect(other).toEqual({
      ok: false,
      errors: {
        linkUrl: 'Links may only go to this site or to instagram.com; evil.example is not one of them.',
      },
    });
    // Without the hosts the server still judges it, when it is sent.
    expect(checkPromotion({ ...values, linkUrl: 'https://evil.example/phish' }, words).ok).toBe(true);
    expect(checkPromotion({ ...values, linkUrl: 'https://instagram.com/x' }, words, hosts).ok).toBe(true);
  });
});

describe('the announcement form', () => {
  it('leaves empty bounds open', () => {
    const check = checkAnnouncement(
      {
        title: 'Hi',
        message: 'There',
        titleFr: 'Salut',
        messageFr: 'Là',
        severity: 'info',
        startAt: '',
        endAt: '2026-12-02T08:00',
      },
      words,
    );
    expect(check).toEqual({
      ok: true,
      body: {
        title: 'Hi',
        message: 'There',
        titleFr: 'Salut',
        messageFr: 'Là',
        severity: 'info',
        startAt: null,
        endAt: '2026-12-02T13:00:00.000Z',
      },
    });
  });
});

describe('on a French page', () => {
  beforeAll(async () => {
    await loadMessages('backOffice', 'fr');
    await i18n.changeLanguage('fr');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it("gives the shared schemas' messages in French", () => {
    const check = checkCouponUpdate(
      { ...couponFormValues(), type: 'bonus_minutes', value: '10001', maxUses: '0' },
      words,
    );
    expect(check).toEqual({
      ok: false,
      errors: { value: 'Au plus 10000 minutes en prime.', maxUses: 'Au moins 1 utilisation.' },
    });
    const values = { ...promotionFormValues(undefined, now), message: '' };
    const promotion = checkPromotion({ ...values, textColor: '#777777', backgroundColor: '#ffffff' }, words);
    expect(promotion.ok ? null : promotion.errors).toEqual({
      message: 'Rédigez le texte.',
      messageFr: 'Rédigez le texte en français.',
      textColor: expect.stringContaining(
        'contraste entre la couleur du texte et celle du fond est de 4,47:1',
      ),
    });
  });
});
