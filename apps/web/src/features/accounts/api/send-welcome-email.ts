import { z } from 'zod';
import { sendJson } from '../../../lib/api-send.ts';

/** SPEC 7: after sign-up; a failure is only logged, never shown. */
export async function sendWelcomeEmail(email: string, name: string): Promise<void> {
  try {
    await sendJson(
      'POST',
      '/.netlify/functions/sendEmail',
      { type: 'welcome', email, name },
      z.object({ sent: z.boolean() }),
    );
  } catch (error) {
    console.warn('The welcome e-mail could not be requested.', error);
  }
}
