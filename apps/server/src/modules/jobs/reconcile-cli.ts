/**
 * npm run job:reconcile
 * One reconciliation pass by hand (after an outage, or to see what it would settle now): payment orders
 * left open are settled from PayPal / Gigadat, calls left open from Twilio's call log, advisors' payout
 * batches sent or settled from their provider. Safe to repeat and
 * to run beside the servers' own minute-by-minute passes: every settlement is keyed and claimed.
 */
import { withCliApp } from '../../cli-app.ts';

await withCliApp(async (app) => {
  const { payments, calls, payouts } = await app.reconciliation.run(new Date());
  console.log(
    `Payments: ${payments.credited} credited, ${payments.failed} failed or expired, ${payments.pending} still pending, ${payments.errors} error(s).`,
  );
  console.log(
    `Calls: ${calls.settled} settled, ${calls.stillLive} still live at Twilio, ${calls.abandoned} abandoned while choosing an extension.`,
  );
  if (payouts) {
    console.log(
      `Payouts: ${payouts.sent} batch(es) sent, ${payouts.paid} item(s) paid, ${payouts.returned} came back, ${payouts.pending} still on their way, ${payouts.errors} error(s).`,
    );
  }
});
