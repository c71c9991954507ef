import { parseArgs } from 'node:util';
import { isStaffRole } from '@app/shared/rules/roles';
import type { LoginRequest } from './provision-login.ts';

const USAGE = {
  user: 'npm run user:create -- --email E --password P --role admin|support [--name N]',
  advisor: 'npm run advisor:account -- --agent 1001 --email E --password P',
} as const;

/** The request the arguments describe, or the reason they do not describe one. */
export function parseLoginArguments(kind: 'user' | 'advisor', args: string[]): LoginRequest | string {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        agent: { type: 'string' },
      },
      strict: true,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    return `${(error as Error).message}\nUsage: ${USAGE[kind]}`;
  }
  const { email, password } = values;
  if (!email || !password) return `--email and --password are required.\nUsage: ${USAGE[kind]}`;
  if (kind === 'user') {
    if (values.agent) return `--agent belongs to advisor:account.\nUsage: ${USAGE.user}`;
    if (!isStaffRole(values.role)) return `--role must be admin or support.\nUsage: ${USAGE.user}`;
    return { kind: 'staff', email, password, role: values.role, name: values.name };
  }
  if (values.role || values.name)
    return `advisor:account takes no --role or --name.\nUsage: ${USAGE.advisor}`;
  const agentId = Number(values.agent);
  if (!values.agent || !/^\d{1,9}$/.test(values.agent) || agentId <= 0) {
    return `--agent must be the advisor's extension (a positive number).\nUsage: ${USAGE.advisor}`;
  }
  return { kind: 'advisor', email, password, agentId };
}
