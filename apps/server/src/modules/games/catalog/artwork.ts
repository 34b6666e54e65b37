/**
 * Generated catalog art: game icons, vendor logos and promotional banners as SVG strings.
 *
 * Everything is drawn here from paths and shapes (no copied logos, no external fonts or images,
 * no scripts) and is deterministic: the same input always gives the same bytes, so the art can be
 * cached forever and served with a strong ETag. Element ids carry a hash of the input, so several
 * SVGs can be inlined into one HTML document without their gradients clashing.
 */
import type { CategoryCode, GameSeed, VendorSeed } from './catalog-data.ts';
import { escapeXml, hash } from '../../../lib/svg-text.ts';

export type GameArtInput = Pick<GameSeed, 'vendor' | 'code' | 'category' | 'name'>;
export type VendorArtInput = Pick<VendorSeed, 'code' | 'name' | 'brandColor'>;
export type BannerKind = 'home' | 'promotion';
export type BannerLang = 'en' | 'bn';

const FONT = 'system-ui, sans-serif';
const XMLNS = 'http://www.w3.org/2000/svg';

// ------------------------------------------------------------------ text and numbers

/** mulberry32: a small seeded generator, so variations follow from the input alone. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], n: number): T {
  return list[Math.abs(Math.trunc(n)) % list.length]!;
}

/** Compact number for path data: at most one decimal. */
function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Opacity with two decimals, no leading zero. */
function op(value: number): string {
  return String(Math.round(value * 100) / 100).replace(/^0\./, '.');
}

/** Approximate advance of one character in em, for a bold sans-serif face. */
function charWidth(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  if (cp >= 0x0980 && cp <= 0x09ff) {
    if (cp === 0x09cd || cp === 0x0981 || cp === 0x09bc) return 0;
    if ((cp >= 0x09be && cp <= 0x09cc) || cp === 0x09d7) return 0.32;
    return 0.62;
  }
  if (ch === ' ') return 0.3;
  if ("iljIt.,:;'!|-()[]".includes(ch)) return 0.34;
  if ('mwMW'.includes(ch)) return 0.9;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[0-9]/.test(ch)) return 0.62;
  return 0.6;
}

function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w * size;
}

/** Greedy word wrap into at most `maxLines`, shrinking the font first and truncating last. */
function wrapText(
  text: string,
  maxWidth: number,
  sizes: readonly number[],
  maxLines: number,
  balanced = true,
): { size: number; lines: string[] } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const fill = (size: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && textWidth(next, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line) lines.push(line);
    return lines;
  };
  for (const size of sizes) {
    const lines = fill(size);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size) <= maxWidth)) {
      return { size, lines: balanced && lines.length === 2 ? balance(words, size) : lines };
    }
  }
  const size = sizes[sizes.length - 1] ?? 16;
  const lines = fill(size);
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = lines.slice(maxLines - 1).join(' ');
  return { size, lines: kept.map((l) => truncate(l, maxWidth, size)) };
}

/** Two lines of similar width ("Sim Racing / Grand Prix", not "Sim Racing Grand / Prix"). */
function balance(words: readonly string[], size: number): string[] {
  let best: string[] = [];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => textWidth(l, size)));
    if (width < bestWidth) {
      best = lines;
      bestWidth = width;
    }
  }
  return best;
}

function truncate(line: string, maxWidth: number, size: number): string {
  if (textWidth(line, size) <= maxWidth) return line;
  const chars = Array.from(line);
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

// ------------------------------------------------------------------ colour

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return `#${ca
    .map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

function validColor(color: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : fallback;
}

/** [top, bottom, ink (outlines), accent]. Saturated, dark-bottomed, so white titles read. */
const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#ff5fa2', '#5b12b8', '#2b0845', '#ffd447'],
  ['#36d1dc', '#1d3b8f', '#0b1a45', '#ffd447'],
  ['#ff9a3c', '#b3122e', '#4a0714', '#fff0a6'],
  ['#4ade80', '#0b6e4f', '#05321f', '#ffe066'],
  ['#a78bfa', '#312e81', '#150f3d', '#ffcf4a'],
  ['#ffc857', '#d1431f', '#561405', '#fff4c2'],
  ['#38bdf8', '#6d28d9', '#1e0b4b', '#ffe27a'],
  ['#fb7185', '#7f1d1d', '#3a0a0a', '#ffd54a'],
  ['#2dd4bf', '#115e59', '#042f2e', '#ffde7a'],
  ['#f472b6', '#9d174d', '#4a0a24', '#fff1a8'],
  ['#60a5fa', '#1e3a8a', '#0c1a44', '#ffcf5c'],
  ['#c084fc', '#86198f', '#3b0a40', '#fde68a'],
  ['#fdba74', '#9a3412', '#431407', '#fff3c4'],
  ['#67e8f9', '#0e7490', '#083344', '#ffd166'],
];

const GEM_COLORS = ['#ff2d55', '#19c37d', '#2f7bff', '#a259ff', '#ff9f1c', '#00c2d1'];
const BALL_COLORS = ['#e63946', '#f4a261', '#2a9d8f', '#3a86ff', '#9b5de5', '#ffbe0b', '#06d6a0'];

// ------------------------------------------------------------------ shared paint

/** What a glyph draws with: gradient ids of the surrounding SVG, outline ink, accent, variation. */
interface Kit {
  id: string;
  ink: string;
  accent: string;
  rnd: () => number;
  title: string;
}

const metal = (k: Kit) => `url(#${k.id}m)`;
const silver = (k: Kit) => `url(#${k.id}v)`;
const gloss = (k: Kit) => `url(#${k.id}l)`;

/** Gold, silver and glossy-highlight gradients plus a soft drop shadow, under one id prefix. */
function paintDefs(id: string): string {
  return (
    `<linearGradient id="${id}m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe0"/><stop offset=".45" stop-color="#ffd24a"/><stop offset=".55" stop-color="#f2a900"/><stop offset="1" stop-color="#a65c00"/></linearGradient>` +
    `<linearGradient id="${id}v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".5" stop-color="#e4e9f5"/><stop offset="1" stop-color="#9aa6c2"/></linearGradient>` +
    `<radialGradient id="${id}l" cx=".35" cy=".3" r=".65"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset=".5" stop-color="#fff" stop-opacity=".15"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="${id}f" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="5" stdDeviation="4" flood-color="#000" flood-opacity=".4"/></filter>`
  );
}

function sparkle(x: number, y: number, r: number, opacity = 0.9): string {
  const q = r * 0.14;
  const [cx, cy] = [n(x), n(y)];
  return (
    `<path d="M${cx} ${n(y - r)}Q${n(x + q)} ${n(y - q)} ${n(x + r)} ${cy}Q${n(x + q)} ${n(y + q)} ${cx} ${n(y + r)}` +
    `Q${n(x - q)} ${n(y + q)} ${n(x - r)} ${cy}Q${n(x - q)} ${n(y - q)} ${cx} ${n(y - r)}Z" fill="#fff" opacity="${op(opacity)}"/>`
  );
}

function starPath(cx: number, cy: number, r: number, points = 5, inner = 0.45): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + rad * Math.cos(a))} ${n(cy + rad * Math.sin(a))}`;
  }
  return `${d}Z`;
}

// ------------------------------------------------------------------ symbols

const SEVEN = 'M-17-21H17V-13L1 22H-10L5-12H-17Z';
const HEART = 'M0 9C-12 0-12-9-6-10C-3-11-1-9 0-6C1-9 3-11 6-10C12-9 12 0 0 9Z';
const DIAMOND = 'M0-11L8 0L0 11L-8 0Z';
const SPADE = 'M0-11C-3-5-11-2-10 4C-9 9-3 9-1 5L-3 11H3L1 5C3 9 9 9 10 4C11-2 3-5 0-11Z';
const CLUB =
  'M0-11A4.6 4.6 0 0 1 3.8-3.6A4.6 4.6 0 1 1 1.5 4.5L3 11H-3L-1.5 4.5A4.6 4.6 0 1 1-3.8-3.6A4.6 4.6 0 0 1 0-11Z';
const SUITS = [
  { d: SPADE, color: '#1b1b2f' },
  { d: HEART, color: '#e0182d' },
  { d: CLUB, color: '#1b1b2f' },
  { d: DIAMOND, color: '#e0182d' },
] as const;

function seven(x: number, y: number, s: number, k: Kit, big = false): string {
  const t = `translate(${n(x)} ${n(y)}) scale(${s})`;
  if (!big) {
    return `<path transform="${t}" d="${SEVEN}" fill="#e8192c" stroke="${k.ink}" stroke-width="2" stroke-linejoin="round"/>`;
  }
  return (
    `<path transform="${t}" d="${SEVEN}" fill="none" stroke="${k.ink}" stroke-width="7" stroke-linejoin="round"/>` +
    `<path transform="${t}" d="${SEVEN}" fill="#e8192c" stroke="${metal(k)}" stroke-width="3.5" stroke-linejoin="round"/>` +
    `<path transform="${t}" d="M-13-19H14V-16H-13Z" fill="#fff" opacity=".45"/>`
  );
}

function cherries(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})">` +
    `<path d="M-11 4Q-6-14 8-22M10 6Q8-10 8-22" stroke="#3d7a1c" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M8-22Q22-30 28-17Q16-13 8-22Z" fill="#4caf50"/>` +
    `<circle cx="-12" cy="10" r="11" fill="#e0182d" stroke="#6d0010" stroke-width="1.5"/><circle cx="10" cy="12" r="11" fill="#c8102e" stroke="#6d0010" stroke-width="1.5"/>` +
    `<circle cx="-16" cy="5" r="3.2" fill="#fff" opacity=".75"/><circle cx="6" cy="7" r="3.2" fill="#fff" opacity=".75"/></g>`
  );
}

function bell(x: number, y: number, s: number, k: Kit): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><circle cy="-24" r="3.5" fill="${metal(k)}" stroke="${k.ink}" stroke-width="1.5"/>` +
    `<path d="M0-22C-13-22-15-8-15 2L-20 12H20L15 2C15-8 13-22 0-22Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cy="15" r="4.5" fill="${metal(k)}" stroke="${k.ink}" stroke-width="1.5"/><path d="M-7-14Q-10-4-10 4" stroke="#fff" stroke-width="3" fill="none" opacity=".6" stroke-linecap="round"/></g>`
  );
}

function bar(x: number, y: number, s: number, k: Kit): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><rect x="-21" y="-10" width="42" height="20" rx="4" fill="${k.ink}"/>` +
    `<text y="5" text-anchor="middle" font-weight="900" font-size="13" fill="#ffd24a">BAR</text></g>`
  );
}

function gem(x: number, y: number, s: number, color: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-40-14L-24-34H24L40-14L0 38Z" fill="${color}" stroke="${mix(color, '#000000', 0.55)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-24-34L-12-14H-40ZM0-34L12-14H-12Z" fill="#fff" opacity=".45"/><path d="M12-14L0 38L40-14Z" fill="#000" opacity=".18"/>` +
    `<path d="M-40-14H40M-24-34L-12-14L0-34L12-14L24-34M-12-14L0 38L12-14" stroke="#fff" stroke-opacity=".6" stroke-width="1.6" fill="none"/></g>`
  );
}

function coin(x: number, y: number, r: number, k: Kit): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.76)}" fill="none" stroke="#b86e00" stroke-width="2"/>` +
    `<text x="${n(x)}" y="${n(y + r * 0.38)}" text-anchor="middle" font-weight="800" font-size="${n(r * 1.05)}" fill="#9a5200">৳</text>`
  );
}

function coinStack(x: number, y: number, count: number, k: Kit): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cy = y - i * 8;
    out += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="22" ry="8" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/>`;
  }
  return out;
}

/** A face-up card; `full` false leaves out the centre pip, hidden anyway under the next card. */
function card(
  x: number,
  y: number,
  rot: number,
  rank: string,
  suit: number,
  s = 1,
  full = true,
): string {
  const { d, color } = pick(SUITS, suit);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${s})"><rect x="-26" y="-36" width="52" height="72" rx="7" fill="#fff" stroke="#1b1b2f" stroke-width="2.5"/>` +
    `<text x="-17" y="-17" text-anchor="middle" font-weight="800" font-size="15" fill="${color}">${rank}</text>` +
    `<path transform="translate(-17 -5) scale(.6)" d="${d}" fill="${color}"/>` +
    (full ? `<path transform="translate(4 10) scale(1.5)" d="${d}" fill="${color}"/>` : '') +
    `</g>`
  );
}

function chip(x: number, y: number, r: number, color: string, label = ''): string {
  const c = 2 * Math.PI * (r - 4);
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" stroke="#1b1b2f" stroke-width="2"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r - 4)}" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="${n(c / 12)} ${n(c / 12)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.52)}" fill="#fff" stroke="${color}" stroke-width="2.5" stroke-dasharray="3 2"/>` +
    (label
      ? `<text x="${n(x)}" y="${n(y + r * 0.2)}" text-anchor="middle" font-weight="900" font-size="${n(r * 0.55)}" fill="${color}">${label}</text>`
      : '')
  );
}

function cardBack(x: number, y: number, rot: number, color: string, s = 1): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${s})"><rect x="-26" y="-36" width="52" height="72" rx="7" fill="#fff" stroke="#1b1b2f" stroke-width="2.5"/>` +
    `<rect x="-21" y="-31" width="42" height="62" rx="4" fill="${color}"/><path d="M0-22L14 0L0 22L-14 0Z" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
    `<path d="M-21-11L-11-31M-21 9L9-31M-21 29L21-13M-1 31L21 7" stroke="#fff" stroke-opacity=".18" stroke-width="3"/></g>`
  );
}

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(x: number, y: number, size: number, rot: number, value: number, face: string): string {
  const h = size / 2;
  const pip = face === '#ffffff' ? '#1b1b2f' : '#fff';
  const dots = (PIPS[value] ?? PIPS[1]!)
    .map(
      ([px, py]) =>
        `<circle cx="${n(px * h * 0.5)}" cy="${n(py * h * 0.5)}" r="${n(size * 0.09)}" fill="${pip}"/>`,
    )
    .join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><rect x="${n(-h)}" y="${n(-h)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="${face}" stroke="#1b1b2f" stroke-width="2.5"/>` +
    `<rect x="${n(-h + 4)}" y="${n(-h + 4)}" width="${n(size - 8)}" height="${n(size * 0.35)}" rx="${n(size * 0.15)}" fill="#fff" opacity=".25"/>${dots}</g>`
  );
}

function ball(x: number, y: number, r: number, color: string, label: string, k: Kit): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.56)}" fill="#fff"/>` +
    `<text x="${n(x)}" y="${n(y + r * 0.24)}" text-anchor="middle" font-weight="800" font-size="${n(r * 0.68)}" fill="#1b1b2f">${label}</text>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${gloss(k)}"/>`
  );
}

// ------------------------------------------------------------------ glyphs (centred on 0,0; about ±60)

type Glyph = (k: Kit) => string;

const slotMachine: Glyph = (k) => {
  const symbols = [
    (x: number) => seven(x, 0, 0.62, k),
    (x: number) => cherries(x, 2, 0.62),
    (x: number) => bell(x, 2, 0.68, k),
    (x: number) => bar(x, 0, 0.62, k),
  ];
  const lucky = /7|seven/i.test(k.title);
  const reel = [-32, 0, 32]
    .map((x) => (lucky ? seven(x, 0, 0.62, k) : pick(symbols, Math.floor(k.rnd() * 4))(x)))
    .join('');
  return (
    `<path d="M-38-44Q0-80 38-44Z" fill="${k.accent}" stroke="${k.ink}" stroke-width="3"/><path d="${starPath(0, -56, 9)}" fill="#fff"/>` +
    `<rect x="-58" y="-46" width="116" height="100" rx="18" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3.5"/>` +
    `<rect x="-48" y="-30" width="96" height="58" rx="10" fill="#fff" stroke="${k.ink}" stroke-width="3"/>` +
    `<path d="M-16-30V28M16-30V28" stroke="${k.ink}" stroke-opacity=".25" stroke-width="2"/>${reel}` +
    `<path d="M-48-1H48" stroke="#e8192c" stroke-opacity=".35" stroke-width="2"/>` +
    `<rect x="-40" y="35" width="80" height="10" rx="4" fill="${k.ink}" opacity=".45"/>` +
    `<path d="M58-8H70V-42" stroke="${k.ink}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="70" cy="-46" r="8" fill="#e8192c" stroke="${k.ink}" stroke-width="2.5"/>`
  );
};

const bigSeven: Glyph = (k) =>
  `<circle r="52" fill="${k.accent}" opacity=".25"/>${seven(-6, -4, 2.3, k, true)}${cherries(34, 32, 1.05)}` +
  sparkle(-44, -40, 9) +
  sparkle(44, -30, 6);

const reelTiles: Glyph = (k) => {
  const symbols = [
    (x: number, y: number) => seven(x, y, 0.9, k),
    (x: number, y: number) => cherries(x, y + 2, 0.85),
    (x: number, y: number) => bell(x, y + 3, 0.95, k),
    (x: number, y: number) => gem(x, y + 2, 0.48, pick(GEM_COLORS, Math.floor(k.rnd() * 6))),
  ];
  const start = Math.floor(k.rnd() * 4);
  return [-40, 0, 40]
    .map((x, i) => {
      const y = i === 1 ? -6 : 4;
      const tile = `<rect x="${x - 19}" y="${y - 34}" width="38" height="68" rx="9" fill="url(#${k.id}v)" stroke="${k.ink}" stroke-width="3"/>`;
      return tile + pick(symbols, start + i)(x, y);
    })
    .join('');
};

const gemGlyph: Glyph = (k) => {
  const color = /ruby|fire|red/i.test(k.title)
    ? '#ff2d55'
    : /jade|emerald|green/i.test(k.title)
      ? '#19c37d'
      : pick(GEM_COLORS, Math.floor(k.rnd() * 6));
  return `${gem(0, -2, 1.35, color)}${sparkle(38, -40, 10)}${sparkle(-44, 22, 6)}`;
};

const crown: Glyph = (k) =>
  `<path d="M-52 22L-58-26L-28 2L0-40L28 2L58-26L52 22Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3.5" stroke-linejoin="round"/>` +
  `<circle cx="-58" cy="-28" r="6" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/><circle cy="-42" r="7" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/><circle cx="58" cy="-28" r="6" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/>` +
  `<rect x="-55" y="16" width="110" height="18" rx="5" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/>` +
  `<circle cx="-30" cy="25" r="5" fill="#ff2d55"/><circle cy="25" r="6" fill="#2f7bff"/><circle cx="30" cy="25" r="5" fill="#19c37d"/>` +
  `<path d="M-14-6L0-18L14-6L0 8Z" fill="#ff2d55" stroke="${k.ink}" stroke-width="2"/>${sparkle(46, -52, 8)}`;

const coins: Glyph = (k) =>
  coinStack(-30, 40, 4, k) +
  coinStack(30, 44, 2, k) +
  coin(4, -10, 34, k) +
  sparkle(44, -40, 9) +
  sparkle(-48, -26, 6);

const lantern: Glyph = (k) =>
  `<circle r="58" fill="#ffb300" opacity=".22"/><path d="M0-58V-40" stroke="${k.ink}" stroke-width="3"/>` +
  `<ellipse rx="44" ry="36" fill="#e3261c" stroke="${k.ink}" stroke-width="3"/>` +
  `<ellipse rx="26" ry="36" fill="none" stroke="#ffcf4a" stroke-opacity=".7" stroke-width="2"/><ellipse rx="9" ry="36" fill="none" stroke="#ffcf4a" stroke-opacity=".7" stroke-width="2"/>` +
  `<ellipse cx="-16" cy="-14" rx="10" ry="14" fill="#fff" opacity=".25"/>` +
  `<rect x="-24" y="-42" width="48" height="10" rx="3" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/><rect x="-24" y="32" width="48" height="10" rx="3" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/>` +
  `<path d="M0 42V60M-5 46V58M5 46V58" stroke="#e3261c" stroke-width="3" stroke-linecap="round"/>`;

const moon: Glyph = (k) =>
  `<circle r="54" fill="#fff" opacity=".12"/><path d="M14-41.7A44 44 0 1 0 14 41.7A46 46 0 0 1 14-41.7Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/>` +
  `<path d="${starPath(34, -10, 13)}" fill="#fff" stroke="${k.ink}" stroke-width="2"/>` +
  sparkle(46, 26, 7) +
  sparkle(24, -46, 6);

const bolt: Glyph = (k) =>
  `<circle r="50" fill="${k.accent}" opacity=".2"/><path d="M10-56L-32 8H-4L-14 56L32-10H4Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="4" stroke-linejoin="round"/>` +
  sparkle(-38, -30, 9) +
  sparkle(40, 30, 7);

const fruitBowl: Glyph = (k) =>
  `${cherries(-24, 6, 1.6)}<circle cx="30" cy="14" r="24" fill="#ff9f1c" stroke="${k.ink}" stroke-width="2.5"/><path d="M30-10Q36-22 46-20Q40-10 30-10Z" fill="#4caf50"/>` +
  `<circle cx="30" cy="14" r="24" fill="${gloss(k)}"/><path d="${starPath(4, -36, 14)}" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/>`;

const chest: Glyph = (k) =>
  `<circle cy="-14" r="50" fill="#ffe066" opacity=".28"/>` +
  coin(-26, -30, 13, k) +
  coin(4, -38, 15, k) +
  gem(30, -28, 0.42, '#ff2d55') +
  `<path d="M-54-6V-20Q0-58 54-20V-6Z" fill="#9a4f1c" stroke="${k.ink}" stroke-width="3"/>` +
  `<rect x="-54" y="-6" width="108" height="58" rx="6" fill="#7a3a12" stroke="${k.ink}" stroke-width="3"/>` +
  `<path d="M-54 14H54" stroke="#5a2a0c" stroke-width="3"/><path d="M-36-36V52M36-36V52" stroke="${metal(k)}" stroke-width="9"/>` +
  `<rect x="-12" y="-14" width="24" height="28" rx="4" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/><path d="M0-4V6" stroke="${k.ink}" stroke-width="4" stroke-linecap="round"/>` +
  sparkle(-46, -46, 8) +
  sparkle(50, -50, 6);

const drum: Glyph = (k) => {
  let studs = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.08 + (i * 0.84) / 8);
    studs += `<circle cx="${n(-48 * Math.cos(a))}" cy="${n(-8 + 18 * Math.sin(a))}" r="2.6" fill="${metal(k)}"/>`;
  }
  return (
    `<path d="M-48-8V34Q0 60 48 34V-8Z" fill="#c81d25" stroke="${k.ink}" stroke-width="3"/>` +
    `<path d="M-48 12Q0 38 48 12" stroke="${metal(k)}" stroke-width="5" fill="none"/>${studs}` +
    `<ellipse cy="-8" rx="48" ry="18" fill="#f6e7c8" stroke="${k.ink}" stroke-width="3"/>` +
    `<ellipse cy="-8" rx="30" ry="10" fill="none" stroke="#e0182d" stroke-width="3" opacity=".6"/>` +
    `<path d="M-40-58L-4-14M40-58L4-14" stroke="#8b5a2b" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="-40" cy="-58" r="6" fill="#e0182d"/><circle cx="40" cy="-58" r="6" fill="#e0182d"/>`
  );
};

const pagoda: Glyph = (k) => {
  let tiers = '';
  for (let i = 0; i < 3; i++) {
    const y = 46 - i * 30;
    const w = 104 - i * 26;
    const h = w / 2;
    tiers +=
      `<rect x="${n(-h + 8)}" y="${y - 18}" width="${n(w - 16)}" height="18" fill="#c81d25" stroke="${k.ink}" stroke-width="2"/>` +
      `<path d="M-6 ${y}V${y - 12}H6V${y}Z" fill="${metal(k)}"/>` +
      `<path d="M${n(-h - 10)} ${y - 16}Q${n(-h + 6)} ${y - 18} ${n(-h + 10)} ${y - 30}H${n(h - 10)}Q${n(h - 6)} ${y - 18} ${n(h + 10)} ${y - 16}Z" fill="#0f5b4a" stroke="${metal(k)}" stroke-width="3" stroke-linejoin="round"/>`;
  }
  return (
    `<circle cy="-10" r="56" fill="#fff" opacity=".12"/>` +
    `<path d="M0-44V-62" stroke="${metal(k)}" stroke-width="4"/><circle cy="-64" r="5" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/>` +
    tiers +
    `<rect x="-58" y="46" width="116" height="8" rx="3" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/>`
  );
};

const clover: Glyph = (k) =>
  `<path d="M4 8Q12 40 34 54" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/>` +
  [0, 90, 180, 270]
    .map(
      (a) =>
        `<path transform="rotate(${a + 45}) translate(0 -19) scale(2.2)" d="${HEART}" fill="#2fbf4a" stroke="${k.ink}" stroke-width="1.2"/>`,
    )
    .join('') +
  `<circle r="6" fill="#1e8e3e"/><path d="M-30-34Q-22-40-14-34" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  sparkle(44, -44, 9) +
  sparkle(-46, 30, 6);

const moneyWheel: Glyph = (k) => {
  const c = 2 * Math.PI * 34;
  const seg = n(c / 12);
  return (
    `<circle r="56" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/>` +
    `<circle r="34" fill="none" stroke="#2f7bff" stroke-width="34"/>` +
    `<circle r="34" fill="none" stroke="#e8192c" stroke-width="34" stroke-dasharray="${seg} ${n((c / 12) * 2)}"/>` +
    `<circle r="34" fill="none" stroke="#19c37d" stroke-width="34" stroke-dasharray="${seg} ${n((c / 12) * 2)}" stroke-dashoffset="${seg}"/>` +
    `<circle r="52" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 ${n((2 * Math.PI * 52) / 16)}"/>` +
    `<circle r="12" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/><path d="M-10-66H10L0-44Z" fill="#e8192c" stroke="${k.ink}" stroke-width="2.5" stroke-linejoin="round"/>`
  );
};

const roulette: Glyph = (k) => {
  const c = 2 * Math.PI * 40;
  return (
    `<circle r="58" fill="#5a2d0c" stroke="${metal(k)}" stroke-width="6"/><circle r="58" fill="none" stroke="${k.ink}" stroke-width="1.5"/>` +
    `<circle r="40" fill="none" stroke="#d21f2b" stroke-width="16"/>` +
    `<circle r="40" fill="none" stroke="#14141c" stroke-width="16" stroke-dasharray="${n(c / 18)} ${n(c / 18)}"/>` +
    `<circle r="40" fill="none" stroke="#1aa34a" stroke-width="16" stroke-dasharray="${n(c / 36)} ${n(c)}"/>` +
    `<circle r="31" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/><path d="M-22 0H22M0-22V22" stroke="${k.ink}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle r="7" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2"/><circle cx="30" cy="-33" r="5.5" fill="#fff" stroke="${k.ink}" stroke-width="1.5"/>`
  );
};

const cardsAndChips: Glyph = (k) => {
  const r = Math.floor(k.rnd() * 4);
  return (
    card(-20, -6, -14, pick(['A', 'K', 'Q', '9'], r), r) +
    card(16, -10, 10, pick(['K', 'A', 'J', '8'], r + 1), r + 1) +
    chip(-30, 40, 18, '#e8192c') +
    chip(2, 46, 18, '#1f74dc') +
    chip(34, 38, 18, '#19a35b')
  );
};

const baccarat: Glyph = (k) =>
  card(-22, -12, -10, '9', 1) +
  card(22, -12, 10, '8', 0) +
  chip(-24, 40, 18, '#1f74dc', 'P') +
  chip(24, 40, 18, '#e8192c', 'B') +
  sparkle(0, -52, 8) +
  (k.rnd() < 0.5 ? sparkle(50, 10, 5) : '');

const blackjack: Glyph = () =>
  card(-18, -10, -12, 'A', 0) + card(18, -8, 10, 'K', 1) + chip(0, 42, 21, '#111827', '21');

const pokerRow: Glyph = (k) => {
  const r = Math.floor(k.rnd() * 4);
  return (
    [-56, -28, 0, 28, 56]
      .map((x, i) => card(x, -20, 0, pick(['A', 'K', 'Q', 'J', '10'], i + r), i + r, 0.48, false))
      .join('') +
    card(-16, 24, -12, 'A', r + 1, 0.85) +
    card(16, 24, 12, 'A', r + 2, 0.85)
  );
};

const andarBahar: Glyph = () =>
  cardBack(-46, 8, -8, '#1f74dc', 0.8) +
  cardBack(46, 8, 8, '#e8192c', 0.8) +
  card(0, -2, 0, 'J', 1, 1.1) +
  `<path d="M-56 50H-36M36 50H56" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;

const dragonTiger: Glyph = (k) =>
  card(-30, 0, -8, 'K', 3) +
  card(30, 0, 8, 'Q', 0) +
  `<path d="M6-40L-12-2H0L-6 36L14-8H2Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5" stroke-linejoin="round"/>`;

const rummyFan: Glyph = (k) => {
  const r = Math.floor(k.rnd() * 4);
  return [-32, -16, 0, 16, 32]
    .map((rot, i) =>
      card(
        rot * 1.1,
        8 + Math.abs(rot) * 0.3,
        rot,
        pick(['3', '4', '5', '6', '7'], i),
        r,
        0.95,
        i === 4,
      ),
    )
    .join('');
};

const trumpSpade: Glyph = (k) =>
  cardBack(-24, 4, -16, '#1f74dc', 0.95) +
  cardBack(24, 4, 16, '#e8192c', 0.95) +
  `<path transform="translate(0 -4) scale(4.4)" d="${SPADE}" fill="#1b1b2f" stroke="${metal(k)}" stroke-width=".9" stroke-linejoin="round"/>` +
  sparkle(44, -44, 8);

const CARD_TABLE_RULES: readonly (readonly [RegExp, Glyph])[] = [
  [/baccarat/i, baccarat],
  [/blackjack/i, blackjack],
  [/hold'?em|poker/i, pokerRow],
  [/andar/i, andarBahar],
  [/dragon tiger/i, dragonTiger],
  [/rummy/i, rummyFan],
  [/call break|twenty-nine|29/i, trumpSpade],
];

const chipsAndCrown: Glyph = (k) =>
  `<g transform="translate(0 10) scale(.62)">${crown(k)}</g>` +
  chip(-36, 40, 18, '#e8192c') +
  chip(0, 46, 20, '#111827') +
  chip(36, 40, 18, '#a259ff') +
  `<g transform="translate(0 -44)">${sparkle(0, 0, 10)}</g>`;

const diceTrio: Glyph = (k) => {
  const v = [0, 1, 2].map(() => 1 + Math.floor(k.rnd() * 6));
  const faces = pick(
    [
      ['#ffffff', '#e8192c', '#ffffff'],
      ['#ffffff', '#ffffff', '#e8192c'],
      ['#e8192c', '#ffffff', '#1f74dc'],
    ],
    Math.floor(k.rnd() * 3),
  );
  return (
    die(-30, 14, 44, -14, v[0]!, faces[0]!) +
    die(28, 18, 44, 12, v[1]!, faces[1]!) +
    die(0, -30, 44, 4, v[2]!, faces[2]!)
  );
};

/** Jhandi Munda dice carry suit symbols instead of pips. */
const symbolDice: Glyph = () => {
  const face = (x: number, y: number, rot: number, suit: number) => {
    const { d, color } = pick(SUITS, suit);
    return (
      `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-24" y="-24" width="48" height="48" rx="10" fill="#fffaf0" stroke="#1b1b2f" stroke-width="2.5"/>` +
      `<rect x="-20" y="-20" width="40" height="16" rx="7" fill="#fff" opacity=".6"/><path transform="scale(1.7)" d="${d}" fill="${color}"/></g>`
    );
  };
  return face(-30, 14, -12, 1) + face(30, 16, 10, 0) + face(0, -30, 4, 3);
};

const starMedal: Glyph = (k) =>
  `<path d="M-22 30L-34 62L-18 56L-8 68L2 36ZM22 30L34 62L18 56L8 68L-2 36Z" fill="#e8192c" stroke="${k.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
  `<circle r="44" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/><circle r="36" fill="none" stroke="#b86e00" stroke-width="2.5"/>` +
  `<path d="${starPath(0, 0, 28)}" fill="#fff" stroke="#b86e00" stroke-width="2" stroke-linejoin="round"/>` +
  sparkle(-48, -40, 9) +
  sparkle(50, -30, 6);

const flame: Glyph = (k) =>
  `<circle cy="8" r="50" fill="#ff7a00" opacity=".25"/>` +
  `<path d="M0-62C22-38 46-20 42 14C40 42 20 58 0 58C-20 58-42 44-42 14C-42-8-28-20-20-38C-14-22-8-16-2-14C-4-32-6-46 0-62Z" fill="#ff5a1f" stroke="${k.ink}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M2-26C16-10 28 2 26 22C24 40 12 48 0 48C-14 48-26 38-26 22C-26 8-16 0-10-10C-6 0-2 2 2 2C0-10 0-18 2-26Z" fill="#ffb020"/>` +
  `<path d="M0 6C8 16 14 24 12 34C10 42 6 44 0 44C-8 44-12 38-12 32C-12 24-6 20-2 14C-1 18 0 18 0 6Z" fill="#fff3b0"/>` +
  sparkle(44, -40, 8) +
  sparkle(-46, -30, 6);

const cardFan: Glyph = (k) => {
  const r = Math.floor(k.rnd() * 4);
  const ranks = ['A', 'K', 'Q'];
  return (
    [-22, 0, 22]
      .map((rot, i) =>
        card(rot * 1.3, 6 + Math.abs(rot) * 0.4, rot, pick(ranks, r + i), r + i, 1.08, i === 2),
      )
      .join('') + sparkle(-52, -44, 8)
  );
};

const ludo: Glyph = (k) => {
  const q = [
    ['#e8192c', -48, -48],
    ['#19a35b', 12, -48],
    ['#ffbe0b', 12, 12],
    ['#1f74dc', -48, 12],
  ] as const;
  return (
    `<rect x="-52" y="-52" width="104" height="104" rx="10" fill="#fff" stroke="${k.ink}" stroke-width="3"/>` +
    q
      .map(
        ([c, x, y]) =>
          `<rect x="${x}" y="${y}" width="36" height="36" rx="6" fill="${c}"/><circle cx="${x + 18}" cy="${y + 18}" r="9" fill="#fff"/>`,
      )
      .join('') +
    `<path d="M-12-12L0 0L-12 12Z" fill="#1f74dc"/><path d="M-12-12L0 0L12-12Z" fill="#e8192c"/><path d="M12-12L0 0L12 12Z" fill="#19a35b"/><path d="M-12 12L0 0L12 12Z" fill="#ffbe0b"/>` +
    die(40, 40, 30, 16, 6, '#ffffff')
  );
};

const dominoes: Glyph = () => {
  const tile = (x: number, y: number, rot: number, a: number, b: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-20" y="-40" width="40" height="80" rx="7" fill="#fdfdf7" stroke="#1b1b2f" stroke-width="2.5"/><path d="M-14 0H14" stroke="#1b1b2f" stroke-width="2"/>` +
    (PIPS[a] ?? [])
      .map(([px, py]) => `<circle cx="${px * 9}" cy="${py * 9 - 20}" r="3.6" fill="#1b1b2f"/>`)
      .join('') +
    (PIPS[b] ?? [])
      .map(([px, py]) => `<circle cx="${px * 9}" cy="${py * 9 + 20}" r="3.6" fill="#e8192c"/>`)
      .join('') +
    `</g>`;
  return tile(-22, 0, -16, 6, 3) + tile(24, 4, 14, 5, 2);
};

const football: Glyph = (k) => {
  let patches = '';
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + 72 * i) * Math.PI) / 180;
    patches += `<path d="${starPath(44 * Math.cos(a), 44 * Math.sin(a), 14, 5, 0.81)}" fill="#1b1b2f"/>`;
    patches += `<path d="M${n(17 * Math.cos(a))} ${n(17 * Math.sin(a))}L${n(33 * Math.cos(a))} ${n(33 * Math.sin(a))}" stroke="#1b1b2f" stroke-width="2.5"/>`;
  }
  return (
    `<clipPath id="${k.id}k"><circle r="48"/></clipPath><circle r="48" fill="#fff"/>` +
    `<g clip-path="url(#${k.id}k)"><path d="${starPath(0, 0, 17, 5, 0.81)}" fill="#1b1b2f"/>${patches}</g>` +
    `<circle r="48" fill="${gloss(k)}" stroke="${k.ink}" stroke-width="3"/>`
  );
};

const cricket: Glyph = (k) =>
  `<path d="M-50 56V-4M-38 56V-4M-26 56V-4" stroke="#f2d29b" stroke-width="6" stroke-linecap="round"/><path d="M-54-6H-22" stroke="${metal(k)}" stroke-width="4" stroke-linecap="round"/>` +
  `<g transform="rotate(28)"><rect x="-5" y="-62" width="10" height="30" rx="4" fill="#26262e"/><path d="M-5-56H5M-5-50H5M-5-44H5" stroke="#e8192c" stroke-width="2"/>` +
  `<path d="M-13-34H13V36Q0 46-13 36Z" fill="#f2d29b" stroke="${k.ink}" stroke-width="3" stroke-linejoin="round"/><path d="M-6-28V30" stroke="#fff" stroke-opacity=".5" stroke-width="3"/></g>` +
  `<circle cx="36" cy="30" r="16" fill="#c8102e" stroke="${k.ink}" stroke-width="2.5"/><path d="M24 20Q36 30 48 40M26 16Q38 26 50 34" stroke="#fff" stroke-width="1.5" stroke-dasharray="2.5 2" fill="none"/>` +
  `<circle cx="36" cy="30" r="16" fill="${gloss(k)}"/>`;

const tennis: Glyph = (k) =>
  `<circle r="44" fill="#d7f04b" stroke="${k.ink}" stroke-width="3"/><path d="M-42-12Q-8-4-16 42M42 12Q8 4 16-42" stroke="#fff" stroke-width="5" fill="none"/>` +
  `<circle r="44" fill="${gloss(k)}"/>`;

const basketball: Glyph = (k) =>
  `<circle r="46" fill="#f47a20" stroke="${k.ink}" stroke-width="3"/><path d="M-46 0H46M0-46V46M-32-33Q-12 0-32 33M32-33Q12 0 32 33" stroke="${k.ink}" stroke-width="3" fill="none"/>` +
  `<circle r="46" fill="${gloss(k)}"/>`;

const horseshoe: Glyph = (k) =>
  `<path d="M-32-40V2A32 32 0 0 0 32 2V-40" stroke="${k.ink}" stroke-width="24" fill="none"/><path d="M-32-40V2A32 32 0 0 0 32 2V-40" stroke="${metal(k)}" stroke-width="17" fill="none"/>` +
  [-28, -10, 8]
    .map(
      (y) =>
        `<circle cx="-32" cy="${y}" r="2.6" fill="${k.ink}"/><circle cx="32" cy="${y}" r="2.6" fill="${k.ink}"/>`,
    )
    .join('') +
  sparkle(0, -30, 12);

const trophy: Glyph = (k) =>
  `<path d="M-34-34H-50Q-54-6-28 2M34-34H50Q54-6 28 2" stroke="${metal(k)}" stroke-width="7" fill="none"/>` +
  `<path d="M-36-48H36V-22Q36 18 0 22Q-36 18-36-22Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/>` +
  `<rect x="-8" y="20" width="16" height="16" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2.5"/><rect x="-28" y="36" width="56" height="14" rx="3" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/>` +
  `<path d="${starPath(0, -16, 15)}" fill="${k.accent}" stroke="${k.ink}" stroke-width="2"/><path d="M-24-42V-24" stroke="#fff" stroke-width="4" stroke-opacity=".6" stroke-linecap="round"/>`;

const controller: Glyph = (k) =>
  `<path d="M-48-24H48C66-24 72-8 74 14C76 36 64 46 54 42C44 38 40 22 30 22H-30C-40 22-44 38-54 42C-64 46-76 36-74 14C-72-8-66-24-48-24Z" fill="${silver(k)}" stroke="${k.ink}" stroke-width="3.5" stroke-linejoin="round"/>` +
  `<path d="M-50-6h8v-8h8v8h8v8h-8v8h-8v-8h-8z" fill="${k.ink}"/>` +
  `<circle cx="40" cy="-12" r="5.5" fill="#ff4d6d"/><circle cx="51" cy="-1" r="5.5" fill="#4cc9f0"/><circle cx="40" cy="10" r="5.5" fill="#06d6a0"/><circle cx="29" cy="-1" r="5.5" fill="#ffd166"/>` +
  `<circle cx="-14" cy="12" r="8" fill="${k.ink}"/><circle cx="14" cy="12" r="8" fill="${k.ink}"/><rect x="-10" y="-12" width="20" height="6" rx="3" fill="${k.accent}"/>` +
  sparkle(-56, -46, 8) +
  sparkle(58, -44, 6);

const crosshair: Glyph = (k) =>
  `<circle r="42" fill="none" stroke="${k.ink}" stroke-width="11"/><circle r="42" fill="none" stroke="${metal(k)}" stroke-width="6"/>` +
  `<circle r="16" fill="none" stroke="#ff4d6d" stroke-width="4"/><path d="M0-60V-26M0 26V60M-60 0H-26M26 0H60" stroke="${k.ink}" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M0-60V-26M0 26V60M-60 0H-26M26 0H60" stroke="${metal(k)}" stroke-width="4.5" stroke-linecap="round"/><circle r="5" fill="#ff4d6d"/>`;

const checkeredFlag: Glyph = (k) => {
  let squares = '';
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 5; c++) {
      if ((r + c) % 2 === 0) {
        squares += `<rect x="${c * 16}" y="${r * 16}" width="16" height="16"/>`;
      }
    }
  }
  return (
    `<path d="M-44 58V-52" stroke="${metal(k)}" stroke-width="6" stroke-linecap="round"/>` +
    `<g transform="translate(-42 -50) skewY(8)"><rect width="80" height="64" fill="#fff" stroke="${k.ink}" stroke-width="3"/><g fill="#1b1b2f">${squares}</g></g>` +
    sparkle(48, 34, 9)
  );
};

const lotteryBalls: Glyph = (k) => {
  const nums = [0, 1, 2].map(() => String(1 + Math.floor(k.rnd() * 49)).padStart(2, '0'));
  const colors = [0, 1, 2].map((i) => pick(BALL_COLORS, Math.floor(k.rnd() * 7) + i * 2));
  return (
    ball(-30, 16, 28, colors[0]!, nums[0]!, k) +
    ball(30, 18, 28, colors[1]!, nums[1]!, k) +
    ball(0, -28, 30, colors[2]!, nums[2]!, k)
  );
};

const bingoCard: Glyph = (k) => {
  let cells = '';
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const x = -44 + c * 23;
      const y = -30 + r * 20;
      cells += `<rect x="${x}" y="${y}" width="20" height="17" rx="3" fill="#eef1fa"/>`;
      if (k.rnd() < 0.35) {
        cells += `<circle cx="${x + 10}" cy="${y + 8.5}" r="7" fill="${pick(BALL_COLORS, r + c)}" opacity=".85"/>`;
      }
    }
  }
  return (
    `<rect x="-50" y="-52" width="100" height="108" rx="10" fill="#fff" stroke="${k.ink}" stroke-width="3"/><rect x="-50" y="-52" width="100" height="18" rx="8" fill="#e8192c"/>` +
    `<text y="-38.5" text-anchor="middle" font-weight="900" font-size="13" fill="#fff" letter-spacing="4">BINGO</text>` +
    cells +
    ball(40, 42, 20, '#e63946', String(1 + Math.floor(k.rnd() * 75)), k)
  );
};

const fish: Glyph = (k) => {
  const body = /gold/i.test(k.title)
    ? '#ffcf33'
    : pick(['#ff8c1a', '#ffcf33', '#ff5277', '#36c5f0', '#7ee081'], Math.floor(k.rnd() * 5));
  const dark = mix(body, '#000000', 0.35);
  return (
    `<circle cx="-48" cy="-38" r="6" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><circle cx="-34" cy="-52" r="4" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><circle cx="52" cy="-44" r="5" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
    `<path d="M-36 2L-66-28Q-56 2-66 32Z" fill="${dark}" stroke="${k.ink}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-6-30Q8-52 26-30Z M-2 28Q10 44 20 26Z" fill="${dark}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<path d="M-44 2C-28-40 30-44 56 0C30 44-28 42-44 2Z" fill="${body}" stroke="${k.ink}" stroke-width="3"/>` +
    `<path d="M-14-20Q-4 0-14 22M0-24Q10 0 0 26" stroke="${dark}" stroke-width="2.5" fill="none"/>` +
    `<path d="M-30-8C-14-30 24-32 44-10" stroke="#fff" stroke-opacity=".45" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="32" cy="-6" r="8" fill="#fff" stroke="${k.ink}" stroke-width="2"/><circle cx="34" cy="-6" r="4" fill="${k.ink}"/><path d="M50 8Q44 12 38 10" stroke="${k.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
  );
};

const shark: Glyph = (k) =>
  `<path d="M-64 4Q-20-30 30-20L20-50L48-16Q66-8 70 6Q40 26-10 22L-20 40L-26 18Q-46 14-64 4Z" fill="#5d7ea8" stroke="${k.ink}" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M-64 4Q-20 4 10 12Q40 16 70 6Q40 26-10 22Q-46 14-64 4Z" fill="#e8eef7"/><circle cx="44" cy="-2" r="3.5" fill="${k.ink}"/>` +
  `<path d="M30 12L34 18L38 12L42 18L46 12" stroke="${k.ink}" stroke-width="1.5" fill="#fff"/>` +
  `<path d="M-72 6L-84-16L-78 6L-86 24Z" fill="#5d7ea8" stroke="${k.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
  `<circle cx="-40" cy="-40" r="5" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/><circle cx="60" cy="-40" r="4" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`;

const octopus: Glyph = (k) => {
  const arms = [-40, -24, -8, 8, 24, 40]
    .map(
      (x, i) =>
        `<path d="M${x * 0.6} 8Q${x} 40 ${x + (i % 2 ? 10 : -10)} 50" stroke="#b5179e" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    arms +
    `<path d="M-40 12C-46-30-22-54 0-54C22-54 46-30 40 12Z" fill="#d63384" stroke="${k.ink}" stroke-width="3"/>` +
    `<circle cx="-14" cy="-12" r="9" fill="#fff" stroke="${k.ink}" stroke-width="2"/><circle cx="14" cy="-12" r="9" fill="#fff" stroke="${k.ink}" stroke-width="2"/><circle cx="-12" cy="-11" r="4.5" fill="${k.ink}"/><circle cx="16" cy="-11" r="4.5" fill="${k.ink}"/>` +
    `<ellipse cx="-14" cy="-36" rx="10" ry="6" fill="#fff" opacity=".35"/><path d="M-8 4Q0 10 8 4" stroke="${k.ink}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
  );
};

const fishCannon: Glyph = (k) => {
  const weed = pick(['#2fbf71', '#20a39e', '#7bd389'], Math.floor(k.rnd() * 3));
  return (
    `<path d="M56 62Q46 44 56 28Q66 12 56-4M66 62Q74 46 68 32" stroke="${weed}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(14 -18) scale(.78)">${fish(k)}</g>` +
    `<circle cx="14" cy="-18" r="34" fill="none" stroke="#ff4d6d" stroke-width="3" stroke-dasharray="10 7"/>` +
    `<path d="M14-58V-46M14 10V22M-26-18H-14M42-18H54" stroke="#ff4d6d" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M-26 20L0-8" stroke="#fff" stroke-width="3" stroke-dasharray="3 6" stroke-linecap="round" opacity=".8"/>` +
    `<g transform="translate(-46 44)"><rect x="-2" y="-9" width="46" height="18" rx="5" transform="rotate(-48)" fill="${silver(k)}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<path d="M-26 6A26 26 0 0 1 26 6Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/><circle cy="-4" r="6" fill="${k.accent}" stroke="${k.ink}" stroke-width="2"/></g>`
  );
};

const netOverlay: Glyph = (k) =>
  fish(k) +
  `<path d="M-70-40Q0-20 70-40M-72-8Q0 12 72-8M-70 24Q0 44 70 24M-50-58Q-40 0-50 58M-16-62Q-8 0-16 62M18-62Q26 0 18 62M52-58Q60 0 52 58" stroke="#fff" stroke-opacity=".55" stroke-width="2" fill="none"/>`;

const roosterFaceOff: Glyph = (k) =>
  `<g transform="translate(-34 14) scale(.66)">${rooster(k)}</g>` +
  `<g transform="translate(34 14) scale(-.66 .66)">${rooster(k)}</g>` +
  `<path d="M4-64L-10-36H0L-6-14L10-44H0Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="2" stroke-linejoin="round"/>`;

const roosterCup: Glyph = (k) =>
  `<g transform="translate(40 -22) scale(.5)">${trophy(k)}</g><g transform="translate(-8 6)">${rooster(k)}</g>`;

const rooster: Glyph = (k) => {
  const bodies = [
    ['#b7312c', '#ff9f1c', '#1f6f5c'],
    ['#d68910', '#ffd166', '#1d3f8f'],
    ['#2c2c34', '#ffb703', '#0f766e'],
    ['#f2efe6', '#f4a261', '#264653'],
  ] as const;
  const [body, hackle, tail] = pick(bodies, Math.floor(k.rnd() * 4));
  return (
    `<path d="M-18 8C-58 0-66-40-46-62C-44-30-30-14-12-6Z" fill="${tail}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<path d="M-22 14C-70 18-76-20-66-40C-56-12-38 2-16 6Z" fill="${mix(tail, '#ffffff', 0.25)}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<path d="M-18 22C-58 42-68 18-66 4C-50 20-34 18-16 14Z" fill="${mix(tail, '#000000', 0.25)}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<path d="M0 36L-4 56M14 36L18 56M-12 57H2M10 57H24" stroke="#f4b400" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-26 6C-26-14 0-20 16-16C28-13 32-4 30 8C28 30 6 40-8 38C-22 36-28 22-26 6Z" fill="${body}" stroke="${k.ink}" stroke-width="3"/>` +
    `<path d="M8-12C6-30 14-44 26-46C38-48 44-38 42-28C40-18 34-8 30 2C24-4 14-6 8-12Z" fill="${hackle}" stroke="${k.ink}" stroke-width="2.5"/>` +
    `<path d="M-10 8C0-6 20-2 22 10C14 24-2 22-10 8Z" fill="${mix(body, '#000000', 0.3)}"/>` +
    `<path d="M18-46C16-56 24-58 26-51C27-60 35-60 34-51C38-57 45-53 40-43Z" fill="#e01e37" stroke="${k.ink}" stroke-width="2"/>` +
    `<path d="M40-40L54-35L40-30Z" fill="#f4b400" stroke="${k.ink}" stroke-width="2" stroke-linejoin="round"/><path d="M36-30C35-20 43-20 43-28Z" fill="#e01e37"/>` +
    `<circle cx="33" cy="-39" r="3" fill="#fff"/><circle cx="33.5" cy="-39" r="1.8" fill="${k.ink}"/>` +
    sparkle(52, -58, 8) +
    sparkle(56, 30, 6)
  );
};

// In-house games: one specific glyph each.
const diceGlyph: Glyph = () =>
  die(-22, -6, 62, -14, 5, '#ffffff') + die(30, 22, 50, 16, 3, '#e8192c');

const rocket: Glyph = (k) =>
  `<path d="M-44 56L40-40" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="6 7"/>` +
  `<g transform="rotate(40)"><path d="M-9 26Q0 64 9 26Z" fill="#ff7a00"/><path d="M-5 26Q0 48 5 26Z" fill="#ffe066"/>` +
  `<path d="M-14 6L-30 30L-12 24ZM14 6L30 30L12 24Z" fill="#e8192c" stroke="${k.ink}" stroke-width="2.5" stroke-linejoin="round"/>` +
  `<path d="M0-58C18-42 20-10 14 26H-14C-20-10-18-42 0-58Z" fill="${silver(k)}" stroke="${k.ink}" stroke-width="3"/>` +
  `<path d="M0-58C8-51 12-44 14-36H-14C-12-44-8-51 0-58Z" fill="#e8192c" stroke="${k.ink}" stroke-width="2"/>` +
  `<circle cy="-14" r="9" fill="#4cc9f0" stroke="${k.ink}" stroke-width="3"/><circle cx="-3" cy="-17" r="3" fill="#fff" opacity=".8"/></g>` +
  `<text x="-58" y="-40" font-weight="900" font-size="22" fill="#fff">2.00×</text>` +
  sparkle(50, 34, 8);

const minesGrid: Glyph = (k) => {
  const reveal = [1, 3, 5, 6, 8];
  const bomb = 4;
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = -51 + (i % 3) * 36;
    const y = -55 + Math.floor(i / 3) * 36;
    const open = reveal.includes(i) || i === bomb;
    out += `<rect x="${x}" y="${y}" width="32" height="32" rx="7" fill="${open ? '#1b2447' : '#3d4a7a'}" stroke="${k.ink}" stroke-width="2"/>`;
    if (i === bomb) {
      out +=
        `<circle cx="${x + 16}" cy="${y + 18}" r="10" fill="#111"/><path d="M${x + 22} ${y + 9}L${x + 26} ${y + 4}" stroke="#c8a16a" stroke-width="2.5"/>` +
        `<circle cx="${x + 27}" cy="${y + 4}" r="3.5" fill="#ffbe0b"/><circle cx="${x + 12}" cy="${y + 14}" r="3" fill="#fff" opacity=".5"/>`;
    } else if (open) {
      out += gem(x + 16, y + 16, 0.3, '#19c37d');
    } else {
      out += `<rect x="${x + 3}" y="${y + 3}" width="26" height="9" rx="4" fill="#fff" opacity=".12"/>`;
    }
  }
  return out + sparkle(56, -56, 8);
};

const plinko: Glyph = (k) => {
  let pegs = '';
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i <= row + 1; i++) {
      const x = (i - (row + 1) / 2) * 17;
      const y = -48 + row * 15;
      pegs += `<circle cx="${n(x)}" cy="${y}" r="3.2" fill="#fff"/>`;
    }
  }
  const bins = ['#ff3b5c', '#ff7a3d', '#ffb020', '#ffe066', '#ffb020', '#ff7a3d', '#ff3b5c'];
  return (
    `<path d="M0-62L64 48H-64Z" fill="${k.ink}" opacity=".35"/>` +
    pegs +
    bins
      .map(
        (c, i) =>
          `<rect x="${n(-61 + i * 17.6)}" y="46" width="15" height="12" rx="3" fill="${c}" stroke="${k.ink}" stroke-width="1.5"/>`,
      )
      .join('') +
    `<circle cx="9" cy="-20" r="13" fill="#ff4fa0" opacity=".35"/><circle cx="9" cy="-20" r="7.5" fill="#ff4fa0" stroke="#fff" stroke-width="2"/>`
  );
};

const crashCurve: Glyph = (k) =>
  `<path d="M-56-52V48H62" stroke="#fff" stroke-opacity=".55" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<path d="M-52 44Q14 40 48-38V44Z" fill="${k.accent}" opacity=".28"/>` +
  `<path d="M-52 44Q14 40 48-38" stroke="${k.ink}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M-52 44Q14 40 48-38" stroke="${k.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
  `<circle cx="48" cy="-38" r="13" fill="#ff4d6d" opacity=".4"/><circle cx="48" cy="-38" r="7" fill="#fff" stroke="#ff4d6d" stroke-width="3"/>` +
  `<text x="-48" y="-24" font-weight="900" font-size="26" fill="#fff">12.4×</text>`;

const KEYWORD_GLYPHS: readonly (readonly [RegExp, Glyph])[] = [
  [/\b(7|777|sevens?)\b/i, bigSeven],
  [/roulette/i, roulette],
  [/wheel/i, moneyWheel],
  [/lantern/i, lantern],
  [/koi|carp|hilsa|fish/i, (k) => fish(k)],
  [/drum/i, drum],
  [/moon/i, moon],
  [/treasure|pirate|plunder|tomb|scarab|voyage|secrets|junk/i, chest],
  [/temple|pagoda|hall|gate/i, pagoda],
  [/crystal|gem|diamond|opal|ruby|jade/i, gemGlyph],
  [/crown|emperor|royal|kingdom|nawab|imperial|kingpin|palace/i, crown],
  [/coin|gold|abacus|money|bounty|riches|rush|bonanza/i, coins],
  [/fruit|mango|cherry|candy/i, fruitBowl],
  [/\bfire\b|ember|firecracker/i, flame],
  [/star/i, starMedal],
  [/thunder|storm|neon|volt/i, bolt],
  [/lucky|clover|luck/i, clover],
  [/cricket/i, cricket],
  [/bingo/i, bingoCard],
];

const SLOT_GLYPHS: readonly Glyph[] = [
  slotMachine,
  reelTiles,
  bigSeven,
  starMedal,
  slotMachine,
  reelTiles,
  clover,
];

const BGS_GLYPHS: Readonly<Record<string, Glyph>> = {
  BGS_DICE: diceGlyph,
  BGS_LIMBO: rocket,
  BGS_MINES: minesGrid,
  BGS_PLINKO: plinko,
  BGS_SLOT: reelTiles,
  BGS_CRASH: crashCurve,
};

function matchGlyph(title: string, rules: readonly (readonly [RegExp, Glyph])[]): Glyph | null {
  for (const [re, glyph] of rules) if (re.test(title)) return glyph;
  return null;
}

function glyphFor(game: GameArtInput, h: number): Glyph {
  const title = game.name.en;
  const category: CategoryCode = game.category;
  switch (category) {
    case 'RNG':
      return matchGlyph(title, KEYWORD_GLYPHS) ?? pick(SLOT_GLYPHS, h >>> 7);
    case 'BGS':
      return BGS_GLYPHS[game.code] ?? diceGlyph;
    case 'LIVE':
      return (
        matchGlyph(title, [
          [/roulette/i, roulette],
          [/wheel/i, moneyWheel],
          [/sic bo|fan tan|dice|7 up/i, diceTrio],
          [/lobby/i, chipsAndCrown],
          [/teen patti/i, cardFan],
          ...CARD_TABLE_RULES,
        ]) ?? cardsAndChips
      );
    case 'PVP':
      return (
        matchGlyph(title, [
          [/ludo/i, ludo],
          [/domino/i, dominoes],
          [/jhandi/i, symbolDice],
          [/dice/i, diceTrio],
          ...CARD_TABLE_RULES,
        ]) ?? cardFan
      );
    case 'FISH':
      return (
        matchGlyph(title, [
          [/shark/i, shark],
          [/kraken|octopus/i, octopus],
          [/cannon|raid|hunt/i, fishCannon],
          [/net/i, netOverlay],
        ]) ?? fish
      );
    case 'SPORTS':
      return (
        matchGlyph(title, [
          [/cricket/i, cricket],
          [/football|striker|soccer/i, football],
          [/tennis/i, tennis],
          [/basketball/i, basketball],
          [/horse/i, horseshoe],
          [/kabaddi|sportsbook/i, trophy],
        ]) ?? pick([football, trophy, cricket], h >>> 7)
      );
    case 'ESPORTS':
      return (
        matchGlyph(title, [
          [/shooter|royale/i, crosshair],
          [/racing|prix/i, checkeredFlag],
          [/striker|football/i, football],
          [/card/i, cardFan],
          [/fighting/i, bolt],
        ]) ?? controller
      );
    case 'LOTT':
    case 'ELOTT':
      return (
        matchGlyph(title, [
          [/keno|bingo/i, bingoCard],
          [/dice|fast 3/i, diceTrio],
          [/racing/i, checkeredFlag],
        ]) ?? lotteryBalls
      );
    case 'COCKFIGHT':
      return (
        matchGlyph(title, [
          [/derby|pit/i, roosterFaceOff],
          [/cup|series/i, roosterCup],
        ]) ?? rooster
      );
  }
}

// ------------------------------------------------------------------ backgrounds

function decoration(
  id: string,
  style: number,
  rnd: () => number,
  cx: number,
  cy: number,
  w: number,
  h: number,
): string {
  const R = Math.hypot(w, h);
  switch (style % 6) {
    case 0: {
      const rays = pick([12, 16, 20], Math.floor(rnd() * 3));
      const turn = rnd() * Math.PI;
      let d = '';
      for (let i = 0; i < rays; i++) {
        const a0 = turn + (i * 2 * Math.PI) / rays;
        const a1 = a0 + Math.PI / rays;
        d += `M${cx} ${cy}L${Math.round(cx + R * Math.cos(a0))} ${Math.round(cy + R * Math.sin(a0))}L${Math.round(cx + R * Math.cos(a1))} ${Math.round(cy + R * Math.sin(a1))}Z`;
      }
      return `<path d="${d}" fill="#fff" opacity=".09"/>`;
    }
    case 1: {
      let out = '';
      for (let r = 34; r < R; r += 30) {
        out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="none" stroke="#fff" stroke-width="12" opacity="${op(Math.max(0.03, 0.14 - r / 1800))}"/>`;
      }
      return out;
    }
    case 2: {
      let out = '';
      for (let i = 0; i < 10; i++) {
        out += `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h * 0.8)}" r="${n(6 + rnd() * (w / 10))}" fill="#fff" opacity="${op(0.05 + rnd() * 0.12)}"/>`;
      }
      return out;
    }
    case 3: {
      const rot = pick([-35, 35, -55, 55], Math.floor(rnd() * 4));
      return (
        `<pattern id="${id}p" width="34" height="34" patternUnits="userSpaceOnUse" patternTransform="rotate(${rot})"><rect width="14" height="34" fill="#fff" opacity=".08"/></pattern>` +
        `<rect width="${w}" height="${h}" fill="url(#${id}p)"/>`
      );
    }
    case 4:
      return (
        `<pattern id="${id}p" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M15 3L27 15L15 27L3 15Z" fill="#fff" opacity=".08"/></pattern>` +
        `<rect width="${w}" height="${h}" fill="url(#${id}p)"/>`
      );
    default: {
      let out = '';
      for (let i = 0; i < 4; i++) {
        const y = h * (0.25 + i * 0.2) + rnd() * 10;
        const a = 14 + rnd() * 16;
        out += `<path d="M0 ${n(y)}Q${n(w / 4)} ${n(y - a)} ${n(w / 2)} ${n(y)}T${w} ${n(y)}V${h}H0Z" fill="#fff" opacity=".05"/>`;
      }
      return out;
    }
  }
}

// ------------------------------------------------------------------ game icon

/** A 240×240 game icon: palette, decoration and glyph follow from vendor+code and the category. */
export function gameIconSvg(game: GameArtInput): string {
  const seed = hash(`${game.vendor}\u0000${game.code}`);
  const id = `i${seed.toString(36)}`;
  const rnd = seeded(seed);
  const [top, bottom, ink, accent] = pick(PALETTES, seed);
  const dir = pick(
    [
      ['0', '0', '0', '1'],
      ['0', '0', '1', '1'],
      ['1', '0', '0', '1'],
      ['.5', '0', '.5', '1'],
    ],
    seed >>> 4,
  );
  const kit: Kit = { id, ink, accent, rnd, title: game.name.en };
  const glyph = glyphFor(game, seed)(kit);

  let sparkles = '';
  const count = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const x = 18 + rnd() * 204;
    const y = 40 + rnd() * 110;
    if (Math.abs(x - 120) < 70 && y > 40 && y < 160) continue;
    sparkles += sparkle(x, y, 3 + rnd() * 5, 0.5 + rnd() * 0.4);
  }

  const { size, lines } = wrapText(game.name.en, 212, [23, 20, 17], 2);
  const lineHeight = size * 1.12;
  const baseY = 226 - (lines.length - 1) * lineHeight;
  const tspans = lines
    .map((l, i) => `<tspan x="120" y="${n(baseY + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join('');
  const vendor = escapeXml(game.vendor);
  const chipW = 16 + textWidth(game.vendor, 11);

  return (
    `<svg xmlns="${XMLNS}" viewBox="0 0 240 240" width="240" height="240" font-family="${FONT}">` +
    `<defs><linearGradient id="${id}b" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ink}" stop-opacity="0"/><stop offset="1" stop-color="${ink}" stop-opacity=".92"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="240" height="240" rx="28"/></clipPath>${paintDefs(id)}</defs>` +
    `<g clip-path="url(#${id}c)"><rect width="240" height="240" fill="url(#${id}b)"/>` +
    decoration(id, seed >>> 9, rnd, 120, 96, 240, 240) +
    `<circle cx="120" cy="96" r="110" fill="url(#${id}g)"/>${sparkles}` +
    `<ellipse cx="120" cy="164" rx="62" ry="9" fill="#000" opacity=".22"/>` +
    `<g transform="translate(120 98) scale(1.1)" filter="url(#${id}f)">${glyph}</g>` +
    `<rect y="150" width="240" height="90" fill="url(#${id}s)"/>` +
    `<rect x="10" y="10" width="${n(chipW)}" height="20" rx="10" fill="${ink}" opacity=".6"/>` +
    `<text x="${n(10 + chipW / 2)}" y="24" text-anchor="middle" font-weight="700" font-size="11" fill="#fff" letter-spacing=".4">${vendor}</text>` +
    `<text text-anchor="middle" font-weight="800" font-size="${size}" fill="#fff" stroke="${ink}" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${tspans}</text></g>` +
    `<rect x="1.5" y="1.5" width="237" height="237" rx="26.5" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="3"/></svg>`
  );
}

// ------------------------------------------------------------------ vendor logo

const EMBLEM_SHAPES: readonly string[] = [
  'M0-31L27-15.5V15.5L0 31L-27 15.5V-15.5Z', // hexagon
  'M0-32L32 0L0 32L-32 0Z', // diamond
  'M-25-29H25V0C25 17 11 27 0 31C-11 27-25 17-25 0Z', // shield
  'M-20-30H20Q30-30 30-20V20Q30 30 20 30H-20Q-30 30-30 20V-20Q-30-30-20-30Z', // rounded square
  'M0-31L31 25H-31Z', // delta
  starPath(0, 0, 32, 8, 0.66), // burst
  'M0-30A30 30 0 1 1 0 30A30 30 0 1 1 0-30Z', // disc
  'M-10-30A20 20 0 0 1 10-30L30-10A20 20 0 0 1 30 10L10 30A20 20 0 0 1-10 30L-30 10A20 20 0 0 1-30-10Z', // soft octagon
];

const EMBLEM_MOTIFS: readonly string[] = [
  '<circle r="11" fill="none" stroke="#fff" stroke-width="5"/>',
  '<path d="M-12 5L0-7L12 5" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  '<ellipse rx="36" ry="11" transform="rotate(-25)" fill="none" stroke="#fff" stroke-width="3.5"/><circle r="7" fill="#fff"/>',
  '<path d="M-11-6H11M-7 6H7" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
  '<rect x="-8" y="-8" width="16" height="16" rx="3" transform="rotate(45)" fill="#fff"/>',
  '<path d="M-10 10L10-10M-10-10L10 10" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".9"/>',
  '<circle cx="-7" r="9" fill="#fff" opacity=".9"/><circle cx="7" r="9" fill="none" stroke="#fff" stroke-width="3.5"/>',
  '<path d="M-13 8Q0-18 13 8" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/><circle cy="10" r="3.5" fill="#fff"/>',
];

/** A 240×96 wordmark: abstract emblem in the brand colour, the vendor code, its display name. */
export function vendorLogoSvg(vendor: VendorArtInput): string {
  const seed = hash(`vendor\u0000${vendor.code}`);
  const id = `v${seed.toString(36)}`;
  const brand = validColor(vendor.brandColor, pick(PALETTES, seed)[0]);
  const plateTop = mix(brand, '#0b0b14', 0.72);
  const plateBottom = mix(brand, '#05050a', 0.88);
  const light = mix(brand, '#ffffff', 0.55);
  const shape = pick(EMBLEM_SHAPES, seed);
  const motif = pick(EMBLEM_MOTIFS, seed >>> 11);
  const emblem =
    `<path d="${shape}" fill="url(#${id}e)" stroke="${light}" stroke-opacity=".5" stroke-width="1.5"/>` +
    `<path d="${shape}" transform="scale(.8)" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>${motif}`;

  const code = vendor.code;
  const codeSize = Math.min(40, 132 / Math.max(1, textWidth(code, 1) + code.length * 0.04));
  const name = vendor.name.en.toUpperCase();
  const nameSize = Math.max(
    7,
    Math.min(12, (132 / Math.max(1, Array.from(name).length) - 1) / 0.7),
  );
  const nameLine = truncate(name, 140, nameSize * 0.98);

  return (
    `<svg xmlns="${XMLNS}" viewBox="0 0 240 96" width="240" height="96" font-family="${FONT}">` +
    `<defs><linearGradient id="${id}p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${plateTop}"/><stop offset="1" stop-color="${plateBottom}"/></linearGradient>` +
    `<linearGradient id="${id}e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mix(brand, '#000000', 0.2)}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx=".2" cy=".5" r=".5"><stop offset="0" stop-color="${brand}" stop-opacity=".55"/><stop offset="1" stop-color="${brand}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="240" height="96" rx="18" fill="url(#${id}p)"/><rect width="240" height="96" rx="18" fill="url(#${id}g)"/>` +
    `<rect x="1" y="1" width="238" height="94" rx="17" fill="none" stroke="${light}" stroke-opacity=".35" stroke-width="2"/>` +
    `<g transform="translate(50 48)">${emblem}</g>` +
    `<path d="M92 66H${n(92 + Math.min(132, textWidth(code, codeSize)))}" stroke="${brand}" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="92" y="${n(44 + codeSize * 0.18)}" font-weight="900" font-size="${n(codeSize)}" fill="#fff" letter-spacing="1">${escapeXml(code)}</text>` +
    `<text x="92" y="82" font-weight="700" font-size="${n(nameSize)}" fill="${light}" letter-spacing="1">${escapeXml(nameLine)}</text></svg>`
  );
}

// ------------------------------------------------------------------ banners

type BannerArt = 'bonus' | 'jackpot' | 'inhouse' | 'sports' | 'live' | 'invite';

interface BannerCopy {
  art: BannerArt;
  colors: readonly [string, string, string];
  kicker: Record<BannerLang, string>;
  headline: Record<BannerLang, string>;
  sub: Record<BannerLang, string>;
  cta: Record<BannerLang, string>;
}

const BANNERS: Record<BannerKind, readonly BannerCopy[]> = {
  home: [
    {
      art: 'bonus',
      colors: ['#ff3d7f', '#5b12b8', '#1b0638'],
      kicker: { en: 'WELCOME OFFER', bn: 'স্বাগতম অফার' },
      headline: { en: '70% First Deposit Bonus', bn: 'প্রথম ডিপোজিটে ৭০% বোনাস' },
      sub: {
        en: 'Top up and get 70% extra for slots, live casino and more.',
        bn: 'টাকা জমা দিন, স্লট, লাইভ ক্যাসিনো ও আরও খেলায় ৭০% বাড়তি পান।',
      },
      cta: { en: 'Deposit now', bn: 'এখনই জমা দিন' },
    },
    {
      art: 'jackpot',
      colors: ['#ffb300', '#c1121f', '#3a0508'],
      kicker: { en: 'PROGRESSIVE JACKPOT', bn: 'প্রগ্রেসিভ জ্যাকপট' },
      headline: { en: 'The Jackpot Keeps Growing', bn: 'জ্যাকপট বেড়েই চলেছে' },
      sub: {
        en: 'Every spin adds to the pot. The next big win could be yours.',
        bn: 'প্রতিটি স্পিনে পুরস্কার বাড়ে। পরের বড় জয় আপনারও হতে পারে।',
      },
      cta: { en: 'Play slots', bn: 'স্লট খেলুন' },
    },
    {
      art: 'inhouse',
      colors: ['#00d2b4', '#1d3b8f', '#08112e'],
      kicker: { en: 'HOUSE ORIGINALS', bn: 'হাউস অরিজিনালস' },
      headline: { en: 'Dice, Mines, Plinko & Crash', bn: 'ডাইস, মাইনস, প্লিংকো ও ক্র্যাশ' },
      sub: {
        en: 'Instant rounds with provably fair results.',
        bn: 'মুহূর্তেই রাউন্ড, যাচাইযোগ্য ন্যায্য ফলাফল।',
      },
      cta: { en: 'Play now', bn: 'এখনই খেলুন' },
    },
    {
      art: 'sports',
      colors: ['#3ddc84', '#0b5e3f', '#032015'],
      kicker: { en: 'SPORTS', bn: 'স্পোর্টস' },
      headline: { en: 'Cricket Season Is On', bn: 'ক্রিকেট মৌসুম শুরু' },
      sub: {
        en: 'Live odds on every match, ball by ball.',
        bn: 'প্রতিটি ম্যাচে লাইভ অডস, প্রতি বলে বলে।',
      },
      cta: { en: 'Bet now', bn: 'এখনই বাজি ধরুন' },
    },
  ],
  promotion: [
    {
      art: 'bonus',
      colors: ['#ff8a3d', '#b3122e', '#33040c'],
      kicker: { en: 'NEW MEMBERS', bn: 'নতুন সদস্যদের জন্য' },
      headline: { en: 'Get 70% on Your First Deposit', bn: 'প্রথম জমায় পান ৭০% বোনাস' },
      sub: {
        en: 'The bonus lands in your wallet as soon as the deposit does.',
        bn: 'জমা হওয়ার সঙ্গে সঙ্গেই বোনাস আপনার ওয়ালেটে।',
      },
      cta: { en: 'Claim bonus', bn: 'বোনাস নিন' },
    },
    {
      art: 'jackpot',
      colors: ['#a78bfa', '#312e81', '#0d0a2b'],
      kicker: { en: 'JACKPOT', bn: 'জ্যাকপট' },
      headline: { en: 'Spin for the Mega Jackpot', bn: 'মেগা জ্যাকপটের জন্য স্পিন করুন' },
      sub: {
        en: 'Jackpot slots from every studio, one growing prize.',
        bn: 'সব স্টুডিওর জ্যাকপট স্লট, একটাই ক্রমবর্ধমান পুরস্কার।',
      },
      cta: { en: 'See jackpot games', bn: 'জ্যাকপট গেম দেখুন' },
    },
    {
      art: 'live',
      colors: ['#e11d48', '#4a044e', '#16021a'],
      kicker: { en: 'LIVE CASINO', bn: 'লাইভ ক্যাসিনো' },
      headline: { en: 'Real Dealers, Day and Night', bn: 'আসল ডিলার, দিনরাত' },
      sub: {
        en: 'Baccarat, roulette and Teen Patti streamed live.',
        bn: 'ব্যাকারেট, রুলেট আর তিন পাত্তি সরাসরি সম্প্রচারে।',
      },
      cta: { en: 'Join a table', bn: 'টেবিলে বসুন' },
    },
    {
      art: 'invite',
      colors: ['#36d1dc', '#5b12b8', '#120838'],
      kicker: { en: 'INVITE & EARN', bn: 'আমন্ত্রণ ও আয়' },
      headline: { en: 'Invite Friends, Earn Rewards', bn: 'বন্ধুদের ডাকুন, পুরস্কার জিতুন' },
      sub: {
        en: 'Share your link and collect a reward for every friend who plays.',
        bn: 'লিংক শেয়ার করুন, প্রতিটি বন্ধুর খেলায় পুরস্কার পান।',
      },
      cta: { en: 'Get my link', bn: 'আমার লিংক নিন' },
    },
  ],
};

function giftBox(k: Kit): string {
  return (
    `<rect x="-62" y="-10" width="124" height="76" rx="8" fill="#e8192c" stroke="${k.ink}" stroke-width="4"/>` +
    `<rect x="-70" y="-34" width="140" height="30" rx="8" fill="#ff3b4e" stroke="${k.ink}" stroke-width="4"/>` +
    `<rect x="-12" y="-34" width="24" height="100" fill="${metal(k)}" stroke="${k.ink}" stroke-width="3"/>` +
    `<path d="M0-34C-20-70-56-60-40-40C-32-32-14-34 0-34C14-34 32-32 40-40C56-60 20-70 0-34Z" fill="${metal(k)}" stroke="${k.ink}" stroke-width="4"/>` +
    `<rect x="-56" y="-4" width="30" height="8" rx="4" fill="#fff" opacity=".3"/>`
  );
}

function person(x: number, scale: number, color: string, k: Kit): string {
  return (
    `<g transform="translate(${x} 0) scale(${scale})"><circle cy="-44" r="22" fill="#ffd9b3" stroke="${k.ink}" stroke-width="3"/>` +
    `<path d="M-22-52Q-20-72 0-70Q22-72 22-50Q10-60-22-52Z" fill="${k.ink}"/>` +
    `<path d="M-40 40Q-40-14 0-16Q40-14 40 40Z" fill="${color}" stroke="${k.ink}" stroke-width="3"/></g>`
  );
}

function bannerArt(art: BannerArt, k: Kit, lang: BannerLang): string {
  const bigText = (text: string, y: number, size: number) =>
    `<text y="${y}" text-anchor="middle" font-weight="900" font-size="${size}" fill="${metal(k)}" stroke="${k.ink}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${escapeXml(text)}</text>`;
  switch (art) {
    case 'bonus':
      return (
        `<g transform="translate(10 64) scale(1.65)">${giftBox(k)}</g>` +
        `<g transform="translate(-180 70) scale(1.15)">${coinStack(0, 48, 5, k)}${coin(0, -30, 30, k)}</g>` +
        `<g transform="translate(190 100)">${coinStack(0, 40, 3, k)}${coin(-4, -6, 26, k)}</g>` +
        `<g transform="translate(10 -84)">${bigText(lang === 'bn' ? '৭০%' : '70%', 0, 116)}</g>`
      );
    case 'jackpot':
      return (
        `<g transform="translate(0 -62) scale(1.55)">${crown(k)}</g>` +
        `<g transform="translate(0 70)">${coinStack(-215, 70, 6, k)}${coinStack(215, 70, 4, k)}${coin(-205, -20, 24, k)}${coin(210, 0, 22, k)}</g>` +
        `<g transform="translate(0 84)">${bigText(lang === 'bn' ? 'জ্যাকপট' : 'JACKPOT', 0, 64)}</g>`
      );
    case 'inhouse':
      return (
        `<g transform="translate(-170 60) scale(1.35)">${diceGlyph(k)}</g>` +
        `<g transform="translate(-10 -40) scale(1.5)">${rocket(k)}</g>` +
        `<g transform="translate(160 70) scale(1.3)">${plinko(k)}</g>`
      );
    case 'sports':
      return (
        `<g transform="translate(-40 10) scale(2.1)">${cricket(k)}</g>` +
        `<g transform="translate(140 -60) scale(.9)">${trophy(k)}</g>`
      );
    case 'live':
      return (
        `<g transform="translate(-90 0) scale(1.7)">${roulette(k)}</g>` +
        `<g transform="translate(100 20) scale(1.6)">${cardsAndChips(k)}</g>`
      );
    case 'invite':
      return (
        person(-110, 1.6, '#2f7bff', k) +
        person(110, 1.6, '#ff4d6d', k) +
        `<g transform="translate(0 30) scale(1.05)">${giftBox(k)}</g>` +
        `<path d="M-50-80Q0-130 50-80" stroke="#fff" stroke-width="5" fill="none" stroke-dasharray="10 8"/>`
      );
  }
}

/** A 1200×400 promotional banner with its headline in the requested language. */
export function bannerSvg(kind: BannerKind, index: number, lang: BannerLang): string {
  const list = BANNERS[kind];
  const copy = pick(list, Number.isFinite(index) ? index : 0);
  const slot = list.indexOf(copy);
  const id = `b${kind[0]}${slot}${lang}`;
  const seed = hash(id);
  const rnd = seeded(seed);
  const [c1, c2, ink] = copy.colors;
  const kit: Kit = { id, ink, accent: '#ffd447', rnd, title: copy.headline.en };

  const head = wrapText(copy.headline[lang], 600, lang === 'bn' ? [58, 50, 44] : [62, 54, 46], 2);
  const sub = wrapText(copy.sub[lang], 600, [24, 21], 2, false);
  const headLh = head.size * 1.12;
  const headTop = 150 - (head.lines.length - 1) * headLh * 0.5;
  const headY = headTop + 20;
  const headline = head.lines
    .map((l, i) => `<tspan x="70" y="${n(headY + i * headLh)}">${escapeXml(l)}</tspan>`)
    .join('');
  const subY = headY + (head.lines.length - 1) * headLh + 46;
  const subText = sub.lines
    .map((l, i) => `<tspan x="70" y="${n(subY + i * sub.size * 1.3)}">${escapeXml(l)}</tspan>`)
    .join('');
  const ctaY = Math.min(318, subY + (sub.lines.length - 1) * sub.size * 1.3 + 34);
  const kickerSize = 17;
  const kickerW = textWidth(copy.kicker[lang], kickerSize) + 40;
  const ctaW = Math.max(180, textWidth(copy.cta[lang], 24) + 64);

  let confetti = '';
  const confettiColors = ['#ffd447', '#ff4d6d', '#4cc9f0', '#06d6a0', '#ffffff'];
  for (let i = 0; i < 26; i++) {
    const x = 640 + rnd() * 540;
    const y = 10 + rnd() * 380;
    confetti += `<rect x="${n(x)}" y="${n(y)}" width="${n(6 + rnd() * 8)}" height="${n(3 + rnd() * 4)}" rx="1.5" transform="rotate(${n(rnd() * 180)} ${n(x)} ${n(y)})" fill="${pick(confettiColors, i)}" opacity=".85"/>`;
  }
  let sparkles = '';
  for (let i = 0; i < 7; i++) {
    sparkles += sparkle(600 + rnd() * 580, 20 + rnd() * 360, 5 + rnd() * 9, 0.8);
  }

  return (
    `<svg xmlns="${XMLNS}" viewBox="0 0 1200 400" width="1200" height="400" font-family="${FONT}">` +
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset=".55" stop-color="${c2}"/><stop offset="1" stop-color="${ink}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx=".74" cy=".5" r=".45"><stop offset="0" stop-color="#fff3b0" stop-opacity=".55"/><stop offset="1" stop-color="#fff3b0" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}t" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ink}" stop-opacity=".75"/><stop offset=".6" stop-color="${ink}" stop-opacity="0"/></linearGradient>` +
    `${paintDefs(id)}</defs>` +
    `<rect width="1200" height="400" fill="url(#${id}b)"/>` +
    decoration(id, 0, rnd, 880, 200, 1200, 400) +
    `<rect width="1200" height="400" fill="url(#${id}g)"/>${confetti}` +
    `<rect width="1200" height="400" fill="url(#${id}t)"/>` +
    `<ellipse cx="880" cy="350" rx="260" ry="26" fill="#000" opacity=".25"/>` +
    `<g transform="translate(880 190)" filter="url(#${id}f)">${bannerArt(copy.art, kit, lang)}</g>${sparkles}` +
    `<rect x="70" y="${n(headTop - head.size - 44)}" width="${n(kickerW)}" height="32" rx="16" fill="#ffd447"/>` +
    `<text x="${n(70 + kickerW / 2)}" y="${n(headTop - head.size - 22)}" text-anchor="middle" font-weight="800" font-size="${kickerSize}" fill="${ink}" letter-spacing="1.5">${escapeXml(copy.kicker[lang])}</text>` +
    `<text font-weight="900" font-size="${head.size}" fill="#fff" stroke="${ink}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${headline}</text>` +
    `<text font-weight="600" font-size="${sub.size}" fill="#fff" opacity=".9">${subText}</text>` +
    `<g transform="translate(70 ${n(ctaY)})"><rect width="${n(ctaW)}" height="54" rx="27" fill="${metal(kit)}" stroke="${ink}" stroke-width="3"/>` +
    `<rect x="10" y="5" width="${n(ctaW - 20)}" height="18" rx="9" fill="#fff" opacity=".35"/>` +
    `<text x="${n(ctaW / 2)}" y="35" text-anchor="middle" font-weight="800" font-size="22" fill="${ink}">${escapeXml(copy.cta[lang])}</text></g></svg>`
  );
}

/** How many distinct banners each kind has (indexes wrap around). */
export const BANNER_COUNT: Record<BannerKind, number> = {
  home: BANNERS.home.length,
  promotion: BANNERS.promotion.length,
};
