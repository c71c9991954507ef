import { runLoginCommand } from './login-cli.ts';

process.exitCode = await runLoginCommand('advisor', process.argv.slice(2));
