import { describe, expect, it } from 'vitest';
import type { AdvisorsService } from '../advisors/service.ts';
import { createPageStatus } from './page-status.ts';

// No advisor is looked up for a page of the route table.
const advisors = {} as AdvisorsService;

describe('the status of a page of the route table', () => {
  it.each([
    '/apply',
    '/fr/postuler',
    '/fr/postuler/',
    '/fr/apply',
    '/apply/withdraw?token=abc',
    '/fr/postuler/retrait?token=abc',
    '/line/leave',
  ])('%s is a page (200)', async (url) => {
    expect(await createPageStatus(advisors)(url)).toBe(200);
  });
});
