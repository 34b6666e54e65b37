import { describe, expect, it } from 'vitest';
import { bn } from './bn.ts';
import { en } from './en.ts';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('console translations', () => {
  it('has the same keys in Bengali and English, none empty', () => {
    const b = leaves(bn);
    const e = leaves(en);
    expect(e.map(([k]) => k).sort()).toEqual(b.map(([k]) => k).sort());
    for (const [key, text] of [...b, ...e]) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the same placeholders in both languages', () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(bn)) {
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(text), key).toEqual(vars(english.get(key)!));
    }
  });
});
