import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND } from '@app/shared/brand';
import { BUNDLES, WELCOME_COUPON_CODE } from '@app/shared/constants';
import { roundHalfUp } from '@app/shared/rules/money';
import { torontoWeekBounds } from '@app/shared/rules/week';
import type { AppDb } from '../client.ts';
import { advisorMedia, advisors } from '../schema/advisors.ts';
import { platformAnnouncements } from '../schema/announcements.ts';
import { bundles, coupons } from '../schema/credits.ts';
import { customers } from '../schema/customers.ts';
import { promotions } from '../schema/promotions.ts';
import { tarotCards, tarotGames } from '../schema/tarot.ts';
import { ADVISOR_SEEDS, type AdvisorSeed } from './advisors-data.ts';
import { TAROT_CARD_SEEDS } from './tarot-cards-data.ts';

const DAY_MS = 86_400_000;

/** Fixed ids make the rows without a natural key (promotion, announcement) idempotent too. */
export const DEMO_PROMOTION_ID = '5eed0000-0000-4000-8000-000000000001';
export const DEMO_ANNOUNCEMENT_ID = '5eed0000-0000-4000-8000-000000000002';

export const ADVISOR_ASSETS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../assets/advisors');

export interface SeedOptions {
  /** The seed's clock: the tarot week, the promotion and the announcement windows start here. */
  now?: Date;
  /** Where `<agentId>.svg` and `<agentId>.wav` are read from. */
  assetsDir?: string;
}

function statusFlags(status: AdvisorSeed['status']) {
  switch (status) {
    case 'available':
      return { signedIn: true, onACall: false, bridged: false };
    case 'busy':
      return { signedIn: true, onACall: true, bridged: true };
    case 'offline':
      return { signedIn: false, onACall: false, bridged: false };
  }
}

async function readAsset(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new Error(`Seed asset missing or unreadable: ${path}`, { cause: error });
  }
}

async function loadAdvisorMedia(assetsDir: string) {
  return Promise.all(
    ADVISOR_SEEDS.map(async (advisor) => ({
      agentId: advisor.agentId,
      photo: await readAsset(resolve(assetsDir, `${advisor.agentId}.svg`)),
      photoContentType: 'image/svg+xml',
      audio: await readAsset(resolve(assetsDir, `${advisor.agentId}.wav`)),
      audioContentType: 'audio/wav',
    })),
  );
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * The product's own catalogue (SPEC): the four bundles, the tarot deck and this week's game, and the
 * WELCOME25 coupon. Every deployment needs it, demo or not; run at every start, it only adds what is
 * missing (ON CONFLICT DO NOTHING), so rows staff have edited are never overwritten.
 */
async function insertCatalogue(tx: Tx, now: Date): Promise<number> {
  const counts: number[] = [];
  const week = torontoWeekBounds(now);
  const bundleRows = BUNDLES.map((bundle, index) => ({
    id: bundle.id,
    name: bundle.name,
    nameFr: bundle.nameFr,
    minutes: bundle.minutes,
    priceCents: bundle.priceInCents,
    taxCents: roundHalfUp(bundle.tax * 100),
    giftMinutes: bundle.gift,
    cashbackPercent: bundle.cashbackPercent,
    features: [...bundle.features],
    featuresFr: [...bundle.featuresFr],
    sortOrder: index,
    active: true,
  }));
  const bundleInserted = await tx
    .insert(bundles)
    .values(bundleRows)
    .onConflictDoNothing()
    .returning({ id: bundles.id });
  counts.push(bundleInserted.length);

  if (TAROT_CARD_SEEDS.length > 0) {
    const rows = await tx
      .insert(tarotCards)
      .values(TAROT_CARD_SEEDS.map((card) => ({ id: card.id, name: card.name, image: card.image })))
      .onConflictDoNothing()
      .returning({ id: tarotCards.id });
    counts.push(rows.length);
  }

  const games = await tx
    .insert(tarotGames)
    .values({ isActive: true, weekStart: week.start, weekEnd: week.end })
    .onConflictDoNothing()
    .returning({ id: tarotGames.id });
  counts.push(games.length);

  const couponRows = await tx
    .insert(coupons)
    .values({
      code: WELCOME_COUPON_CODE,
      type: 'percentage_off',
      value: 25,
      active: true,
      expiresAt: null,
      maxUses: 1,
      firstPurchaseOnly: true,
    })
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  counts.push(couponRows.length);

  return counts.reduce((sum, count) => sum + count, 0);
}

/** Demo advisors with their portraits and voices, a promotion and an announcement: the demo only. */
async function insertDemo(
  tx: Tx,
  now: Date,
  media: Awaited<ReturnType<typeof loadAdvisorMedia>>,
): Promise<number> {
  const counts: number[] = [];
  const advisorRows = ADVISOR_SEEDS.map((advisor, index) => ({
    agentId: advisor.agentId,
    name: advisor.name,
    description: advisor.description,
    descriptionFr: advisor.descriptionFr,
    grammaticalGender: advisor.gender === 'female' ? 'f' : 'm',
    schedule: advisor.schedule,
    ...statusFlags(advisor.status),
    isIcCall: false,
    availTime: advisor.availTime,
    availTimeStr: advisor.availTimeStr,
    phoneNumber: advisor.phoneNumber,
    sortOrder: index,
    updatedAt: now,
  }));
  if (advisorRows.length > 0) {
    const rows = await tx
      .insert(advisors)
      .values(advisorRows)
      .onConflictDoNothing()
      .returning({ agentId: advisors.agentId });
    counts.push(rows.length);
  }
  if (media.length > 0) {
    const rows = await tx
      .insert(advisorMedia)
      .values(media.map((m) => ({ ...m, updatedAt: now })))
      .onConflictDoNothing()
      .returning({ agentId: advisorMedia.agentId });
    counts.push(rows.length);
  }

  const promotionRows = await tx
    .insert(promotions)
    .values({
      id: DEMO_PROMOTION_ID,
      isActive: true,
      startDate: now,
      endDate: new Date(now.getTime() + 30 * DAY_MS),
      message: `New here? Get 25% off your first bundle with code ${WELCOME_COUPON_CODE}.`,
      messageFr: `Nouveau chez nous? Obtenez 25\u00a0% de rabais sur votre premier forfait avec le code ${WELCOME_COUPON_CODE}.`,
      linkUrl: `/purchase?coupon=${WELCOME_COUPON_CODE}`,
      backgroundColor: '#3b0764',
      textColor: '#f5f3ff',
    })
    .onConflictDoNothing()
    .returning({ id: promotions.id });
  counts.push(promotionRows.length);

  const announcementRows = await tx
    .insert(platformAnnouncements)
    .values({
      id: DEMO_ANNOUNCEMENT_ID,
      isActive: true,
      startAt: now,
      endAt: new Date(now.getTime() + 60 * DAY_MS),
      severity: 'info',
      title: `Welcome to the new ${BRAND.productName}`,
      message:
        'A free account is now required to call an advisor, and minutes are prepaid: choose a bundle, ' +
        'and your balance is always on your dashboard. Create your account in a minute to get started.',
      titleFr: `Bienvenue dans le nouveau ${BRAND.productName}`,
      messageFr:
        'Un compte gratuit est désormais requis pour appeler un voyant, et les minutes sont prépayées\u00a0: ' +
        'choisissez un forfait; votre solde s’affiche toujours dans votre tableau de bord. ' +
        'Créez votre compte en une minute pour commencer.',
    })
    .onConflictDoNothing()
    .returning({ id: platformAnnouncements.id });
  counts.push(announcementRows.length);

  return counts.reduce((sum, count) => sum + count, 0);
}

/** The catalogue alone (see insertCatalogue), for a deployment that is not the demo. */
export async function seedCatalogue(
  db: AppDb,
  options: Pick<SeedOptions, 'now'> = {},
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const inserted = await db.transaction((tx) => insertCatalogue(tx, now));
  return { seeded: inserted > 0 };
}

/**
 * Demo data for a fresh install: the catalogue plus the demo's advisors, promotion and announcement.
 * Every insert is ON CONFLICT DO NOTHING inside one transaction, so running it twice, or from two
 * instances at once, leaves one copy; rows already present (possibly edited by staff) are never
 * overwritten. `seeded` tells whether this call inserted anything.
 */
export async function seedDemoData(db: AppDb, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const media = await loadAdvisorMedia(options.assetsDir ?? ADVISOR_ASSETS_DIR);
  const inserted = await db.transaction(
    async (tx) => (await insertCatalogue(tx, now)) + (await insertDemo(tx, now, media)),
  );
  return { seeded: inserted > 0 };
}

/** True on a brand-new install: no catalogue and no customers, so demo data cannot mix with real data. */
export async function isDatabaseEmpty(db: AppDb): Promise<boolean> {
  const [bundle, advisor, customer] = await Promise.all([
    db.select({ id: bundles.id }).from(bundles).limit(1),
    db.select({ id: advisors.agentId }).from(advisors).limit(1),
    db.select({ id: customers.id }).from(customers).limit(1),
  ]);
  return bundle.length === 0 && advisor.length === 0 && customer.length === 0;
}
