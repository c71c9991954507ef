import { describe, expect, it } from 'vitest';
import { scrapeLogLevel } from './routes.ts';

describe('scrapeLogLevel', () => {
  it('hides the success lines of a scrape, but never logs more than the app does', () => {
    expect(scrapeLogLevel('info')).toBe('warn');
    expect(scrapeLogLevel('debug')).toBe('warn');
    expect(scrapeLogLevel('warn')).toBe('warn');
    expect(scrapeLogLevel('error')).toBe('error');
    expect(scrapeLogLevel('silent')).toBe('silent');
  });
});
