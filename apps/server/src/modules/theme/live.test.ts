import type { ThemeMode } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { createLiveTheme } from './live.ts';
import type { StoredTheme, ThemeRepository } from './repository.ts';

/** A repository whose reads the test answers by hand, in any order. */
function manualRepository() {
  const waiting: ((row: StoredTheme | undefined) => void)[] = [];
  const repository = {
    read: () => new Promise<StoredTheme | undefined>((resolve) => waiting.push(resolve)),
  } as unknown as ThemeRepository;
  const row = (theme: ThemeMode | null): StoredTheme => ({ theme, updatedAt: new Date(), updatedBy: null });
  return { repository, waiting, row };
}

describe('the live season theme', () => {
  it('serves THEME until a choice is read, then the choice', async () => {
    const { repository, waiting, row } = manualRepository();
    const live = createLiveTheme({ repository, configured: 'halloween' });
    expect([live.current(), live.source()]).toEqual(['halloween', 'configuration']);
    const read = live.refresh();
    waiting[0]?.(row('christmas'));
    await read;
    expect([live.current(), live.source()]).toEqual(['christmas', 'setting']);
  });

  it('keeps the latest read when reads finish out of order', async () => {
    const { repository, waiting, row } = manualRepository();
    const live = createLiveTheme({ repository, configured: 'default' });
    const first = live.refresh();
    const second = live.refresh();
    waiting[1]?.(row('blackfriday'));
    await second;
    waiting[0]?.(row('christmas'));
    await first;
    expect(live.current()).toBe('blackfriday');
  });

  it("a read overtaken by a newer one resolves only once the newer one applied (the writer's answer is never stale)", async () => {
    const { repository, waiting, row } = manualRepository();
    const live = createLiveTheme({ repository, configured: 'halloween' });
    // The writer reads its commit back; a NOTIFY starts another read before the first one returns.
    let writerDone = false;
    const writer = live.refresh().then(() => {
      writerDone = true;
    });
    const notified = live.refresh();
    waiting[0]?.(row('christmas'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writerDone).toBe(false);
    waiting[1]?.(row('christmas'));
    await Promise.all([writer, notified]);
    expect(live.current()).toBe('christmas');
  });

  it('a stored value this build does not know falls back to THEME', async () => {
    const { repository, waiting, row } = manualRepository();
    const live = createLiveTheme({ repository, configured: 'halloween' });
    const read = live.refresh();
    waiting[0]?.(row(null));
    await read;
    expect([live.current(), live.source()]).toEqual(['halloween', 'configuration']);
  });

  it('while not listening, a page reads the row again, once for pages asking together, and a failure keeps the last theme', async () => {
    const { repository, waiting, row } = manualRepository();
    const live = createLiveTheme({ repository, configured: 'default' });
    live.setLive(false);
    const pages = [live.forPage(), live.forPage()];
    expect(waiting).toHaveLength(1);
    waiting[0]?.(row('christmas'));
    expect(await Promise.all(pages)).toEqual(['christmas', 'christmas']);
    // Read just now: the next page does not read again.
    expect(await live.forPage()).toBe('christmas');
    expect(waiting).toHaveLength(1);

    const failing = createLiveTheme({
      repository: { read: () => Promise.reject(new Error('down')) } as unknown as ThemeRepository,
      configured: 'halloween',
    });
    failing.setLive(false);
    // The page is served, with the theme known so far, rather than failing.
    await expect(failing.forPage()).resolves.toBe('halloween');
  });

  it('while listening, a page reads nothing', async () => {
    const { repository, waiting } = manualRepository();
    const live = createLiveTheme({ repository, configured: 'christmas' });
    live.setLive(true);
    expect(await live.forPage()).toBe('christmas');
    expect(waiting).toHaveLength(0);
  });
});
