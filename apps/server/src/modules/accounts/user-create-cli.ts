import { runLoginCommand } from './login-cli.ts';

process.exitCode = await runLoginCommand('user', process.argv.slice(2));
