import { randomUUID } from 'node:crypto';
import { coupons, tarotGameAttempts, tarotGames } from '@app/db/schema';
import { torontoWeekBounds } from '@app/shared/rules/week';
import type {
  StaffTarotPlayPage,
  StaffTarotWeek,
  StaffTarotWeekPage,
} from '@app/shared/schemas/staff-tarot-theme';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdvisor, signedInStaff } from '../helpers/advisors.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { auditRowsOf, insertCustomer, useStaffTestApp } from '../helpers/staff.ts';
import { call, THEME, WEEKS } from './tarot-theme-api.ts';

// The tarot game's weeks in the back office: created, listed with their plays, switched off and on, and
// who may. The season theme: season-theme.
const WEEK_MS = 7 * 86_400_000;

const { t, admin, support } = useStaffTestApp();
let customerCookie: string;
let advisorCookie: string;

beforeAll(async () => {
  customerCookie = (await signedInCustomer(t.app)).cookie;
  advisorCookie = (await signedInAdvisor(t.app, t.database.db, 1001)).cookie;
}, 60_000);

const weekPath = (gameId: string) => `${WEEKS}/${gameId}`;

/** A game for the week `weeksFromNow` weeks from the current one (negative: past). */
async function gameAt(weeksFromNow: number): Promise<string> {
  const week = torontoWeekBounds(new Date(Date.now() + weeksFromNow * WEEK_MS));
  await t.database.db
    .insert(tarotGames)
    .values({ weekStart: week.start, weekEnd: week.end })
    .onConflictDoNothing({ target: tarotGames.weekStart });
  const [row] = await t.database.db.select().from(tarotGames).where(eq(tarotGames.weekStart, week.start));
  if (!row) throw new Error('no game');
  return row.id;
}

/** A play written as the game writes it; a win comes with its coupon. */
async function play(gameId: string, won: boolean) {
  const customerId = await insertCustomer(t.database.db);
  const code = won ? `TAROT${randomUUID().slice(0, 6).toUpperCase()}` : null;
  if (code) {
    await t.database.db
      .insert(coupons)
      .values({ code, type: 'percentage_off', value: 10, maxUses: 1, ownerCustomerId: customerId });
  }
  await t.database.db
    .insert(tarotGameAttempts)
    .values({ gameId, customerId, cardsDrawn: [1, 2, 3], won, couponCode: code });
  return { customerId, code };
}

async function allWeeks(): Promise<StaffTarotWeek[]> {
  const res = await call(t.app, 'GET', `${WEEKS}?pageSize=100`, support.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StaffTarotWeekPage).items;
}

describe('tarot weeks', () => {
  it('creates the coming weeks once: a second request, or two at once, leave existing weeks alone', async () => {
    const first = await call(t.app, 'POST', WEEKS, admin.cookie, { weeks: 3 });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json() as { created: number; weeks: StaffTarotWeek[] };
    expect(created.created).toBe(3);
    expect(created.weeks.map((week) => week.phase)).toEqual(['coming', 'coming', 'coming']);
    const next = torontoWeekBounds(new Date(Date.now() + WEEK_MS));
    expect(created.weeks[0]?.weekStart).toBe(next.start.toISOString());

    const again = (await call(t.app, 'POST', WEEKS, admin.cookie, { weeks: 3 })).json();
    expect(again.created).toBe(0);
    expect(again.weeks.map((week: StaffTarotWeek) => week.id)).toEqual(created.weeks.map((week) => week.id));

    // Two admins at once asking for five: the two missing weeks are created once in all.
    const both = await Promise.all([
      call(t.app, 'POST', WEEKS, admin.cookie, { weeks: 5 }),
      call(t.app, 'POST', WEEKS, admin.cookie, { weeks: 5 }),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(both.map((res) => res.json().created).reduce((a: number, b: number) => a + b, 0)).toBe(2);
    const coming = (await allWeeks()).filter((week) => week.phase === 'coming');
    expect(coming).toHaveLength(5);

    // One row per request that created weeks, naming them: five weeks in all, each once.
    const audits = await auditRowsOf(t.database.db, 'tarot_games');
    const named = audits.flatMap((row) => (row.after as { created: string[] }).created);
    expect(named.sort()).toEqual(coming.map((week) => week.weekStart).sort());
    expect(audits[0]).toMatchObject({
      action: 'tarot.create_weeks',
      actorEmail: admin.email,
      actorRole: 'admin',
    });
  });

  it('lists the weeks newest first with their plays and wins, and one week’s plays', async () => {
    const current = await gameAt(0);
    const lost = await play(current, false);
    const won = await play(current, true);
    const weeks = await allWeeks();
    const starts = weeks.map((week) => week.weekStart);
    expect(starts).toEqual([...starts].sort().reverse());
    const week = weeks.find((item) => item.id === current);
    expect(week).toMatchObject({ phase: 'current', plays: 2, wins: 1, isActive: true });

    const res = await call(t.app, 'GET', `${weekPath(current)}/plays`, support.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as StaffTarotPlayPage;
    expect(page.week.id).toBe(current);
    expect(page.total).toBe(2);
    const byCustomer = new Map(page.items.map((item) => [item.customerId, item]));
    expect(byCustomer.get(won.customerId)).toMatchObject({ won: true, couponCode: won.code });
    expect(byCustomer.get(lost.customerId)).toMatchObject({ won: false, couponCode: null });
    expect(byCustomer.get(lost.customerId)?.customerEmail).toBe(`${lost.customerId}@example.com`);
    expect(byCustomer.get(lost.customerId)?.cards.map((card) => card.id)).toEqual([1, 2, 3]);
    expect(byCustomer.get(lost.customerId)?.cards[0]?.name).not.toBe('');

    const paged = (
      await call(t.app, 'GET', `${weekPath(current)}/plays?pageSize=10&page=2`, support.cookie)
    ).json();
    expect(paged).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it('answers 404 for an unknown week and 400 for a malformed id or page', async () => {
    expect((await call(t.app, 'GET', `${weekPath(randomUUID())}/plays`, support.cookie)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `${weekPath('nope')}/plays`, support.cookie)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${WEEKS}?pageSize=7`, support.cookie)).statusCode).toBe(400);
    const unknown = await call(t.app, 'POST', weekPath(randomUUID()), admin.cookie, {
      isActive: false,
      note: 'test',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('refuses bad requests to create weeks', async () => {
    for (const body of [
      { weeks: 0 },
      { weeks: 27 },
      { weeks: 1.5 },
      { weeks: '3' },
      {},
      { weeks: 1, x: 1 },
    ]) {
      const res = await call(t.app, 'POST', WEEKS, admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('switches a coming week off and on, with one audit row per change', async () => {
    const gameId = await gameAt(8);
    const off = await call(t.app, 'POST', weekPath(gameId), admin.cookie, {
      isActive: false,
      note: 'Holiday',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: gameId, isActive: false, phase: 'coming' });
    // A second click changes nothing and records nothing.
    expect(
      (await call(t.app, 'POST', weekPath(gameId), admin.cookie, { isActive: false, note: 'again' }))
        .statusCode,
    ).toBe(200);
    const on = await call(t.app, 'POST', weekPath(gameId), admin.cookie, { isActive: true, note: 'Back on' });
    expect(on.json()).toMatchObject({ isActive: true });
    const audits = await auditRowsOf(t.database.db, `tarot_game:${gameId}`);
    expect(
      audits.map((row) => [
        row.action,
        row.before,
        (row.after as { isActive: boolean }).isActive,
        row.reason,
      ]),
    ).toEqual([
      ['tarot.update', { isActive: false }, true, 'Back on'],
      ['tarot.update', { isActive: true }, false, 'Holiday'],
    ]);
  });

  it('refuses to switch off a week already played (409), and any change to an ended week', async () => {
    const current = await gameAt(0);
    await play(current, false);
    const before = await auditRowsOf(t.database.db, `tarot_game:${current}`);
    const res = await call(t.app, 'POST', weekPath(current), admin.cookie, { isActive: false, note: 'stop' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'WEEK_HAS_PLAYS' });
    expect(res.json().error.message).toMatch(/already played/);

    const past = await gameAt(-3);
    for (const isActive of [false, true]) {
      const ended = await call(t.app, 'POST', weekPath(past), admin.cookie, { isActive, note: 'late' });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().error.code).toBe('WEEK_ENDED');
    }
    const [row] = await t.database.db.select().from(tarotGames).where(eq(tarotGames.id, current));
    expect(row?.isActive).toBe(true);
    expect(await auditRowsOf(t.database.db, `tarot_game:${current}`)).toEqual(before);
  });

  it('needs a note to switch a week', async () => {
    const gameId = await gameAt(9);
    for (const body of [
      { isActive: false },
      { isActive: false, note: '  ' },
      { isActive: 'no', note: 'x' },
    ]) {
      expect((await call(t.app, 'POST', weekPath(gameId), admin.cookie, body)).statusCode).toBe(400);
    }
  });

  it('lets support read but not change; customers, advisors and visitors get nothing', async () => {
    const gameId = await gameAt(10);
    const changes = [
      ['POST', WEEKS, { weeks: 1 }],
      ['POST', weekPath(gameId), { isActive: false, note: 'x' }],
      ['PUT', THEME, { theme: 'christmas', note: 'x' }],
    ] as const;
    for (const [method, url, body] of changes) {
      const res = await call(t.app, method, url, support.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const reads = [WEEKS, `${weekPath(gameId)}/plays`, THEME];
    for (const url of reads) {
      expect((await call(t.app, 'GET', url, support.cookie)).statusCode, url).toBe(200);
      expect((await call(t.app, 'GET', url)).statusCode, url).toBe(401);
      expect((await call(t.app, 'GET', url, customerCookie)).statusCode, url).toBe(403);
      expect((await call(t.app, 'GET', url, advisorCookie)).statusCode, url).toBe(403);
    }
    for (const [method, url, body] of changes) {
      expect((await call(t.app, method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(t.app, method, url, customerCookie, body)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(tarotGames).where(eq(tarotGames.id, gameId));
    expect(row?.isActive).toBe(true);
  });
});
/**
 * A week switched off while customers play it: the switch locks the week's row FOR UPDATE and the play
 * FOR SHARE, so either every play lands first and the switch is refused (409), or the switch lands first
 * and every play finds no game (404); never a play recorded on a week that is off. A database of its own,
 * so that the current week starts unplayed.
 */
describe('switching off the current week while customers play it', () => {
  const fresh = useTestApp();

  it('ends with the plays or with the week off, never both', async () => {
    const staff = await signedInStaff(fresh.app, fresh.database.db, 'admin');
    const players = await Promise.all([1, 2, 3].map(() => signedInCustomer(fresh.app)));
    // Each player is dealt first, as the page does before any pick.
    for (const who of players) {
      const res = await call(fresh.app, 'GET', '/api/tarot/game', who.cookie);
      expect(res.json().state).toBe('ready');
    }
    const week = torontoWeekBounds(new Date());
    const [game] = await fresh.database.db
      .select()
      .from(tarotGames)
      .where(eq(tarotGames.weekStart, week.start));
    if (!game) throw new Error('no current game');

    const [off, ...plays] = await Promise.all([
      call(fresh.app, 'POST', weekPath(game.id), staff.cookie, { isActive: false, note: 'race' }),
      ...players.map((who) =>
        call(fresh.app, 'POST', '/api/tarot/play', who.cookie, { positions: [0, 1, 2] }),
      ),
    ]);
    const attempts = await fresh.database.db
      .select()
      .from(tarotGameAttempts)
      .where(eq(tarotGameAttempts.gameId, game.id));
    const [after] = await fresh.database.db.select().from(tarotGames).where(eq(tarotGames.id, game.id));
    const playCodes = plays.map((res) => res.statusCode);
    if (off?.statusCode === 200) {
      expect(after?.isActive).toBe(false);
      expect(attempts).toHaveLength(0);
      expect(playCodes).toEqual([404, 404, 404]);
    } else {
      expect(off?.statusCode, off?.body).toBe(409);
      expect(after?.isActive).toBe(true);
      expect(playCodes.filter((code) => code === 200).length).toBe(attempts.length);
      expect(attempts.length).toBeGreaterThan(0);
    }
  });
});
