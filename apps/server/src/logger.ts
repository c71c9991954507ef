import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './env.ts';

/** Credentials never reach the log, whoever logs a request or response object. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  // An advisor's tax number and birth date (payout profile), whoever logs a body holding them.
  'req.body.tin',
  'req.body.sin',
  'req.body.birthDate',
  'body.tin',
  'body.sin',
  'body.birthDate',
  'tin',
  'sin',
  'birthDate',
  // A customer's birth time and place (their chart).
  'req.body.birthTime',
  'req.body.birthPlaceId',
  'body.birthTime',
  'body.birthPlaceId',
  'birthTime',
  'birthPlaceId',
];

/** `destination` lets a test read the lines; by default they go to stdout. */
export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  // Pretty output only for a developer at a terminal; anything piped (production, CI, e2e) stays JSON.
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY === true;
  if (!pretty) return pino(options);
  return pino({
    ...options,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
  });
}
