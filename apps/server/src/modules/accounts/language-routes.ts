import { LANGUAGE_COOKIE, LANGUAGES } from '@app/shared/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerService } from './customer-service.ts';
import { headersOf } from './session-guard.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * PUT /api/language: the reader chose a language with the switch. Anyone may: a visitor's choice is the
 * `lang` cookie (the web also writes it, so the next visit to '/' follows it even if this request is lost);
 * a signed-in customer's is also their account's, in which their e-mails, texts and phone line speak.
 */
export const languageRoutes: FastifyPluginAsyncZod<{
  customers: Pick<CustomerService, 'setLanguage'>;
  secureCookies: boolean;
}> = async (app, { customers, secureCookies }) => {
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
      const saved = await customers.setLanguage(session.user.id, language);
      return { language, saved: saved ? ('account' as const) : ('cookie' as const) };
    },
  );
};
