import { describe, expect, expectTypeOf, it } from 'vitest';
import { en } from '../../lib/i18n/en.ts';
import { inhouseBn } from '../../lib/i18n/inhouse.bn.ts';
import { inhouseEn } from '../../lib/i18n/inhouse.en.ts';
import type { InhouseMessages } from '../../lib/i18n/inhouse.ts';

function flatten(node: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value as object, path));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();

describe('in-house strings (loaded with the /bgs pages)', () => {
  it('BN and EN have exactly the same keys', () => {
    expectTypeOf(inhouseBn).toEqualTypeOf<InhouseMessages>();
    expect(Object.keys(flatten(inhouseBn)).sort()).toEqual(Object.keys(flatten(inhouseEn)).sort());
  });

  it('no translation is empty and every placeholder is kept', () => {
    const bn = flatten(inhouseBn);
    for (const [key, english] of Object.entries(flatten(inhouseEn))) {
      expect(english.trim(), key).not.toBe('');
      expect(bn[key]?.trim(), key).not.toBe('');
      expect(placeholders(bn[key] ?? ''), key).toEqual(placeholders(english));
    }
  });

  it('share no top-level key with the main resources', () => {
    expect(Object.keys(inhouseEn).filter((key) => key in en)).toEqual([]);
  });

  it('are served by i18next once a page has loaded them', async () => {
    await import('../../lib/i18n/inhouse.ts');
    const { i18n } = await import('../../lib/i18n/i18n.ts');
    expect(i18n.getFixedT('bn')('inhouse.games.dice')).toBe('ডাইস');
    expect(i18n.getFixedT('en')('inhouse.fair.previousBets', { count: 1 })).toBe(
      '1 bet was played with this pair.',
    );
  });
});
