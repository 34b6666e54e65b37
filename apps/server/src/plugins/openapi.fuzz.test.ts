import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { encryptBody, freshIp } from '../../test/account-client.ts';
import { addOperator, signIn } from '../../test/operator-client.ts';
import { newPlayer } from '../../test/wallet-client.ts';
import { startFakeVendor } from '../../test/vendor-fixture.ts';

/**
 * Schema-driven fuzzing of the whole API: for every operation of the OpenAPI document and every
 * role that can call it, at least 50 invalid and 50 boundary requests. No answer may be a 5xx, a
 * 4xx must be the error envelope, and a batch answered only with 4xx must change nothing.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema | undefined;
  isJson: boolean;
}
interface Role {
  name: string;
  headers: () => Record<string, string>;
}
/** One request: where each part goes. */
interface Shape {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw?: string;
  contentType?: string;
}

const PER_KIND = 50;
const INT32_MAX = 2_147_483_647;

/** Tables whose rows a refused call may still write: sessions touched, attempts and nonces counted. */
const BOOKKEEPING = new Set([
  'sessions',
  'operator_sessions',
  'audit_log',
  'login_attempts',
  'member_ips',
  'captchas',
  'used_nonces',
  'oidc_states',
  'attempt_counters',
  'server_secrets',
  'verification_codes',
  'outbox',
  '__drizzle_migrations',
]);

const typeOf = (s: Schema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const inner = s.anyOf ?? s.oneOf;
  return inner ? typeOf(inner.find((x) => typeOf(x) !== 'null') ?? {}) : undefined;
};
const unwrap = (s: Schema): Schema => {
  const inner = s.anyOf ?? s.oneOf;
  if (inner) return unwrap(inner.find((x) => typeOf(x) !== 'null') ?? inner[0] ?? {});
  if (s.allOf) return Object.assign({}, ...s.allOf.map(unwrap)) as Schema;
  return s;
};

let seed = 1;
/** Strings the pattern accepts (fast-check's regex arbitrary), deterministic. */
function matching(pattern: string, n: number): string[] {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: seed++, numRuns: n });
  } catch {
    return [];
  }
}

/** A value the schema accepts, as plain as possible. */
function sample(raw: Schema): unknown {
  const s = unwrap(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (typeOf(s) ?? 'string') {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 1 }, () => sample(s.items ?? {}));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sample(prop);
      return out;
    }
    default:
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.pattern) return matching(s.pattern, 1)[0] ?? 'a';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/** Values at the edges of what the schema accepts. */
function boundaries(raw: Schema): unknown[] {
  const s = unwrap(raw);
  if (s.enum?.length) return s.enum;
  switch (typeOf(s) ?? 'string') {
    case 'integer':
    case 'number': {
      const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? 0);
      const high = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : s.maximum;
      const values = [low, low + 1, INT32_MAX, INT32_MAX - 1, 0, 1];
      if (high !== undefined) values.push(high, high - 1);
      return values.filter(
        (v) =>
          v >= low &&
          (high === undefined || v <= high) &&
          (typeOf(s) === 'number' || Number.isInteger(v)),
      );
    }
    case 'boolean':
      return [true, false];
    case 'array':
      return [
        [],
        [sample(s.items ?? {})],
        Array.from({ length: s.maxItems ?? 3 }, () => sample(s.items ?? {})),
      ];
    case 'object':
      return [sample(s)];
    default: {
      if (s.pattern) return matching(s.pattern, 6);
      if (s.format) return [sample(s)];
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? 256;
      return [
        'a'.repeat(min),
        'z'.repeat(max),
        '৳'.repeat(max),
        ' '.repeat(Math.max(min, 1)),
        `'"<>&;--`.slice(0, Math.max(min, Math.min(max, 8))),
      ];
    }
  }
}

/** Values the schema refuses, or that a careless server would choke on. */
function invalids(raw: Schema): unknown[] {
  const s = unwrap(raw);
  const common: unknown[] = [null, {}, [], 'x\u0000y', '\u0000'];
  switch (typeOf(s) ?? 'string') {
    case 'integer':
    case 'number':
      return [
        ...common,
        INT32_MAX + 1,
        2 ** 53 + 2,
        -(INT32_MAX + 2),
        1e308,
        -1e308,
        1.5,
        'NaN',
        '1e999',
        '12abc',
        '',
        true,
        (s.maximum ?? INT32_MAX) + 1,
        (s.minimum ?? s.exclusiveMinimum ?? 0) - 1,
      ];
    case 'boolean':
      return [...common, 'maybe', 2, 'true\u0000'];
    case 'array':
      return [
        ...common,
        'not-an-array',
        [null],
        [{ deep: [[[[1]]]] }],
        Array.from({ length: 10_000 }, () => 1),
      ];
    case 'object':
      return [...common, 'not-an-object', 42];
    default:
      return [
        ...common,
        42,
        true,
        'a'.repeat((s.maxLength ?? 10_000) + 1),
        ...(s.minLength ? ['a'.repeat(s.minLength - 1)] : []),
        ...(s.enum ? ['NOT_IN_ENUM'] : []),
        ...(s.pattern ? ['!!not matching!!', 'x\u0000'] : []),
        '\uD800',
        '\u202E' + 'a'.repeat(3),
      ];
  }
}

function baseShape(op: Operation): Shape {
  const shape: Shape = { path: {}, query: {}, body: undefined };
  for (const p of op.parameters) {
    if (p.in === 'path') shape.path[p.name] = sample(p.schema);
    else if (p.in === 'query' && p.required) shape.query[p.name] = sample(p.schema);
  }
  if (op.body) shape.body = sample(op.body);
  return shape;
}

/** Every field of the operation, with where it goes. */
function fieldsOf(
  op: Operation,
): { where: 'path' | 'query' | 'body'; name: string; schema: Schema }[] {
  const fields: { where: 'path' | 'query' | 'body'; name: string; schema: Schema }[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path' || p.in === 'query') {
      fields.push({ where: p.in, name: p.name, schema: p.schema });
    }
  }
  const body = op.body && unwrap(op.body);
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    fields.push({ where: 'body', name, schema });
  }
  return fields;
}

function withField(
  base: Shape,
  where: 'path' | 'query' | 'body',
  name: string,
  value: unknown,
): Shape {
  const next: Shape = { ...base, path: { ...base.path }, query: { ...base.query } };
  if (where === 'body') {
    next.body = { ...(base.body as Record<string, unknown>), [name]: value };
  } else {
    next[where][name] = value;
  }
  return next;
}

/** Cycles `list` until it has `n` items (or returns it when empty). */
const fill = <T>(list: T[], n: number): T[] =>
  list.length === 0
    ? []
    : Array.from({ length: Math.max(n, list.length) }, (_, i) => list[i % list.length]!);

function invalidShapes(op: Operation): Shape[] {
  const base = baseShape(op);
  const shapes: Shape[] = [];
  for (const f of fieldsOf(op)) {
    for (const v of invalids(f.schema)) shapes.push(withField(base, f.where, f.name, v));
  }
  if (op.body) {
    const body = unwrap(op.body);
    for (const name of body.required ?? []) {
      const copy = { ...(base.body as Record<string, unknown>) };
      delete copy[name];
      shapes.push({ ...base, body: copy });
    }
    shapes.push({ ...base, body: { ...(base.body as object), unexpected: '\u0000' } });
    shapes.push({ ...base, raw: '{"unterminated": ', contentType: 'application/json' });
    shapes.push({ ...base, raw: 'null', contentType: 'application/json' });
    shapes.push({ ...base, raw: '"just a string"', contentType: 'application/json' });
    shapes.push({ ...base, raw: '[1,2,3]', contentType: 'application/json' });
    shapes.push({ ...base, raw: 'plain text', contentType: 'text/plain' });
    shapes.push({ ...base, raw: '{"a":'.repeat(2_000), contentType: 'application/json' });
  }
  // Path parameters as raw text a router must survive.
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    for (const v of [
      '%00',
      '99999999999999999999',
      '-1',
      '1.5',
      '%F0%9F',
      '..%2F..%2Fetc',
      'x'.repeat(300),
    ]) {
      shapes.push(withField(base, 'path', p.name, { rawSegment: v }));
    }
  }
  if (shapes.length === 0) {
    // No inputs at all: unknown query parameters, a body where none belongs, hostile headers.
    shapes.push({ ...base, query: { unexpected: '\u0000' } });
    shapes.push({ ...base, query: { pageNo: '99999999999' } });
    shapes.push({ ...base, raw: '{"x":1}', contentType: 'application/json' });
  }
  return fill(shapes, PER_KIND);
}

function boundaryShapes(op: Operation): Shape[] {
  const base = baseShape(op);
  const shapes: Shape[] = [base];
  for (const f of fieldsOf(op)) {
    for (const v of boundaries(f.schema)) shapes.push(withField(base, f.where, f.name, v));
  }
  return fill(shapes, PER_KIND);
}

/** Percent-encodes; a lone surrogate becomes the bytes a careless client would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

function encodeSegment(value: unknown): string {
  if (value && typeof value === 'object' && 'rawSegment' in value) {
    return String((value as { rawSegment: string }).rawSegment);
  }
  return encode(typeof value === 'string' ? value : JSON.stringify(value));
}

function queryString(query: Record<string, unknown>): string {
  const parts = Object.entries(query).map(
    ([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`,
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

let t: TestApp;
let vendor: Awaited<ReturnType<typeof startFakeVendor>>;
let ops: Operation[];
let roles: Record<string, Role>;

async function fingerprint(): Promise<string> {
  const tables: unknown = await t.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = (tables as { rows: { name: string }[] }).rows
    .map((r) => r.name)
    .filter((n) => !BOOKKEEPING.has(n));
  const parts = names.map(
    (n) =>
      `select '${n}' as t, count(*)::text as n, coalesce(max(xmin::text::bigint), 0)::text as x from "${n}"`,
  );
  const result: unknown = await t.database.db.execute(sql.raw(parts.join(' union all ')));
  const rows = result as { rows: { t: string; n: string; x: string }[] };
  // Sorted here: PostgreSQL may return the union's parts in any order (a parallel append).
  return rows.rows
    .map((r) => `${r.t}:${r.n}:${r.x}`)
    .sort()
    .join('|');
}

beforeAll(async () => {
  // A vendor that answers launches, so a valid launch is a 200, not a 503 for a missing partner.
  vendor = await startFakeVendor();
  t = await buildTestApp({ rateLimits: false, providerUrl: vendor.url });
  const doc = (await t.app.inject({ url: '/docs/json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }
      >
    >;
  }>();
  ops = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        isJson: !path.startsWith('/lgw/art/') && !path.startsWith('/provider/'),
      });
    }
  }
  const member = await newPlayer(t.app, t.database.db, { balance: 100_000n });
  const agent = await newPlayer(t.app, t.database.db, { balance: 100_000n, type: 1 });
  await addOperator(t.database.db, 'demo', 'content1', 'Content#2026', 'content');
  await addOperator(t.database.db, 'demo', 'agentmgr1', 'Agentmgr#2026', 'agent_manager');
  const operators = {
    owner: await signIn(t.app, 'owner', 'Owner#2026'),
    finance: await signIn(t.app, 'finance1', 'Finance#2026'),
    support: await signIn(t.app, 'support1', 'Support#2026'),
    content: await signIn(t.app, 'content1', 'Content#2026'),
    agent_manager: await signIn(t.app, 'agentmgr1', 'Agentmgr#2026'),
  };
  const bearer = (token: string) => () => ({ authorization: `Bearer ${token}` });
  roles = {
    visitor: { name: 'visitor', headers: () => ({}) },
    member: { name: 'member', headers: bearer(member.token) },
    agent: { name: 'agent', headers: bearer(agent.token) },
    ...Object.fromEntries(
      Object.entries(operators).map(([name, s]) => [name, { name, headers: bearer(s.token) }]),
    ),
  };
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await vendor.close();
});

/** Calls that end the caller's own session go last, so the rest run signed in. */
const endsSession = (op: Operation) => op.method === 'DELETE' && /session|logout/.test(op.path);

async function send(op: Operation, role: Role, shape: Shape, encrypted: boolean) {
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(shape.path[name])) +
    queryString(shape.query);
  const headers: Record<string, string> = { merchant: 'demo', language: 'EN', ...role.headers() };
  const options: InjectOptions = {
    method: op.method,
    url,
    headers,
    remoteAddress: freshIp(),
  };
  if (shape.raw !== undefined) {
    headers['content-type'] = shape.contentType ?? 'application/json';
    options.payload = shape.raw;
  } else if (shape.body !== undefined) {
    if (encrypted) {
      const sealed = await encryptBody(t.app, shape.body);
      Object.assign(headers, sealed.headers);
      options.payload = sealed.payload;
    } else {
      options.payload = shape.body as object;
    }
  }
  return t.app.inject(options);
}

describe('every operation of the OpenAPI document under invalid and boundary input', () => {
  it('never answers 5xx; a 4xx is the error envelope and changes nothing', async () => {
    const failures: string[] = [];
    let requests = 0;
    const ordered = [...ops.filter((o) => !endsSession(o)), ...ops.filter(endsSession)];
    for (const op of ordered) {
      const isAdmin = op.path.startsWith('/wps/admin/');
      const callers = isAdmin
        ? ['owner', 'finance', 'support', 'content', 'agent_manager']
        : ['visitor', 'member', 'agent'];
      for (const roleName of callers) {
        const role = roles[roleName]!;
        for (const [kind, shapes] of [
          ['invalid', invalidShapes(op)],
          ['boundary', boundaryShapes(op)],
        ] as const) {
          expect(shapes.length, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(PER_KIND);
          const before = await fingerprint();
          let anyOk = false;
          for (const [i, shape] of shapes.entries()) {
            // Half of the bodies go sealed, for the calls that take encrypted bodies.
            const res = await send(op, role, shape, op.body !== undefined && i % 2 === 1);
            requests += 1;
            const where = `${roleName} ${kind} ${op.method} ${op.path} #${i}`;
            if (res.statusCode >= 500) {
              failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
              continue;
            }
            if (res.statusCode < 400) {
              anyOk = true;
              continue;
            }
            if (op.isJson && res.headers['content-type']?.toString().includes('json')) {
              const body = res.json<{ success?: unknown; code?: unknown; message?: unknown }>();
              if (
                body.success !== false ||
                typeof body.code !== 'string' ||
                typeof body.message !== 'string'
              ) {
                failures.push(
                  `${where}: ${res.statusCode} not an error envelope: ${res.body.slice(0, 200)}`,
                );
              }
            }
          }
          const after = anyOk ? before : await fingerprint();
          if (after !== before) {
            // Name the tables that moved: the difference says what wrote.
            const was = new Set(before.split('|'));
            const moved = after
              .split('|')
              .filter((part) => !was.has(part))
              .map((part) => part.split(':')[0]);
            failures.push(
              `${roleName} ${kind} ${op.method} ${op.path}: answered 4xx but changed data (${moved.join(', ')})`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // 131 operations at the time of writing; every one of them reached.
    expect(requests).toBeGreaterThanOrEqual(ops.length * 3 * 2 * PER_KIND);
  }, 900_000);
});
