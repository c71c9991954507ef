import { BUNDLES, WELCOME_COUPON_CODE } from '@app/shared/constants';
import { torontoWeekBounds } from '@app/shared/rules/week';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AppDb, runMigrations } from '../client.ts';
import { advisorMedia, advisors } from '../schema/advisors.ts';
import { platformAnnouncements } from '../schema/announcements.ts';
import { bundles, coupons } from '../schema/credits.ts';
import { promotions } from '../schema/promotions.ts';
import { tarotCards, tarotGames } from '../schema/tarot.ts';
import { createTestDatabase, useTestDatabase } from '../testing.ts';
import { ADVISOR_SEEDS } from './advisors-data.ts';
import { isDatabaseEmpty, seedCatalogue, seedDemoData } from './seed.ts';
import { TAROT_CARD_SEEDS } from './tarot-cards-data.ts';

const NOW = new Date('2026-03-04T15:30:00Z');

async function counts(db: AppDb) {
  const [
    bundleRows,
    advisorRows,
    mediaRows,
    cardRows,
    gameRows,
    promotionRows,
    announcementRows,
    couponRows,
  ] = await Promise.all([
    db.select().from(bundles),
    db.select({ id: advisors.agentId }).from(advisors),
    db.select({ id: advisorMedia.agentId }).from(advisorMedia),
    db.select({ id: tarotCards.id }).from(tarotCards),
    db.select({ id: tarotGames.id }).from(tarotGames),
    db.select({ id: promotions.id }).from(promotions),
    db.select({ id: platformAnnouncements.id }).from(platformAnnouncements),
    db.select({ id: coupons.id }).from(coupons),
  ]);
  return {
    bundles: bundleRows.length,
    advisors: advisorRows.length,
    advisorMedia: mediaRows.length,
    tarotCards: cardRows.length,
    tarotGames: gameRows.length,
    promotions: promotionRows.length,
    announcements: announcementRows.length,
    coupons: couponRows.length,
  };
}

describe('seedDemoData', () => {
  const database = useTestDatabase('migrated');

  it('fills an empty database once, and a second run changes nothing', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await seedDemoData(database.db, { now: NOW })).toEqual({ seeded: true });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const first = await counts(database.db);
    expect(first).toEqual({
      bundles: BUNDLES.length,
      advisors: ADVISOR_SEEDS.length,
      advisorMedia: ADVISOR_SEEDS.length,
      tarotCards: TAROT_CARD_SEEDS.length,
      tarotGames: 1,
      promotions: 1,
      announcements: 1,
      coupons: 1,
    });

    expect(await seedDemoData(database.db, { now: NOW })).toEqual({ seeded: false });
    expect(await counts(database.db)).toEqual(first);
  });

  it('is safe to run concurrently', async () => {
    const results = await Promise.all([
      seedDemoData(database.db, { now: NOW }),
      seedDemoData(database.db, { now: NOW }),
    ]);
    expect(results).toEqual([{ seeded: false }, { seeded: false }]);
    const fresh = await createTestDatabase();
    try {
      await runMigrations(fresh);
      await Promise.all([seedDemoData(fresh.db, { now: NOW }), seedDemoData(fresh.db, { now: NOW })]);
      expect(await counts(fresh.db)).toEqual(await counts(database.db));
    } finally {
      await fresh.drop();
    }
  });

  it('stores the bundles of SPEC section 9 exactly', async () => {
    const rows = await database.db.select().from(bundles).orderBy(asc(bundles.sortOrder));
    expect(rows).toEqual(
      BUNDLES.map((bundle, index) => ({
        id: bundle.id,
        name: bundle.name,
        nameFr: bundle.nameFr,
        minutes: bundle.minutes,
        priceCents: bundle.priceInCents,
        taxCents: Math.round(bundle.tax * 100),
        giftMinutes: bundle.gift,
        cashbackPercent: bundle.cashbackPercent,
        features: [...bundle.features],
        featuresFr: [...bundle.featuresFr],
        sortOrder: index,
        active: true,
      })),
    );
    expect(rows.map((row) => row.taxCents)).toEqual([374, 749, 1498, 2995]);
  });

  it('maps advisor status to the telephony flags and stores their media', async () => {
    const rows = await database.db.select().from(advisors).orderBy(asc(advisors.sortOrder));
    expect(rows.map((row) => row.agentId)).toEqual(ADVISOR_SEEDS.map((seed) => seed.agentId));
    for (const seed of ADVISOR_SEEDS) {
      const row = rows.find((candidate) => candidate.agentId === seed.agentId)!;
      const expected = {
        available: { signedIn: true, onACall: false, bridged: false },
        busy: { signedIn: true, onACall: true, bridged: true },
        offline: { signedIn: false, onACall: false, bridged: false },
      }[seed.status];
      expect(row).toMatchObject({ ...expected, name: seed.name, phoneNumber: seed.phoneNumber });
      expect(row.schedule).toEqual(seed.schedule);
    }
    const first = ADVISOR_SEEDS[0]!;
    const [media] = await database.db
      .select()
      .from(advisorMedia)
      .where(eq(advisorMedia.agentId, first.agentId));
    expect(media?.photoContentType).toBe('image/svg+xml');
    expect(media?.photo?.toString('utf8')).toContain('<svg');
    expect(media?.audioContentType).toBe('audio/wav');
    expect(media?.audio?.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('gives every demo advisor a French presentation and the gender French refers to them by', async () => {
    const rows = await database.db
      .select({
        agentId: advisors.agentId,
        descriptionFr: advisors.descriptionFr,
        grammaticalGender: advisors.grammaticalGender,
      })
      .from(advisors)
      .orderBy(asc(advisors.sortOrder));
    expect(rows).toEqual(
      ADVISOR_SEEDS.map((seed) => ({
        agentId: seed.agentId,
        descriptionFr: seed.descriptionFr,
        grammaticalGender: seed.gender === 'female' ? 'f' : 'm',
      })),
    );
    for (const seed of ADVISOR_SEEDS) {
      expect(seed.descriptionFr.length, seed.name).toBeGreaterThanOrEqual(20);
      expect(seed.descriptionFr.length, seed.name).toBeLessThanOrEqual(2000);
      expect(seed.descriptionFr, seed.name).not.toBe(seed.description);
      // As many paragraphs as the English one: a faithful translation, not a summary.
      expect(seed.descriptionFr.split('\n\n').length, seed.name).toBe(seed.description.split('\n\n').length);
    }
  });

  it('opens this week’s tarot game, the welcome promotion, the announcement and WELCOME25', async () => {
    const week = torontoWeekBounds(NOW);
    const [game] = await database.db.select().from(tarotGames);
    expect(game).toMatchObject({ isActive: true, weekStart: week.start, weekEnd: week.end });

    const [promotion] = await database.db.select().from(promotions);
    expect(promotion).toMatchObject({
      isActive: true,
      startDate: NOW,
      endDate: new Date(NOW.getTime() + 30 * 86_400_000),
      linkUrl: '/purchase?coupon=WELCOME25',
    });
    expect(promotion?.message).toContain('WELCOME25');

    const [announcement] = await database.db.select().from(platformAnnouncements);
    expect(announcement).toMatchObject({
      isActive: true,
      severity: 'info',
      startAt: NOW,
      endAt: new Date(NOW.getTime() + 60 * 86_400_000),
    });

    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, WELCOME_COUPON_CODE));
    expect(coupon).toMatchObject({
      type: 'percentage_off',
      value: 25,
      active: true,
      expiresAt: null,
      maxUses: 1,
      firstPurchaseOnly: true,
    });
  });

  it('seeds the 30 tarot cards', async () => {
    const rows = await database.db.select().from(tarotCards).orderBy(asc(tarotCards.id));
    expect(rows).toEqual([...TAROT_CARD_SEEDS].sort((a, b) => a.id - b.id));
    expect(rows).toHaveLength(30);
  });
});

describe('seedCatalogue (a deployment that is not the demo)', () => {
  const database = useTestDatabase('migrated');

  it('adds the bundles, the tarot deck, the week’s game and WELCOME25, and no demo advisor, promotion or announcement', async () => {
    expect(await seedCatalogue(database.db, { now: NOW })).toEqual({ seeded: true });
    expect(await counts(database.db)).toEqual({
      bundles: BUNDLES.length,
      advisors: 0,
      advisorMedia: 0,
      tarotCards: TAROT_CARD_SEEDS.length,
      tarotGames: 1,
      promotions: 0,
      announcements: 0,
      coupons: 1,
    });
    // At every start: only what is missing, never a second copy.
    expect(await seedCatalogue(database.db, { now: NOW })).toEqual({ seeded: false });
  });
});
