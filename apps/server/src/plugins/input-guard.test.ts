import { describe, expect, it } from 'vitest';
import { findInputProblem, hasControlCharacter, JsonDepthScanner, MAX_JSON_DEPTH } from './input-guard.ts';

const scan = (text: string, chunkSize = text.length || 1) => {
  const scanner = new JsonDepthScanner();
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += chunkSize) {
    if (!scanner.scan(bytes.subarray(start, start + chunkSize))) return false;
  }
  return true;
};

describe('hasControlCharacter', () => {
  it.each(['\u0000', 'a\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'])(
    'refuses %j',
    (value) => {
      expect(hasControlCharacter(value)).toBe(true);
    },
  );

  it.each(['', 'plain', 'tab\there', 'lines\r\n', 'é ü – 🌙', '\u0080', '\u00a0'])('accepts %j', (value) => {
    expect(hasControlCharacter(value)).toBe(false);
  });
});

describe('JsonDepthScanner', () => {
  it('allows exactly the maximum depth and refuses one more', () => {
    expect(scan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(true);
    expect(scan(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(false);
  });

  it('counts siblings, not their sum', () => {
    expect(scan(JSON.stringify(Array.from({ length: 100 }, () => [[[1]]])))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included, across chunk boundaries', () => {
    const text = JSON.stringify({
      a: '[[[[{{{{'.repeat(20),
      b: 'say \\"[[[[" ok',
      c: ['\\\\', '[['.repeat(40)],
    });
    for (const size of [1, 2, 3, 7, text.length]) expect(scan(text, size)).toBe(true);
  });

  it('refuses 30,000 levels at the 33rd', () => {
    expect(scan('['.repeat(30_000), 1024)).toBe(false);
  });
});

describe('findInputProblem', () => {
  it('names the first field holding a control character', () => {
    expect(findInputProblem({ name: 'ok', items: [{ note: 'x' }, { note: 'a\u0000' }] })).toEqual({
      path: 'items.1.note',
      kind: 'control-character',
    });
    expect(findInputProblem('\u0000')).toEqual({ path: '', kind: 'control-character' });
  });

  it('refuses control characters in field names', () => {
    expect(findInputProblem({ outer: { 'bad\u0000': 1 } })).toEqual({
      path: 'outer',
      kind: 'control-character-in-name',
    });
  });

  it('walks any depth without recursion, refusing beyond the limit', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findInputProblem(deep)?.kind).toBe('too-deep');
  });

  it('passes clean values of every type', () => {
    expect(findInputProblem({ a: 1, b: true, c: null, d: ['x', { e: 'line\nbreak' }] })).toBeUndefined();
  });

  it('leaves raw bytes (an upload) alone, whatever they hold, without walking them', () => {
    const upload = Buffer.alloc(5 * 1024 * 1024, 0);
    const started = performance.now();
    expect(findInputProblem(upload)).toBeUndefined();
    expect(findInputProblem(new Uint8Array([0, 1, 27, 127]))).toBeUndefined();
    // Walking it entry by entry took over 30 s here; skipping it takes well under a millisecond.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
