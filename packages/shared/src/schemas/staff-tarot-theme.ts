import { z } from 'zod';
import { THEMES } from '../constants.ts';
import { messageKey } from '../messages/keys.ts';
import { TAROT_WEEKS_CREATE_MAX } from '../rules/tarot-weeks.ts';
import { staffReasonBodySchema } from './staff.ts';
import { staffPageFields, staffPageOf, staffPageQuery, staffPageSizeQuery } from './staff-paging.ts';

// ---------------------------------------------------------------------------------------------------
// The back office's tarot weeks and season theme. Reads: `support` and `admin`; changes:
// `admin` only (catalogue: manage), 403 for support. Every change writes its audit row in the same
// transaction ('tarot.create_weeks', 'tarot.update', 'theme.set').
//   GET  /api/staff/tarot/weeks?page=&pageSize=              → staffTarotWeekPageSchema (newest week first)
//   POST /api/staff/tarot/weeks  body staffTarotCreateWeeksBodySchema → staffTarotCreateWeeksResultSchema
//        creates the N business weeks after the current one; a week that exists is left alone
//   GET  /api/staff/tarot/weeks/:gameId/plays?page=&pageSize= → staffTarotPlayPageSchema (404 NOT_FOUND)
//   POST /api/staff/tarot/weeks/:gameId  body staffTarotUpdateBodySchema → staffTarotWeekSchema
//        switches a week on or off (409 WEEK_ENDED for a past week, 409 WEEK_HAS_PLAYS to switch off
//        the current week once someone played it)
//   GET  /api/staff/settings/theme                            → staffThemeSchema
//   PUT  /api/staff/settings/theme  body staffThemeBodySchema → staffThemeSchema
//        every instance serves the new theme at once (site_settings + NOTIFY, no restart)
// ---------------------------------------------------------------------------------------------------

const pageSize = staffPageSizeQuery(25);

export const staffTarotPageQuerySchema = z.object({ page: staffPageQuery, pageSize });

export const staffTarotGameParamsSchema = z.object({ gameId: z.uuid('Expected a week id.') });

export const staffTarotWeekSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  isActive: z.boolean(),
  phase: z.enum(['past', 'current', 'coming']),
  plays: z.int(),
  wins: z.int(),
});

export const staffTarotWeekPageSchema = staffPageOf(staffTarotWeekSchema);

export const staffTarotPlaySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  playedAt: z.string(),
  /** The three cards in the order they were turned. */
  cards: z.array(z.object({ id: z.int(), name: z.string() })),
  won: z.boolean(),
  couponCode: z.string().nullable(),
});

export const staffTarotPlayPageSchema = z.object({
  week: staffTarotWeekSchema,
  items: z.array(staffTarotPlaySchema),
  ...staffPageFields(),
});

export const staffTarotCreateWeeksBodySchema = z.strictObject({
  weeks: z
    .int(messageKey('backOffice.tarotTheme.tarot.create.checks.weeksWhole'))
    .min(1, messageKey('backOffice.tarotTheme.tarot.create.checks.weeksMin'))
    .max(
      TAROT_WEEKS_CREATE_MAX,
      messageKey('backOffice.tarotTheme.tarot.create.checks.weeksMax', { count: TAROT_WEEKS_CREATE_MAX }),
    ),
});

export const staffTarotCreateWeeksResultSchema = z.object({
  /** How many of the weeks did not exist before. */
  created: z.int(),
  weeks: z.array(staffTarotWeekSchema),
});

export const staffTarotUpdateBodySchema = z.strictObject({
  isActive: z.boolean(),
  note: staffReasonBodySchema.shape.note,
});

export const staffThemeSchema = z.object({
  /** The theme this instance serves now. */
  theme: z.enum(THEMES),
  /** 'setting' once staff chose one; 'configuration' while the instance's THEME stands. */
  source: z.enum(['setting', 'configuration']),
  /** The instance's THEME, used while no setting exists. */
  configured: z.enum(THEMES),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export const staffThemeBodySchema = z.strictObject({
  theme: z.enum(THEMES, messageKey('backOffice.tarotTheme.theme.themeRequired')),
  note: staffReasonBodySchema.shape.note,
});

export type StaffTarotWeek = z.infer<typeof staffTarotWeekSchema>;
export type StaffTarotWeekPage = z.infer<typeof staffTarotWeekPageSchema>;
export type StaffTarotPlay = z.infer<typeof staffTarotPlaySchema>;
export type StaffTarotPlayPage = z.infer<typeof staffTarotPlayPageSchema>;
export type StaffTheme = z.infer<typeof staffThemeSchema>;
