import { describe, expect, it } from 'vitest';
import { BANNER_COUNT, bannerSvg, gameIconSvg, vendorLogoSvg, type BannerKind } from './artwork.ts';
import { GAMES, VENDORS, type GameSeed } from './catalog-data.ts';
import { escapeXml } from '../../../lib/svg-text.ts';

/**
 * A small XML well-formedness check: one root element, balanced tags, quoted and unique
 * attributes, no raw `<` or stray `&` in text or attribute values. Returns the first problem.
 */
function xmlError(xml: string): string | null {
  const name = '[A-Za-z_:][-A-Za-z0-9_:.]*';
  const tag = new RegExp(
    `<(/?)(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`,
    'y',
  );
  const attribute = new RegExp(`(${name})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
  const badText = (t: string) =>
    t.includes('<') || /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(t);
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (badText(text)) return `bad character data at ${i}`;
    if (stack.length === 0 && text.trim() !== '') return `text outside the root at ${i}`;
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) return 'unclosed comment';
      i = end + 3;
      continue;
    }
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) return `malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`;
    const [whole, close, tagName, attrs = '', selfClose] = m;
    if (close) {
      if (attrs || selfClose) return `malformed end tag </${tagName}>`;
      const open = stack.pop();
      if (open !== tagName) return `</${tagName}> closes <${open ?? 'nothing'}>`;
    } else {
      if (stack.length === 0 && ++roots > 1) return 'more than one root element';
      const seen = new Set<string>();
      for (const a of attrs.matchAll(attribute)) {
        const attrName = a[1]!;
        if (seen.has(attrName)) return `duplicate attribute ${attrName} on <${tagName}>`;
        seen.add(attrName);
        if (badText(a[2] ?? a[3] ?? '')) return `bad attribute value ${attrName} on <${tagName}>`;
      }
      if (!selfClose) stack.push(tagName!);
    }
    i = lt + whole.length;
  }
  if (stack.length > 0) return `unclosed <${stack[stack.length - 1]}>`;
  return roots === 1 ? null : 'no root element';
}

/** Every `url(#id)` and `href="#id"` must point at an id defined once in the same SVG. */
function danglingRefs(svg: string): string[] {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const defined = new Set(ids);
  if (defined.size !== ids.length) return ['duplicate id'];
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  return refs.filter((r) => !defined.has(r));
}

function expectSafeSvg(svg: string, viewBox: string) {
  expect(xmlError(svg)).toBeNull();
  expect(danglingRefs(svg)).toEqual([]);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toContain(`viewBox="${viewBox}"`);
  expect(svg).not.toMatch(/<script|<image|<foreignObject|@import|@font-face|\son[a-z]+=/i);
  expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|data:/);
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
/** The text lines an SVG sets (title, headline, subline), in document order. */
const lines = (svg: string) =>
  [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!);

const ALL_BANNERS = (['home', 'promotion'] as BannerKind[]).flatMap((kind) =>
  Array.from({ length: BANNER_COUNT[kind] }, (_, index) =>
    (['en', 'bn'] as const).map((lang) => ({ kind, index, lang })),
  ).flat(),
);

describe('the well-formedness check itself', () => {
  it('accepts good XML and refuses the usual mistakes', () => {
    expect(xmlError('<svg a="1"><g b=\'x &amp; y\'/><text>1 &lt; 2</text></svg>')).toBeNull();
    expect(xmlError('<svg><text>a & b</text></svg>')).not.toBeNull();
    expect(xmlError('<svg><g></svg>')).not.toBeNull();
    expect(xmlError('<svg><g></text></g></svg>')).not.toBeNull();
    expect(xmlError('<svg a=1></svg>')).not.toBeNull();
    expect(xmlError('<svg a="1" a="2"></svg>')).not.toBeNull();
    expect(xmlError('<svg a="<"></svg>')).not.toBeNull();
    expect(xmlError('<svg></svg><svg></svg>')).not.toBeNull();
    expect(xmlError('<svg><text>Tom <Big></text></svg>')).not.toBeNull();
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('ক্রিকেট ৳ 🎲')).toBe('ক্রিকেট ৳ 🎲');
  });
});

describe('gameIconSvg', () => {
  const icons = GAMES.map((g) => ({ game: g, svg: gameIconSvg(g) }));

  it('draws every catalog game as a well-formed, self-contained 240×240 SVG under 8 KB', () => {
    for (const { game, svg } of icons) {
      expect(xmlError(svg), game.code).toBeNull();
      expectSafeSvg(svg, '0 0 240 240');
      expect(bytes(svg), game.code).toBeLessThan(8 * 1024);
    }
  });

  it('is deterministic and gives every game its own picture', () => {
    for (const { game, svg } of icons) {
      expect(gameIconSvg(structuredClone(game)), game.code).toBe(svg);
    }
    expect(new Set(icons.map((i) => i.svg)).size).toBe(icons.length);
  });

  it('differs when only the vendor or the code differs', () => {
    const base = {
      vendor: 'PG',
      code: 'X_1',
      category: 'RNG' as const,
      name: { en: 'Same', bn: 'এক' },
    };
    const a = gameIconSvg(base);
    expect(gameIconSvg({ ...base, code: 'X_2' })).not.toBe(a);
    expect(gameIconSvg({ ...base, vendor: 'JL' })).not.toBe(a);
    expect(gameIconSvg({ ...base, category: 'FISH' })).not.toBe(a);
  });

  it('sets the English title in a generic font and escapes it', () => {
    const svg = gameIconSvg({
      vendor: 'A&B',
      code: 'ESC_1',
      category: 'RNG',
      name: { en: `Tom & "Jerry's" <Big> Win`, bn: 'টম' },
    });
    expectSafeSvg(svg, '0 0 240 240');
    expect(svg).toContain('Tom &amp; &quot;Jerry&apos;s&quot;');
    expect(svg).toContain('&lt;Big&gt;');
    expect(svg).not.toContain('<Big>');
    expect(svg).toContain('A&amp;B');
    expect(svg).toContain('font-family="system-ui, sans-serif"');
    expect(svg).not.toContain('টম');
  });

  it('wraps long titles to at most two lines, shortening what does not fit', () => {
    const svg = gameIconSvg({
      vendor: 'PG',
      code: 'LONG',
      category: 'LIVE',
      name: { en: 'An Extraordinarily Long Title That Cannot Possibly Fit On Two Lines', bn: 'ক' },
    });
    expect(xmlError(svg)).toBeNull();
    const titles = lines(svg);
    expect(titles).toHaveLength(2);
    expect(titles[1]).toMatch(/…$/);
    const short = gameIconSvg({ ...GAMES[0]!, name: { en: 'Dice', bn: 'ক' } });
    expect([...short.matchAll(/<tspan /g)]).toHaveLength(1);
  });

  it('survives control characters and an empty title', () => {
    const odd: Pick<GameSeed, 'vendor' | 'code' | 'category' | 'name'> = {
      vendor: 'BGS',
      code: 'BGS_DICE',
      category: 'BGS',
      name: { en: 'Bell\u0007 \uFFFF', bn: '' },
    };
    expect(xmlError(gameIconSvg(odd))).toBeNull();
    expect(xmlError(gameIconSvg({ ...odd, name: { en: '', bn: '' } }))).toBeNull();
  });

  it('draws each in-house game with its own glyph', () => {
    const bgs = GAMES.filter((g) => g.category === 'BGS');
    const glyphs = bgs.map((g) => {
      const svg = gameIconSvg(g);
      return svg.slice(svg.indexOf('scale(1.1)'), svg.indexOf('<rect y="150"'));
    });
    expect(new Set(glyphs).size).toBe(6);
  });
});

describe('vendorLogoSvg', () => {
  it('draws every vendor as a well-formed 240×96 wordmark under 8 KB', () => {
    const logos = VENDORS.map((v) => vendorLogoSvg(v));
    for (const [i, svg] of logos.entries()) {
      expectSafeSvg(svg, '0 0 240 96');
      expect(bytes(svg)).toBeLessThan(8 * 1024);
      expect(svg).toContain(`>${VENDORS[i]!.code}</text>`);
    }
    expect(new Set(logos).size).toBe(logos.length);
    expect(VENDORS.map((v) => vendorLogoSvg({ ...v }))).toEqual(logos);
  });

  it('escapes text and ignores a colour that is not a plain hex colour', () => {
    const svg = vendorLogoSvg({
      code: 'X<1',
      name: { en: `Fish & "Chips"`, bn: 'মাছ' },
      brandColor: '#fff"/><script>alert(1)</script>',
    });
    expectSafeSvg(svg, '0 0 240 96');
    expect(svg).toContain('X&lt;1');
    expect(svg).toContain('FISH &amp; &quot;CHIPS&quot;');
    expect(svg).not.toContain('alert');
  });
});

describe('bannerSvg', () => {
  it('draws every banner as a well-formed 1200×400 SVG, each one different', () => {
    const svgs = ALL_BANNERS.map(({ kind, index, lang }) => bannerSvg(kind, index, lang));
    for (const svg of svgs) {
      expectSafeSvg(svg, '0 0 1200 400');
      expect(bytes(svg)).toBeLessThan(24 * 1024);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(ALL_BANNERS.map(({ kind, index, lang }) => bannerSvg(kind, index, lang))).toEqual(svgs);
  });

  it('writes the headline in the requested language', () => {
    const en = bannerSvg('home', 0, 'en');
    const bn = bannerSvg('home', 0, 'bn');
    expect(en).toContain('70%');
    expect(en).toContain('First');
    expect(bn).toContain('৭০%');
    expect(bn).toContain('বোনাস');
    expect(bn).not.toContain('First');
    for (const line of lines(bn)) expect(line).toMatch(/[\u0980-\u09FF]/);
  });

  it('covers the first-deposit bonus, the jackpot and the in-house games', () => {
    const headlines = ALL_BANNERS.filter((b) => b.lang === 'en').map(({ kind, index }) =>
      lines(bannerSvg(kind, index, 'en'))
        .slice(0, 2)
        .join(' '),
    );
    expect(headlines).toContain('70% First Deposit Bonus');
    expect(headlines).toContain('The Jackpot Keeps Growing');
    expect(headlines).toContain('Dice, Mines, Plinko &amp; Crash');
  });

  it('wraps the index around and tolerates odd indexes', () => {
    expect(bannerSvg('home', BANNER_COUNT.home, 'en')).toBe(bannerSvg('home', 0, 'en'));
    for (const index of [-1, 1.5, Number.NaN, 1e9]) {
      expect(xmlError(bannerSvg('promotion', index, 'bn'))).toBeNull();
    }
  });
});
