/**
 * npm run job:cashback -- --month 2026-10
 * Credits a past month's cashback by hand (after an outage, or to re-run safely: nobody is credited twice).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, runMigrations } from '@app/db/client';
import { isMonth } from '@app/shared/rules/week';
import { loadConfig } from '../../env.ts';
import { runMonthlyCashback } from './cashback.ts';

const { values } = parseArgs({ options: { month: { type: 'string' } } });
if (!values.month || !isMonth(values.month)) {
  console.error('usage: npm run job:cashback -- --month YYYY-MM   (for example --month 2026-10)');
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
try {
  await runMigrations(database);
  const result = await runMonthlyCashback(database.db, values.month);
  console.log(
    `Cashback for ${result.month}: ${result.customers} customer(s) credited, ${result.minutes} minute(s) in total.`,
  );
} finally {
  await database.close();
}
