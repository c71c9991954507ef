import type { AppDb } from '@app/db/client';
import type { FastifyInstance } from 'fastify';
import { GIGADAT_EMULATOR_PREFIX } from './emulators/gigadat-emulator.ts';
import { createGigadatPayoutsEmulator } from './emulators/gigadat-payouts-emulator.ts';
import { PAYPAL_EMULATOR_PREFIX } from './emulators/paypal-emulator.ts';
import { createPayPalPayoutsEmulator } from './emulators/paypal-payouts-emulator.ts';
import { createGigadatClient, type GigadatClient, type GigadatConfig } from './gigadat.ts';
import { injectFetch } from './inject-fetch.ts';
import { createPayPalClient, type PayPalClient, type PayPalConfig } from './paypal.ts';

export interface PayoutProviders {
  paypal: PayPalClient | undefined;
  gigadat: GigadatClient | undefined;
}

/**
 * The clients that send advisors' payouts: PayPal Payouts and Gigadat's e-Transfer out, with the same
 * credentials as the payments. In the demo (`mode: 'emulator'`) their payout emulators are mounted beside
 * the payment emulators (/dev/paypal, /dev/gigadat) and reached in-process, as the payments are.
 */
export async function connectPayoutProviders(
  app: FastifyInstance,
  config: {
    paypal: (PayPalConfig & { mode: 'live' | 'emulator' }) | undefined;
    gigadat: (GigadatConfig & { mode: 'live' | 'emulator' }) | undefined;
  },
  site: { db: AppDb; publicUrl: string },
): Promise<PayoutProviders> {
  const local = injectFetch(app, site.publicUrl);
  let paypal: PayPalClient | undefined;
  if (config.paypal?.mode === 'live') paypal = createPayPalClient(config.paypal, fetch);
  else if (config.paypal) {
    const emulator = createPayPalPayoutsEmulator({ db: site.db });
    await app.register(emulator.plugin, { prefix: PAYPAL_EMULATOR_PREFIX });
    paypal = createPayPalClient(config.paypal, local);
  }
  let gigadat: GigadatClient | undefined;
  if (config.gigadat?.mode === 'live') gigadat = createGigadatClient(config.gigadat, fetch);
  else if (config.gigadat) {
    const emulator = createGigadatPayoutsEmulator({
      db: site.db,
      credentials: `${config.gigadat.accessToken}:${config.gigadat.securityToken}`,
    });
    await app.register(emulator.plugin, { prefix: GIGADAT_EMULATOR_PREFIX });
    gigadat = createGigadatClient(config.gigadat, local);
  }
  return { paypal, gigadat };
}
