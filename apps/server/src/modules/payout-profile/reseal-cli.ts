import { withCliApp } from '../../cli-app.ts';
import { loadConfig } from '../../env.ts';
import { resealPayoutProfiles } from './reseal.ts';

/**
 * `npm run payout-profile:reseal`: moves every payout profile to the current key (the first of
 * PAYOUT_DATA_KEYS), so an older key can then be taken off the list. Prints one JSON line; never a number.
 */
const { payoutDataKeys } = loadConfig();
try {
  const resealed = await withCliApp((_app, database) => resealPayoutProfiles(database.db, payoutDataKeys), {
    logToStderr: true,
  });
  console.log(JSON.stringify({ resealed, keyId: payoutDataKeys[0]?.id }));
} catch (error) {
  console.error(`payout-profile:reseal failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
