import type { AppDb } from '@app/db/client';
import { customers } from '@app/db/schema';
import { LANGUAGE_COOKIE, LANGUAGES } from '@app/shared/rules/language';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { headersOf } from './session-guard.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * PUT /api/language: the reader chose a language with the switch. Anyone may: a visitor's choice is the
 * `lang` cookie (the web also writes it, so the next visit to '/' follows it even if this request is lost);
 * a signed-in customer's is also their account's, in which their e-mails, texts and phone line speak.
 */
export const languageRoutes: FastifyPluginAsyncZod<{ db: AppDb; secureCookies: boolean }> = async (
  app,
  { db, secureCookies },
) => {
  app.put(
    '/api/language',
    {
      schema: {
        tags: ['accounts'],
        summary: "Remember the reader's language (cookie; a customer's account too)",
        body: z.object({ language: z.enum(LANGUAGES) }).strict(),
        response: { 200: z.object({ language: z.enum(LANGUAGES), saved: z.enum(['cookie', 'account']) }) },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      const secure = secureCookies ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
      );
      const session = await app.auth.api.getSession({ headers: headersOf(request) }).catch(() => null);
      if (!session) return { language, saved: 'cookie' as const };
      // Only a customer's account has a language; an advisor or staff login keeps the cookie alone.
      const updated = await db
        .update(customers)
        .set({ language })
        .where(eq(customers.id, session.user.id))
        .returning({ id: customers.id });
      return { language, saved: updated.length > 0 ? ('account' as const) : ('cookie' as const) };
    },
  );
};
