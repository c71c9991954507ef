import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// The call-back line of a busy advisor (issue 41):
//   POST   /api/advisors/:agentId/line      (a customer) → 201 callBackJoinedSchema; 409 NOT_BUSY,
//                                           NO_PHONE, NOT_ENOUGH_MINUTES, LINE_FULL or ALREADY_IN_LINE
//   GET    /api/advisors/:agentId/line      (a customer) → callBackPlaceSchema, or 404 (no place there)
//   DELETE /api/advisors/:agentId/line      (a customer) → 204 (left), or 404
//   GET    /api/me/line                     (a customer) → myLineSchema: { line: the place, or null }
//   POST   /api/line/leave                  body callBackLeaveBodySchema (the texted link) → 204, or 404
//   GET    /api/advisor/:agentId/line       (the advisor) → advisorLineSchema
//   PUT    /api/advisor/:agentId/line       (the advisor) body advisorLinePauseBodySchema → advisorLineSchema
// A visitor gets 401 on every customer route.
// ---------------------------------------------------------------------------------------------------

/** At most this many customers wait in one advisor's line (CALL_BACK_LINE_MAX overrides it). */
export const CALL_BACK_LINE_MAX = 5;
/** A customer needs this many available minutes to join, and still when called back. */
export const CALL_BACK_MIN_MINUTES = 5;
/** A place not called back within this time ends. */
export const CALL_BACK_PLACE_TTL_MS = 2 * 60 * 60_000;

export const CALL_BACK_PLACE_STATUSES = [
  'waiting',
  'calling',
  'connected',
  'skipped',
  'left',
  'expired',
  'cleared',
] as const;
export type CallBackPlaceStatus = (typeof CALL_BACK_PLACE_STATUSES)[number];

/** Joined: the place (1 is next) and the estimated wait in minutes. */
export const callBackJoinedSchema = z.object({
  place: z.int().min(1),
  estimateMinutes: z.int().min(0),
});
export type CallBackJoined = z.infer<typeof callBackJoinedSchema>;

/** The customer's own place in a line. */
export const callBackPlaceSchema = callBackJoinedSchema.extend({
  agentId: z.int(),
  advisorName: z.string(),
  /** 'waiting', or 'calling' while we are calling them back. */
  status: z.enum(['waiting', 'calling']),
  joinedAt: z.string(),
  expiresAt: z.string(),
});
export type CallBackPlace = z.infer<typeof callBackPlaceSchema>;

/** The customer's own place in any line: null without one (a page asks it on every visit, never a 404). */
export const myLineSchema = z.object({ line: callBackPlaceSchema.nullable() });

/** The texted link's secret: leaving without signing in. */
export const callBackLeaveBodySchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
});

/** What the advisor's console shows of their line: first names only, in order. */
export const advisorLineSchema = z.object({
  paused: z.boolean(),
  waiting: z.array(z.object({ firstName: z.string() })),
  /** The customer being called back right now (first name), if any: the advisor is told before. */
  callingBack: z.string().nullable(),
});
export type AdvisorLine = z.infer<typeof advisorLineSchema>;

export const advisorLinePauseBodySchema = z.strictObject({ paused: z.boolean() });
