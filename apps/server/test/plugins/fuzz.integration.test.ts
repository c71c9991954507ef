import * as schema from '@app/db/schema';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { ORIGIN, type SignedInCustomer, signedInCustomer } from '../helpers/customers.ts';

/**
 * Every route the OpenAPI document names (plus better-auth's, which it does not) gets NUL bytes and other
 * control characters in each string field, each path and query parameter, JSON nested 30,000 levels
 * deep, an oversized body and a few malformed shapes: never a 5xx, and nothing in the database moves.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
};

interface Operation {
  method: string;
  /** OpenAPI path, with {name} placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
  /**
   * The route declares its body. One that does not ignores it, so only bodies the guards must refuse are
   * sent there: an accepted '{}' would be a real request (a tarot play, an order).
   */
  declaredBody: boolean;
  form: boolean;
}

interface Attempt {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** A request with a control character must be refused (4xx), not merely survive. */
  mustRefuse: boolean;
}

const NUL = 'fuzz\u0000nul';
const CONTROL = 'fuzz\u0001\u001b\u007f';
const DEEP_JSON = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
const OVERSIZED_JSON = JSON.stringify({ field: 'x'.repeat(BODY_LIMIT_BYTES + 1024) });

/** better-auth's main routes: its handler is one wildcard route, hidden from the document. */
const AUTH_OPERATIONS: Operation[] = [
  ['/api/auth/sign-up/email', ['email', 'password', 'name']],
  ['/api/auth/sign-in/email', ['email', 'password']],
  ['/api/auth/request-password-reset', ['email', 'redirectTo']],
  ['/api/auth/reset-password', ['newPassword', 'token']],
  ['/api/auth/phone-sign-in/send-otp', ['phone']],
  ['/api/auth/phone-sign-in/verify-otp', ['phone', 'code']],
].map(([path, fields]) => ({
  method: 'POST',
  path: path as string,
  pathParams: [],
  queryParams: [],
  body: {
    type: 'object',
    properties: Object.fromEntries((fields as string[]).map((field) => [field, { type: 'string' }])),
  },
  declaredBody: true,
  form: false,
}));

function resolveRef(document: OpenApiDocument, node: JsonSchema | undefined): JsonSchema | undefined {
  if (!node?.$ref) return node;
  const name = node.$ref.split('/').pop() ?? '';
  return resolveRef(document, document.components?.schemas?.[name]);
}

/** The first concrete alternative of a union; its objects and arrays resolved. */
function concrete(document: OpenApiDocument, node: JsonSchema | undefined): JsonSchema | undefined {
  const resolved = resolveRef(document, node);
  const alternatives = resolved?.anyOf ?? resolved?.oneOf ?? resolved?.allOf;
  if (alternatives) {
    const option = alternatives.find((candidate) => resolveRef(document, candidate)?.type !== 'null');
    return concrete(document, option);
  }
  return resolved;
}

function typeOf(node: JsonSchema | undefined): string | undefined {
  const type = node?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

type Leaf = 'string' | 'number' | 'boolean';

/** A value shaped by the schema; `leaf` picks each scalar from its kind, path and schema. */
function build(
  document: OpenApiDocument,
  node: JsonSchema | undefined,
  leaf: (kind: Leaf, path: string, node: JsonSchema | undefined) => unknown,
  path = '',
  depth = 0,
): unknown {
  const resolved = concrete(document, node);
  const type = typeOf(resolved);
  if (depth > 8) return null;
  if (type === 'object' || resolved?.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(resolved?.properties ?? {})) {
      value[key] = build(document, child, leaf, path ? `${path}.${key}` : key, depth + 1);
    }
    return value;
  }
  if (type === 'array') return [build(document, resolved?.items, leaf, `${path}.0`, depth + 1)];
  if (type === 'integer' || type === 'number') return leaf('number', path, resolved);
  if (type === 'boolean') return leaf('boolean', path, resolved);
  return leaf('string', path, resolved);
}

function stringPaths(document: OpenApiDocument, node: JsonSchema | undefined): string[] {
  const paths: string[] = [];
  build(document, node, (kind, path) => {
    if (kind === 'string') paths.push(path);
    return null;
  });
  return paths;
}

/** A value the field's schema accepts, where that is easy to tell, so the one bad field is what is judged. */
function plausible(kind: Leaf, node: JsonSchema | undefined): unknown {
  if (node?.enum?.length) return node.enum[0];
  if (Array.isArray(node?.type) && node.type.includes('null')) return null;
  if (kind === 'number') return 1;
  if (kind === 'boolean') return true;
  if (node?.format === 'email') return 'fuzz@example.com';
  if (node?.pattern?.includes('\\d')) return '5145550123';
  return 'fuzz';
}

function formEncode(value: unknown): string {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return new URLSearchParams(
    Object.entries(record).map(([key, v]): [string, string] => [key, String(v)]),
  ).toString();
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      // Twilio posts its webhooks form-encoded (the document lists them as JSON).
      const form =
        contentType === 'application/x-www-form-urlencoded' || /^\/api\/telephony\/(?!agents)/.test(path);
      const hasBody = media !== undefined || ['post', 'put', 'patch'].includes(method);
      if (!hasBody && pathParams.length === 0 && queryParams.length === 0) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        queryParams,
        body: hasBody ? (media?.schema ?? { type: 'object' }) : undefined,
        declaredBody: media !== undefined,
        form,
      });
    }
  }
  return operations;
}

function attemptsFor(document: OpenApiDocument, operation: Operation, customer: SignedInCustomer): Attempt[] {
  const values: Record<string, string> = { id: customer.id, phone: '+15145550123', agentId: '1001' };
  const urlWith = (params: Record<string, string>, query: Record<string, string> = {}) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(params[name] ?? values[name] ?? 'fuzz'),
    );
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  const defaultQuery = Object.fromEntries(operation.queryParams.map((name) => [name, values[name] ?? '1']));
  const base = { method: operation.method, url: urlWith({}, defaultQuery) };
  const attempts: Attempt[] = [];

  for (const name of operation.pathParams) {
    for (const bad of [NUL, CONTROL]) {
      attempts.push({
        ...base,
        label: `path ${name}`,
        url: urlWith({ [name]: bad }, defaultQuery),
        mustRefuse: true,
      });
    }
  }
  for (const name of operation.queryParams) {
    for (const bad of [NUL, CONTROL]) {
      attempts.push({
        ...base,
        label: `query ${name}`,
        url: urlWith({}, { ...defaultQuery, [name]: bad }),
        mustRefuse: true,
      });
    }
  }
  if (!operation.body) return attempts;

  const encode = (value: unknown) => (operation.form ? formEncode(value) : JSON.stringify(value));
  const contentType = operation.form ? 'application/x-www-form-urlencoded' : 'application/json';
  const withBody = (label: string, payload: string, mustRefuse: boolean, type = contentType): Attempt => ({
    ...base,
    label,
    contentType: type,
    payload,
    mustRefuse,
  });

  const fields = stringPaths(document, operation.body);
  for (const bad of [NUL, CONTROL]) {
    if (fields.length > 1) {
      const body = build(document, operation.body, (kind, _path, node) =>
        kind === 'string' ? bad : plausible(kind, node),
      );
      attempts.push(withBody(`every string ${JSON.stringify(bad)}`, encode(body), true));
    }
    for (const field of fields) {
      const body = build(document, operation.body, (kind, path, node) =>
        path === field ? bad : plausible(kind, node),
      );
      attempts.push(withBody(`field ${field}`, encode(body), true));
    }
  }
  // Whatever the schema names, a generic body with NUL strings and a NUL in a field name.
  attempts.push(withBody('generic NUL body', encode({ name: NUL, email: NUL, code: NUL, id: NUL }), true));
  if (!operation.form) {
    attempts.push(withBody('NUL in a field name', '{"fuzz\\u0000":"x"}', true));
    attempts.push(withBody('JSON string with NUL', JSON.stringify(NUL), true));
    attempts.push(withBody('deep JSON', DEEP_JSON, true));
    attempts.push(withBody('deep JSON object', `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`, true));
    attempts.push(withBody('prototype pollution', '{"__proto__":{"admin":true}}', true));
  }
  if (!operation.form && operation.declaredBody) {
    attempts.push(withBody('null', 'null', false));
    attempts.push(withBody('array', '[]', false));
    attempts.push(
      withBody(
        'wrong types',
        encode(build(document, operation.body, (kind) => (kind === 'string' ? 12345 : 'fuzz'))),
        false,
      ),
    );
  }
  attempts.push(withBody('oversized JSON', OVERSIZED_JSON, true, 'application/json'));
  return attempts;
}

async function snapshot(testApp: TestApp, customerId: string) {
  const db = testApp.database.db;
  const tables = {
    user: schema.user,
    session: schema.session,
    account: schema.account,
    customers: schema.customers,
    customerPhoneNumbers: schema.customerPhoneNumbers,
    creditLedger: schema.creditLedger,
    purchases: schema.purchases,
    paymentOrders: schema.paymentOrders,
    couponUses: schema.couponUses,
    creditUsage: schema.creditUsage,
    callSessions: schema.callSessions,
    webhookReceipts: schema.webhookReceipts,
    tarotDeals: schema.tarotDeals,
    tarotGameAttempts: schema.tarotGameAttempts,
    phoneVerifications: schema.phoneVerifications,
    staffAuditLog: schema.staffAuditLog,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  const [customer] = await db.select().from(schema.customers).where(eq(schema.customers.id, customerId));
  return { counts, customer };
}

describe('fuzzing every route', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let alice: SignedInCustomer;

  beforeAll(async () => {
    // Configured, so the telephony webhook judges what it receives instead of answering 503.
    testApp = await buildTestApp({ telephonyWebhookSecret: 'fuzz-telephony-webhook-secret' });
    app = testApp.app;
    alice = await signedInCustomer(app);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('never answers 5xx, refuses every control character, and changes nothing', async () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    const operations = [...operationsOf(document), ...AUTH_OPERATIONS];
    // The document really is the source: the routes of the issue are all in it.
    const named = operations.map((operation) => `${operation.method} ${operation.path}`);
    for (const route of [
      'PATCH /api/customers/{id}',
      'POST /api/coupons/validate',
      'POST /.netlify/functions/create-paypal-order',
      'POST /.netlify/functions/capture-paypal-order',
      'POST /.netlify/functions/create-interac-order',
      'POST /api/auth/sign-up/email',
    ]) {
      expect(named).toContain(route);
    }

    const before = await snapshot(testApp, alice.id);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const attempt of attemptsFor(document, operation, alice)) {
        sent += 1;
        const res = await app.inject({
          method: attempt.method as 'POST',
          url: attempt.url,
          // A new client address per request: rate limits must not hide what a route would answer.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          headers: {
            origin: ORIGIN,
            cookie: alice.cookie,
            ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
          },
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        const where = `${attempt.method} ${operation.path} [${attempt.label}] → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`);
        else if (attempt.mustRefuse && (res.statusCode < 400 || res.statusCode >= 500)) failures.push(where);
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    expect(await snapshot(testApp, alice.id)).toEqual(before);
    // The customer's session survived the run and the data answers as before.
    const mine = await app.inject({
      method: 'GET',
      url: `/api/customers/${alice.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(mine.statusCode).toBe(200);
  }, 240_000);
});
