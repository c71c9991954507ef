import { z } from 'zod';
import { STAFF_PAGE_SIZES } from './staff.ts';

/** The page of a back-office list a query asks for, from 1. */
export const staffPageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

/** How many rows a page of a back-office list holds: one of STAFF_PAGE_SIZES, `fallback` when unsaid. */
export const staffPageSizeQuery = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .refine((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size), 'Expected 10, 25, 50 or 100')
    .default(fallback);

/** Where a page of a back-office list stands: how many rows match in all, which page it is, its size. */
export const staffPageFields = () => ({ total: z.int(), page: z.int(), pageSize: z.int() });

/** One page of a back-office list of `item`, and how many match in all. */
export const staffPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), ...staffPageFields() });
