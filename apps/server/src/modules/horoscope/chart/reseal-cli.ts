import { withCliApp } from '../../../cli-app.ts';
import { loadConfig } from '../../../env.ts';
import { resealBirthDetails } from './reseal.ts';

/**
 * `npm run birth-details:reseal`: moves every customer's sealed birth time and place to the current key
 * (the first of PAYOUT_DATA_KEYS), beside `payout-profile:reseal`. Prints one JSON line; never a value.
 */
const { payoutDataKeys } = loadConfig();
try {
  const resealed = await withCliApp((_app, database) => resealBirthDetails(database.db, payoutDataKeys), {
    logToStderr: true,
  });
  console.log(JSON.stringify({ resealed, keyId: payoutDataKeys[0]?.id }));
} catch (error) {
  console.error(`birth-details:reseal failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
