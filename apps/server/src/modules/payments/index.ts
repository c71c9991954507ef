import type { SalesTaxRate } from '@app/shared/rules/sales-tax-rates';
import { connectGigadat } from '../../adapters/gigadat.ts';
import { connectPayPal } from '../../adapters/paypal.ts';
import type { Accounts } from '../accounts/index.ts';
import type { ModuleContext } from '../context.ts';
import type { MessageSender } from '../messages/message-jobs.ts';
import { createInitialBundlesTransformer } from './bundles.ts';
import { createClosureRefunds } from './closure-refunds.ts';
import { createClosureStaffService } from './closure-staff-service.ts';
import { interacRoutes } from './interac-routes.ts';
import { createInteracService } from './interac-service.ts';
import { observeCredited, observePaymentOrders } from './observe.ts';
import { createPaymentOrderRepository } from './payment-order-repository.ts';
import { createPaymentOrders, type PurchaseGate } from './payment-orders.ts';
import { createPayPalService } from './paypal-service.ts';
import { createReceiptRepository } from './receipt-repository.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { createReceiptService } from './receipts.ts';
import { createPaymentReconciler } from './reconcile-payments.ts';
import { createRefundService } from './refund-service.ts';
import { paymentRoutes } from './routes.ts';
import { staffBundlesRoutes } from './staff-bundles-routes.ts';
import { createBundlesService } from './staff-bundles-service.ts';
import { staffClosureRoutes } from './staff-closure-routes.ts';
import { staffRefundRoutes } from './staff-refund-routes.ts';
import { createTaxPolicy } from './tax-policy.ts';
import { createTopUps } from './top-ups.ts';

/**
 * Buying minutes (PayPal, Interac), receipts, refunds and the bundles staff edit. Returns what the
 * reconciliation job settles and what the pages carry.
 */
export async function registerPayments(
  ctx: ModuleContext,
  deps: Pick<Accounts, 'requireCustomer' | 'guards'> & {
    messages: MessageSender;
    /** After staff change a bundle: the pages' copies are refreshed. */
    onSiteContentChange: () => void | Promise<void>;
    /** The sales tax rate table; the shared SALES_TAX_RATES unless a test injects another. */
    salesTaxRates?: readonly SalesTaxRate[] | undefined;
    /** Refuses a purchase the customer's spending limits or break forbid (the spending module). */
    purchaseGate: PurchaseGate;
  },
) {
  const { app, config, db, metrics } = ctx;
  const { requireCustomer, guards, messages } = deps;
  const taxPolicy = createTaxPolicy({
    rates: deps.salesTaxRates,
    provincial: config.provincialSalesTax,
    business: config.business,
  });
  const orders = createPaymentOrders(db, taxPolicy, deps.purchaseGate);
  const receipts = createReceiptService({
    repository: createReceiptRepository(db),
    messages,
    business: config.business,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('receipts', receipts);
  // Shutdown lets the delivery passes under way finish before the database closes.
  app.addHook('onClose', () => receipts.idle());
  if (config.nodeEnv === 'production' && config.business.placeholders.length > 0) {
    app.log.warn(
      `${config.business.placeholders.join(', ')} not set: receipts show demo placeholders instead of the business's legal details`,
    );
  }
  await app.register(receiptRoutes, { receipts, requireCustomer });

  const site = { db, publicUrl: config.publicUrl };
  const paypalClient = await connectPayPal(app, config.paypal, site);
  const paypal = paypalClient
    ? createPayPalService({
        db,
        orders: observePaymentOrders(orders, 'paypal', metrics),
        paypal: paypalClient,
        publicUrl: config.publicUrl,
        webhookId: config.paypal?.webhookId,
        log: app.log,
        onCrediting: receipts.queue,
        onCredited: observeCredited('paypal', metrics, receipts.onCredited),
      })
    : undefined;
  await app.register(paymentRoutes, {
    db,
    orders,
    paypal,
    paypalMode: config.paypal?.mode,
    paypalClientId: config.paypal?.clientId,
    interacAvailable: config.gigadat !== undefined,
    requireCustomer,
    taxPolicy,
  });
  const gigadat = await connectGigadat(app, config.gigadat, site);
  const interac = gigadat
    ? createInteracService({
        db,
        orders: observePaymentOrders(orders, 'interac', metrics),
        gigadat,
        site: new URL(config.publicUrl).host,
        log: app.log,
        onCrediting: receipts.queue,
        onCredited: observeCredited('interac', metrics, receipts.onCredited),
      })
    : undefined;
  if (interac) await app.register(interacRoutes, { service: interac, requireCustomer });

  const refunds = createRefundService({
    db,
    paypal: paypalClient,
    gigadat,
    log: app.log,
    messages,
  });
  await app.register(staffRefundRoutes, { guards, service: refunds });
  await app.register(staffClosureRoutes, { guards, service: createClosureStaffService({ db }) });
  // Closing an account refunds its unused paid minutes (the accounts module's closing routes use it).
  const closure = createClosureRefunds({
    db,
    refunds,
    providers: { paypal: paypalClient !== undefined, interac: gigadat !== undefined },
    log: app.log,
  });
  await app.register(staffBundlesRoutes, {
    guards,
    service: createBundlesService({
      db,
      onSiteContentChange: deps.onSiteContentChange,
    }),
  });
  // Top-ups during a call charge a saved PayPal account (issue 40); the call line asks for them.
  const topUps = createTopUps({
    db,
    orders: observePaymentOrders(orders, 'paypal', metrics),
    taxPolicy,
    paypal: paypalClient,
    log: app.log,
    onCrediting: receipts.queue,
    onCredited: observeCredited('paypal', metrics, receipts.onCredited),
  });
  return {
    /** Prices a purchase as orders do (the quote, the orders, a later phone top-up). */
    taxPolicy,
    refunds,
    closure,
    topUps,
    /** The PayPal client (live, sandbox or the emulator), when PayPal is configured. */
    paypalClient,
    reconciler: createPaymentReconciler({ orders, paypal, interac, topUps, log: app.log }),
  };
}

/** The bundles every page carries as inline data (the site's transformer chain). */
export const createBundlesPageData = (ctx: Pick<ModuleContext, 'db'>, version: () => number) =>
  createInitialBundlesTransformer(createPaymentOrderRepository(ctx.db).listBundles, version);
