import { describe, expect, it } from 'vitest';
import { advisorDescriptionBodySchema } from './advisor-console.ts';
import { staffAdvisorUpdateBodySchema } from './staff-advisors.ts';
import { staffAnnouncementBodySchema, staffPromotionBodySchema } from './staff-catalogue.ts';
import { replyBodySchema, reviewBodySchema, satisfactionBodySchema } from './trust.ts';

/** Zero-width spaces, a right-to-left override and an isolate: nothing a reader sees. */
const hidden = (text: string) => `\u2066${text.replace(/ /g, ' \u200B')}\u202E\u2069`;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('free text strangers read is stored without invisible characters', () => {
  it.each([
    ['a review comment', reviewBodySchema, { agentId: 1001, rating: 5 }, 'comment'],
    [
      'a satisfaction comment',
      satisfactionBodySchema,
      { usageId: crypto.randomUUID(), reason: 'other' },
      'comment',
    ],
    ["an advisor's reply", replyBodySchema, {}, 'text'],
    ['a presentation', advisorDescriptionBodySchema, {}, 'description'],
    [
      'a French presentation',
      advisorDescriptionBodySchema,
      { description: 'A presentation of some length.' },
      'descriptionFr',
    ],
    ["an advisor's name", staffAdvisorUpdateBodySchema, {}, 'name'],
  ] as const)('%s', (_case, schema, base, field) => {
    const written = 'Wonderful reading, call me back soon please';
    const parsed = (schema as typeof reviewBodySchema).parse({ ...base, [field]: hidden(written) }) as Record<
      string,
      unknown
    >;
    expect(parsed[field]).toBe(written);
  });

  it('a promotion and an announcement, in both languages', () => {
    const promotion = staffPromotionBodySchema.parse({
      message: hidden('Full moon sale'),
      messageFr: hidden('Soldes de la pleine lune'),
      linkUrl: null,
      backgroundColor: '#1e1b4b',
      textColor: '#ffffff',
      startDate: inHours(-1),
      endDate: inHours(1),
    });
    expect([promotion.message, promotion.messageFr]).toEqual(['Full moon sale', 'Soldes de la pleine lune']);
    const announcement = staffAnnouncementBodySchema.parse({
      title: hidden('Maintenance'),
      message: hidden('Calls may drop tonight.'),
      titleFr: hidden('Entretien'),
      messageFr: hidden('Les appels pourraient couper.'),
      severity: 'info',
      startAt: inHours(-1),
      endAt: inHours(1),
    });
    expect([announcement.title, announcement.message, announcement.titleFr, announcement.messageFr]).toEqual([
      'Maintenance',
      'Calls may drop tonight.',
      'Entretien',
      'Les appels pourraient couper.',
    ]);
  });

  it('an emoji keeps its joiner, and a text of invisible characters alone is empty', () => {
    expect(replyBodySchema.parse({ text: 'Merci 👩‍💻' }).text).toBe('Merci 👩‍💻');
    expect(reviewBodySchema.parse({ agentId: 1001, rating: 4, comment: '\u200B\u202E' }).comment).toBeNull();
  });
});
