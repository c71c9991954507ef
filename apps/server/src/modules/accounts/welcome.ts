import type { AppDb } from '@app/db/client';
import { WELCOME_COUPON_CODE } from '@app/shared/constants';
import { shownCustomerName } from '@app/shared/rules/customer';
import { isLanguage, pathInLanguage } from '@app/shared/rules/language';
import type { AccountMail } from './account-mail.ts';
import { welcomeEmail } from './emails.ts';
import { createAccountsRepository } from './repository.ts';

/**
 * The welcome e-mail the web asks for after sign-up (SPEC 7 sendEmail). It goes only to an existing
 * customer, once (claimed with a conditional update), with the stored name: the endpoint is public, so it
 * must not become a way to send arbitrary text to arbitrary addresses. Unknown addresses answer the same
 * {sent:false} as a repeat, so the endpoint does not reveal who has an account. The claim and the e-mail
 * (the durable message queue, key welcome:<customer>) commit together.
 */
export function createWelcomeService(deps: { db: AppDb; accountMail: AccountMail; publicUrl: string }) {
  return {
    async sendWelcome(email: string): Promise<boolean> {
      const sent = await deps.db.transaction(async (tx) => {
        const claimed = await createAccountsRepository(tx).claimWelcome(email, new Date());
        if (!claimed) return false;
        const language = isLanguage(claimed.language) ? claimed.language : 'en';
        await deps.accountMail.queue(
          tx,
          `welcome:${claimed.id}`,
          welcomeEmail({
            to: claimed.email,
            name: shownCustomerName(claimed.name, claimed.email),
            url: `${deps.publicUrl}${pathInLanguage(`/purchase?coupon=${WELCOME_COUPON_CODE}`, language)}`,
            language,
          }),
        );
        return true;
      });
      if (sent) deps.accountMail.kick();
      return sent;
    },
  };
}

export type WelcomeService = ReturnType<typeof createWelcomeService>;
