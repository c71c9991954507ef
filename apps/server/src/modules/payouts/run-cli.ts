/**
 * npm run payouts:run -- --period 2026-11-1 [--confirm]
 * JSON on stdout, one object per line, never a secret. Without --confirm: the preview, one line per
 * advisor with a non-zero amount ({"agentId","amountCents","status":"due"|"below-minimum"|"held","reason"?}).
 * With --confirm: the run confirmed once and its batches sent ("status":"sent"|"carried-over"|"held",
 * "batchId" on sent lines). Confirming again creates and sends nothing: it prints the stored run's lines,
 * the same as the first time. An error is one {"error":{"code","message"}} line and a non-zero exit.
 * Logs go to stderr, so stdout stays JSON.
 */
import { parseArgs } from 'node:util';
import { isAppError } from '../../app-error.ts';
import { withCliApp } from '../../cli-app.ts';

function fail(code: string, message: string, exitCode: number): void {
  console.log(JSON.stringify({ error: { code, message } }));
  process.exitCode = exitCode;
}

let args: { period?: string; confirm?: boolean } | undefined;
try {
  args = parseArgs({
    args: process.argv.slice(2),
    options: { period: { type: 'string' }, confirm: { type: 'boolean', default: false } },
    strict: true,
  }).values;
} catch (error) {
  fail('BAD_REQUEST', (error as Error).message, 2);
}
if (args && !args.period)
  fail('BAD_REQUEST', 'Usage: npm run payouts:run -- --period YYYY-MM-1|2 [--confirm]', 2);

if (args?.period) {
  const period = args.period;
  const confirm = args.confirm === true;
  await withCliApp(
    async (app) => {
      try {
        const run = confirm
          ? await app.payouts.service.confirm(period, null)
          : await app.payouts.service.preview(period);
        for (const line of run.lines) {
          console.log(
            JSON.stringify({
              agentId: line.agentId,
              amountCents: line.amountCents,
              status: line.status,
              ...(line.reason ? { reason: line.reason } : {}),
              ...(line.batchId ? { batchId: line.batchId } : {}),
            }),
          );
        }
      } catch (error) {
        if (!isAppError(error)) throw error;
        fail(error.code, error.message, 1);
      }
    },
    { logToStderr: true },
  ).catch((error: unknown) => {
    fail('INTERNAL_ERROR', error instanceof Error ? error.message : String(error), 1);
  });
}
