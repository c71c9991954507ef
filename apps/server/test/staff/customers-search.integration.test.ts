import { randomUUID } from 'node:crypto';
import type { StaffAuditPage, StaffCustomerPage } from '@app/shared/schemas/staff';
import { describe, expect, it } from 'vitest';
import { giveVerifiedLine } from '../helpers/payments.ts';
import { insertCustomer, useStaffTestApp } from '../helpers/staff.ts';

// Finding customers in the back office, and the audit list. A customer's file and what staff do to an
// account: customers-account.
const { t, admin, support, asAdmin, asSupport } = useStaffTestApp();

/** A string no other test's customer carries, so a search finds this test's customers only. */
const marker = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function search(query: string): Promise<StaffCustomerPage> {
  const res = await asSupport.get(`/api/staff/customers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // Customers' data never sits in a cache (plugins/private-cache.ts).
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

describe('finding customers', () => {
  it('by part of the e-mail or the name, whatever the case', async () => {
    const tag = marker();
    const byEmail = await insertCustomer(t.database.db, { email: `anna.${tag}@example.com` });
    const byName = await insertCustomer(t.database.db, { name: `Zelda ${tag.toUpperCase()} Quokka` });
    const page = await search(`q=${tag.slice(0, 8).toUpperCase()}`);
    expect(page.items.map((c) => c.id).sort()).toEqual([byEmail, byName].sort());
    expect(page.total).toBe(2);
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect((await search(`q=${encodeURIComponent(`Zelda ${tag}`)}`)).items.map((c) => c.id)).toEqual([
      byName,
    ]);
  });

  it('treats LIKE wildcards as text', async () => {
    const tag = marker();
    await insertCustomer(t.database.db, { email: `${tag}x@example.com` });
    expect((await search(`q=${tag}`)).total).toBe(1);
    for (const q of [`${tag}%`, `${tag}_`, `${tag.slice(0, 4)}%${tag.slice(5)}`, '%', '_']) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(
        page.items.filter((c) => c.email.startsWith(tag)),
        q,
      ).toEqual([]);
    }
  });

  it('by a verified phone number, by its last 10 digits however it is typed', async () => {
    const id = await insertCustomer(t.database.db);
    const e164 = await giveVerifiedLine(t.database.db, id);
    const ten = e164.slice(-10);
    for (const q of [ten, e164, `1${ten}`, `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`]) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((c) => c.id),
        q,
      ).toEqual([id]);
      expect(page.items[0]?.phoneNumbers).toEqual([e164]);
    }
    // Part of a number (the last four) finds it too, among others perhaps.
    expect((await search(`q=${ten.slice(-4)}`)).items.map((c) => c.id)).toContain(id);
    // A number that was never verified is not a way to find anyone.
    expect(
      (await search(`q=${ten.slice(0, 9)}${(Number(ten.at(-1)) + 1) % 10}`)).items.map((c) => c.id),
    ).not.toContain(id);
  });

  it('pages and sorts on the server, ties broken by id, with the total of matches', async () => {
    const tag = marker();
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await insertCustomer(t.database.db, {
          email: `${tag}-${String(i).padStart(2, '0')}@example.com`,
          name: `Sorted ${String.fromCharCode(97 + ((i * 5) % 12))}`,
          // Pairs of equal balances: the tie-break must keep pages stable.
          credits: Math.floor(i / 2),
        }),
      );
    }
    const first = await search(`q=${tag}&pageSize=10&sort=credits&order=asc`);
    const second = await search(`q=${tag}&pageSize=10&page=2&sort=credits&order=asc`);
    expect(first.total).toBe(12);
    expect(second.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((c) => c.id)).size).toBe(12);
    const expected = ids
      .map((id, i) => ({ id, credits: Math.floor(i / 2) }))
      .sort((a, b) => a.credits - b.credits || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(all.map((c) => c.id)).toEqual(expected.map((c) => c.id));

    const byEmailDesc = await search(`q=${tag}&pageSize=50&sort=email&order=desc`);
    expect(byEmailDesc.items.map((c) => c.email)).toEqual(
      [...byEmailDesc.items.map((c) => c.email)].sort().reverse(),
    );
    const byName = await search(`q=${tag}&pageSize=50&sort=name&order=asc`);
    expect(byName.items.map((c) => c.name)).toEqual([...byName.items.map((c) => c.name)].sort());
    // Beyond the last page: no items, the same total.
    expect(await search(`q=${tag}&pageSize=10&page=3`)).toMatchObject({ items: [], total: 12 });
  });

  it('shows deleted and deactivated customers as inactive', async () => {
    const tag = marker();
    const deleted = await insertCustomer(t.database.db, {
      email: `${tag}-deleted@example.com`,
      deletedAt: new Date(),
      isActive: false,
    });
    const inactive = await insertCustomer(t.database.db, {
      email: `${tag}-off@example.com`,
      isActive: false,
    });
    const active = await insertCustomer(t.database.db, { email: `${tag}-on@example.com` });
    const page = await search(`q=${tag}&sort=email&order=asc`);
    expect(page.items.map((c) => [c.id, c.isActive, c.deletedAt !== null])).toEqual([
      [deleted, false, true],
      [inactive, false, false],
      [active, true, false],
    ]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      'pageSize=7',
      'page=0',
      'page=x',
      'sort=password',
      'order=up',
      `q=${'x'.repeat(255)}`,
    ]) {
      const res = await asSupport.get(`/api/staff/customers?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await asSupport.get('/api/staff/customers?q=a%01b')).statusCode).toBe(400);
  });
});

describe('the audit list', () => {
  it('filters by actor, action, target and time, newest first, paged', async () => {
    const id = await insertCustomer(t.database.db);
    const target = `customer:${id}`;
    const start = new Date().toISOString();
    await asSupport.adjust(id, { delta: 5 });
    await asAdmin.adjust(id, { delta: 3 });
    await asSupport.post(`/api/staff/customers/${id}/deactivate`, { note: 'Audit test' });
    const list = async (query: string) => {
      const res = await asSupport.get(`/api/staff/audit?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as StaffAuditPage;
    };

    const all = await list(`target=${encodeURIComponent(target)}`);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.action)).toEqual([
      'customer.deactivate',
      'customer.adjust_credits',
      'customer.adjust_credits',
    ]);
    expect(all.items[0]).toMatchObject({
      actorEmail: support.email,
      actorRole: 'support',
      target,
      reason: 'Audit test',
      clientIp: '127.0.0.1',
    });
    expect(all.items[1]?.after).toMatchObject({ credits: 8, delta: 3 });

    const adjustments = await list(`target=${encodeURIComponent(target)}&action=customer.adjust_credits`);
    expect(adjustments.total).toBe(2);
    const byAdmin = await list(
      `target=${encodeURIComponent(target)}&actor=${encodeURIComponent(admin.email.slice(0, 14).toUpperCase())}`,
    );
    expect(byAdmin.items.map((item) => item.actorEmail)).toEqual([admin.email]);

    const paged = await list(`target=${encodeURIComponent(target)}&pageSize=10&page=2`);
    expect(paged).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
    const since = await list(`target=${encodeURIComponent(target)}&from=${encodeURIComponent(start)}`);
    expect(since.total).toBe(3);
    const until = await list(`target=${encodeURIComponent(target)}&to=${encodeURIComponent(start)}`);
    expect(until.total).toBe(0);

    for (const query of ['action=customer.delete', 'from=yesterday', 'pageSize=20', 'to=2026-01-01']) {
      expect((await asSupport.get(`/api/staff/audit?${query}`)).statusCode, query).toBe(400);
    }
  });
});
