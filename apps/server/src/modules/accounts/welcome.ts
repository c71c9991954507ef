import type { AppDb } from '@app/db/client';
import { customers } from '@app/db/schema';
import { WELCOME_COUPON_CODE } from '@app/shared/constants';
import { isLanguage, pathInLanguage } from '@app/shared/rules/language';
import { and, eq, isNull } from 'drizzle-orm';
import type { Mailer } from '../../adapters/email.ts';
import { welcomeEmail } from './emails.ts';

/**
 * The welcome e-mail the web asks for after sign-up (SPEC 7 sendEmail). It goes only to an existing
 * customer, once (claimed with a conditional update), with the stored name: the endpoint is public, so it
 * must not become a way to send arbitrary text to arbitrary addresses. Unknown addresses answer the same
 * {sent:false} as a repeat, so the endpoint does not reveal who has an account.
 */
export function createWelcomeService(deps: { db: AppDb; mailer: Mailer; publicUrl: string }) {
  return {
    async sendWelcome(email: string): Promise<boolean> {
      const [claimed] = await deps.db
        .update(customers)
        .set({ welcomeEmailSentAt: new Date() })
        .where(and(eq(customers.email, email), isNull(customers.welcomeEmailSentAt)))
        .returning({ name: customers.name, email: customers.email, language: customers.language });
      if (!claimed) return false;
      const language = isLanguage(claimed.language) ? claimed.language : 'en';
      try {
        await deps.mailer.send(
          welcomeEmail({
            to: claimed.email,
            name: claimed.name,
            url: `${deps.publicUrl}${pathInLanguage(`/purchase?coupon=${WELCOME_COUPON_CODE}`, language)}`,
            language,
          }),
        );
      } catch (error) {
        // Give the claim back so a later call can retry; the caller only logs the failure (SPEC 7).
        await deps.db.update(customers).set({ welcomeEmailSentAt: null }).where(eq(customers.email, email));
        throw error;
      }
      return true;
    },
  };
}

export type WelcomeService = ReturnType<typeof createWelcomeService>;
