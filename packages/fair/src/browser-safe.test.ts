import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm;

/** Every module reachable from `entry` through relative imports, with its bare imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1]!);
    graph.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('.')) visit(resolve(dirname(file), s));
  };
  visit(entry);
  return graph;
}

describe('the core entry point (src/index.ts) is browser-safe', () => {
  it('imports no node: modules, directly or transitively, and never node.ts', () => {
    const graph = importGraph(resolve(here, 'index.ts'));
    expect(graph.size).toBeGreaterThan(15);
    for (const [file, specifiers] of graph) {
      for (const s of specifiers) {
        expect(
          s.startsWith('node:') || s === 'crypto' || s.endsWith('/node.ts'),
          `${file} → ${s}`,
        ).toBe(false);
        if (!s.startsWith('.')) expect(s, file).toMatch(/^@noble\/hashes\//);
      }
    }
  });

  it('uses no Node-only globals (Buffer, process, require)', () => {
    for (const file of importGraph(resolve(here, 'index.ts')).keys()) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bBuffer\b|\bprocess\.|\brequire\(/);
    }
  });

  it('node.ts, the server entry point, is where node:crypto comes in', () => {
    const graph = importGraph(resolve(here, 'node.ts'));
    expect(graph.get(resolve(here, 'node.ts'))).toContain('node:crypto');
  });
});
