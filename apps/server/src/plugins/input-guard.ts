import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';

/** Far deeper than any payload of this product, far shallower than what exhausts a recursive walk. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * C0 controls except tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text (a 500
 * at the INSERT), and none of the others is ever typed into a form: they only arrive to break something.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === DELETE) return true;
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
  }
  return false;
}

const tooDeep = () =>
  new AppError(
    400,
    'JSON_TOO_DEEP',
    `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`,
  );

/** Bracket depth of JSON text outside strings, fed chunk by chunk. */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth = MAX_JSON_DEPTH) {}

  /** False once the text has gone deeper than maxDepth. */
  scan(bytes: Uint8Array): boolean {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.depth += 1;
        if (this.depth > this.maxDepth) return false;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        this.depth -= 1;
      }
    }
    return true;
  }
}

/**
 * The request body as Fastify's parser reads it, scanned on the way, so a body nested thousands of
 * levels deep is refused before it is buffered and parsed, whichever JSON parser the route uses. UTF-8
 * continuation bytes are all >= 0x80, so scanning bytes never mistakes one for a quote or a bracket.
 * Nothing flows until the parser reads (its error listener is attached by then).
 */
class DepthLimitedBody extends Readable {
  private readonly scanner = new JsonDepthScanner();

  constructor(private readonly source: Readable) {
    super();
    source.pause();
    source.on('data', (chunk: Buffer | string) => {
      if (this.destroyed) return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (!this.scanner.scan(bytes)) {
        source.pause();
        this.destroy(tooDeep());
        return;
      }
      if (!this.push(bytes)) source.pause();
    });
    source.once('end', () => this.push(null));
    source.once('error', (error) => this.destroy(error));
    // The parser may stop listening first (a body over the limit); a later error must not go uncaught.
    this.on('error', () => undefined);
  }

  override _read(): void {
    this.source.resume();
  }
}

export interface InputProblem {
  /** Dotted path of the field ('' for the value itself). */
  path: string;
  kind: 'control-character' | 'control-character-in-name' | 'too-deep';
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/**
 * The first string (or property name) holding a control character, walked with an explicit stack:
 * another parser (form bodies, a route's own JSON parser) may hand over anything, however deep.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return { path: item.path, kind: 'control-character' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    // Raw bytes (an upload's body) are no text: walking a 5 MB Buffer entry by entry would only cost time.
    if (ArrayBuffer.isView(current)) continue;
    if (item.depth >= maxDepth) return { path: item.path, kind: 'too-deep' };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: join(item.path, index), depth: item.depth + 1 });
      }
      continue;
    }
    const entries = Object.entries(current as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string, unknown];
      if (hasControlCharacter(key)) return { path: item.path, kind: 'control-character-in-name' };
      stack.push({ value: child, path: join(item.path, key), depth: item.depth + 1 });
    }
  }
  return undefined;
}

function problemError(problem: InputProblem, part: string): AppError {
  const field = problem.path || part;
  switch (problem.kind) {
    case 'control-character':
      return new AppError(
        400,
        'CONTROL_CHARACTER',
        `${field}: must not contain control characters (such as NUL)`,
      );
    case 'control-character-in-name':
      return new AppError(
        400,
        'CONTROL_CHARACTER',
        `${field}: a field name must not contain control characters (such as NUL)`,
      );
    case 'too-deep':
      return tooDeep();
  }
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^[^;]*[/+]json\s*(;|$)/i.test(contentType);
}

/**
 * Bad input gets a 400 before any route runs, so no route can forget it: JSON deeper than
 * MAX_JSON_DEPTH (checked while the body streams in), and control characters in any string of the body,
 * the query string or the path parameters (checked once the body is parsed, whatever parsed it).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    // Fastify never reads a GET or HEAD body.
    if (request.method === 'GET' || request.method === 'HEAD' || !isJson(request.headers['content-type'])) {
      done(null, payload);
      return;
    }
    done(null, new DepthLimitedBody(payload));
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      if (value === undefined || value === null) continue;
      const problem = findInputProblem(value);
      if (problem) {
        done(problemError(problem, part));
        return;
      }
    }
    done();
  });
}
