import { describe, expect, it } from 'vitest';
import { parseLoginArguments } from './login-arguments.ts';

describe('parseLoginArguments', () => {
  it('reads a staff login and an advisor login', () => {
    expect(
      parseLoginArguments('user', ['--email', 'a@b.co', '--password', 'p', '--role', 'support']),
    ).toEqual({
      kind: 'staff',
      email: 'a@b.co',
      password: 'p',
      role: 'support',
      name: undefined,
    });
    expect(
      parseLoginArguments('advisor', ['--agent', '1001', '--email', 'a@b.co', '--password', 'p']),
    ).toEqual({
      kind: 'advisor',
      agentId: 1001,
      email: 'a@b.co',
      password: 'p',
    });
  });

  it('explains what is wrong, with the usage, and never echoes the password', () => {
    const cases: [kind: 'user' | 'advisor', args: string[], says: string][] = [
      ['user', ['--email', 'a@b.co', '--password', 'hunter2hunter2'], '--role must be admin or support'],
      ['user', ['--email', 'a@b.co', '--password', 'hunter2hunter2', '--role', 'customer'], '--role must be'],
      ['user', ['--password', 'hunter2hunter2', '--role', 'admin'], '--email and --password are required'],
      [
        'user',
        ['--email', 'a@b.co', '--password', 'hunter2hunter2', '--role', 'admin', '--x'],
        'Unknown option',
      ],
      ['advisor', ['--agent', 'abc', '--email', 'a@b.co', '--password', 'hunter2hunter2'], '--agent must be'],
      ['advisor', ['--agent', '0', '--email', 'a@b.co', '--password', 'hunter2hunter2'], '--agent must be'],
      ['advisor', ['--email', 'a@b.co', '--password', 'hunter2hunter2'], '--agent must be'],
      [
        'advisor',
        ['--agent', '1', '--email', 'a@b.co', '--password', 'hunter2hunter2', '--role', 'admin'],
        'no --role',
      ],
    ];
    for (const [kind, args, says] of cases) {
      const answer = parseLoginArguments(kind, args);
      expect(typeof answer).toBe('string');
      expect(answer).toContain(says);
      expect(answer).toContain('Usage: npm run');
      expect(answer).not.toContain('hunter2');
    }
  });
});
