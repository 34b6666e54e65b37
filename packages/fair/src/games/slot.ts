/**
 * The 5×3 video-slot engine: reel strips, paylines, line and scatter evaluation, the exact RTP by
 * enumeration. It is generic over a {@link SlotConfig} so tests can check the enumeration against
 * brute force on small configurations; the game itself uses `SLOT_CONFIG` (slot-config.ts).
 *
 * Spin: reel r stops at floor(f_r · length_r) (five floats) and shows strip[stop], strip[stop+1],
 * strip[stop+2] (wrapping) in rows 0 (top), 1, 2. The stake is the total bet, split evenly over
 * the lines.
 *
 * Line pays, left to right, highest win per line: for a paying symbol X, its run is the number of
 * leading positions that hold X or WILD (SCATTER is never substituted, so it ends every run); a
 * run of 3, 4 or 5 pays `linePays[X][run − 3]` line bets. Leading WILDs also pay WILD's own line
 * pays, if it has any. A line pays the largest of these. In the portal's slot WILD never lands on
 * reel 1, so this is simply "the first symbol and the run of it and WILDs behind it". Scatter
 * pays: 3, 4, 5 or more SCATTERs anywhere in the window pay `scatterPays` times the total bet.
 * All wins add up.
 *
 * Exact RTP. Every reel stop is equally likely, so the symbol a line sees on reel r is distributed
 * like the strip's symbol counts, independently across reels; every line therefore has the same
 * expected pay, and RTP_lines = E[pay of one line] (in line bets) = Σ over the symbol 5-tuples of
 * Π count_r(s_r) · pay(s) / Π length_r. Scatters depend on which symbols are adjacent on a strip,
 * so their count per reel is taken from all stops, and the five reels' distributions are
 * convolved. No sampling.
 */
import { requireParam, requireShape } from '../errors.ts';
import type { FloatSource } from '../floats.ts';
import { SCALE } from '../money.ts';
import { add, rational, type Rational } from '../rational.ts';

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** A slot machine's definition; everything a UI needs to draw it. */
export interface SlotConfig<S extends string = string> {
  /** Every symbol, in paytable order. */
  readonly symbols: readonly S[];
  /** Substitutes for every symbol except the scatter. */
  readonly wild: S;
  /** Pays anywhere, on the total bet. */
  readonly scatter: S;
  /** Five reel strips (symbol sequences, read cyclically). */
  readonly reels: readonly (readonly S[])[];
  /** Paylines: for each, the row (0 top … 2 bottom) used on each of the five reels. */
  readonly lines: readonly (readonly number[])[];
  /** Line pays in line bets for runs of 3, 4, 5; symbols without an entry pay nothing. */
  readonly linePays: Readonly<Partial<Record<S, readonly [number, number, number]>>>;
  /** Total-bet multiples for 3, 4, 5+ scatters. */
  readonly scatterPays: readonly [number, number, number];
}

/** One payline win. */
export interface SlotLineWin {
  /** Index into `config.lines`. */
  readonly line: number;
  /** The paying symbol (WILD for a pure-wild run). */
  readonly symbol: string;
  /** Length of the run, 3–5. */
  readonly count: number;
  /** The win in line bets. */
  readonly lineBets: number;
}

export interface SlotResult {
  /** Stop position of each reel. */
  readonly stops: readonly number[];
  /** window[reel][row]: the 15 visible symbols. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatterCount: number;
  /** Scatter win in total bets. */
  readonly scatterWin: number;
  /** Total win as a multiple of the total bet, scaled by 10 000. */
  readonly multiplierScaled: number;
  readonly payoutMultiplierScaled: number;
}

/** The slot takes no parameters (10 fixed lines, stake = total bet); `{}` is the only input. */
export type SlotParams = Readonly<Record<string, never>>;

/** A config with symbols as small integers and pays as arrays, built once per config. */
interface Compiled {
  readonly wild: number;
  readonly scatter: number;
  readonly strips: readonly Uint8Array[];
  /** Each strip followed by its first two symbols, so a window is three consecutive entries. */
  readonly wrappedStrips: readonly Uint8Array[];
  readonly lines: readonly (readonly number[])[];
  /** For line l, the window cells (reel · 3 + row) it reads: lineCells[5l … 5l + 4]. */
  readonly lineCells: Int32Array;
  /** pays[symbol][run] for run 0…5 (0 below 3). */
  readonly pays: readonly (readonly number[])[];
  /** For a run of w leading WILDs: the best pay of any symbol other than WILD, and that symbol. */
  readonly bestPay: readonly number[];
  readonly bestSymbol: readonly number[];
  readonly scatterPays: readonly number[];
  /** SCALE / number of lines: a line bet in scaled total-bet units. */
  readonly lineBetScaled: number;
}

const compiled = new WeakMap<SlotConfig, Compiled>();

function compile(config: SlotConfig): Compiled {
  const cached = compiled.get(config);
  if (cached) return cached;
  const index = new Map(config.symbols.map((s, i) => [s, i] as const));
  requireParam(index.size === config.symbols.length, 'slot symbols must be distinct');
  requireParam(config.symbols.length <= 256, 'slot: at most 256 symbols');
  const wild = index.get(config.wild);
  const scatter = index.get(config.scatter);
  requireParam(wild !== undefined && scatter !== undefined, 'slot: unknown wild or scatter');
  requireParam(wild !== scatter, 'slot: wild and scatter must differ');
  requireParam(config.reels.length === SLOT_REELS, 'slot: five reels');
  const strips = config.reels.map((strip) => {
    requireParam(strip.length >= SLOT_ROWS, 'slot: a strip needs at least 3 symbols');
    return Uint8Array.from(strip, (s) => {
      const i = index.get(s);
      requireParam(i !== undefined, `slot: unknown symbol ${s}`);
      return i;
    });
  });
  requireParam(config.lines.length > 0, 'slot: at least one line');
  requireParam(SCALE % config.lines.length === 0, 'slot: line count must divide 10000');
  for (const line of config.lines) {
    requireParam(
      line.length === SLOT_REELS && line.every((r) => Number.isInteger(r) && r >= 0 && r < 3),
      'slot: a line picks a row 0–2 on each of the five reels',
    );
  }
  const isPay = (n: number) => Number.isSafeInteger(n) && n >= 0;
  const pays = config.symbols.map((s) => {
    const p = (config.linePays as Partial<Record<string, readonly number[]>>)[s];
    requireParam(p === undefined || (p.length === 3 && p.every(isPay)), `slot: pays of ${s}`);
    requireParam(p === undefined || s !== config.scatter, 'slot: the scatter has no line pays');
    return p === undefined ? [0, 0, 0, 0, 0, 0] : [0, 0, 0, p[0]!, p[1]!, p[2]!];
  });
  requireParam(config.scatterPays.length === 3 && config.scatterPays.every(isPay), 'scatter pays');
  const bestPay = [0, 0, 0, 0, 0, 0];
  const bestSymbol = [-1, -1, -1, -1, -1, -1];
  for (let run = 0; run <= SLOT_REELS; run++) {
    pays.forEach((p, symbol) => {
      if (symbol !== wild && p[run]! > bestPay[run]!) {
        bestPay[run] = p[run]!;
        bestSymbol[run] = symbol;
      }
    });
  }
  const result: Compiled = {
    wild,
    scatter,
    strips,
    wrappedStrips: strips.map((strip) => {
      const wrapped = new Uint8Array(strip.length + SLOT_ROWS - 1);
      wrapped.set(strip);
      wrapped.set(strip.subarray(0, SLOT_ROWS - 1), strip.length);
      return wrapped;
    }),
    lines: config.lines,
    lineCells: Int32Array.from(
      config.lines.flatMap((rows) => rows.map((row, r) => r * SLOT_ROWS + row)),
    ),
    pays,
    bestPay,
    bestSymbol,
    scatterPays: [0, 0, 0, ...config.scatterPays],
    lineBetScaled: SCALE / config.lines.length,
  };
  compiled.set(config, result);
  return result;
}

/**
 * Scratch space of `spinAt`: the visible symbol ids, reel-major (cell = reel · 3 + row).
 * Module-level because allocating a typed array per spin would be a large share of the
 * simulation's cost; safe because nothing re-enters `spinAt` while it runs.
 */
const GRID = new Int32Array(SLOT_REELS * SLOT_ROWS);
/** Cells 0…4 in order: evaluates a bare five-symbol line. */
const IDENTITY_CELLS = Int32Array.from([0, 1, 2, 3, 4]);

/**
 * The win of one line, whose five symbols are grid[cells[at]], …, grid[cells[at + 4]], packed into
 * one number so the hot path allocates nothing: pay (line bets) · 4096 + (symbol + 1) · 8 + run.
 * 0 means no win.
 */
function evaluateLine(c: Compiled, grid: Int32Array, cells: Int32Array, at: number): number {
  // The first non-WILD symbol, the run of it and WILDs from reel 1, and the WILDs before it.
  let target = -1;
  let run = 0;
  let leadingWilds = 0;
  for (let i = 0; i < SLOT_REELS; i++) {
    const s = grid[cells[at + i]!]!;
    if (s === c.wild) {
      run++;
      if (target === -1) leadingWilds++;
    } else if (s === c.scatter) break;
    else if (target === -1 || s === target) {
      target = s;
      run++;
    } else break;
  }
  // Candidates: the target's run, any other symbol over the leading WILDs only, WILD itself.
  let pay = target === -1 ? 0 : c.pays[target]![run]!;
  let symbol = target;
  let count = run;
  if (c.bestPay[leadingWilds]! > pay) {
    pay = c.bestPay[leadingWilds]!;
    symbol = c.bestSymbol[leadingWilds]!;
    count = leadingWilds;
  }
  if (c.pays[c.wild]![leadingWilds]! > pay) {
    pay = c.pays[c.wild]![leadingWilds]!;
    symbol = c.wild;
    count = leadingWilds;
  }
  return pay === 0 ? 0 : pay * 4096 + (symbol + 1) * 8 + count;
}

/** Unpacks {@link evaluateLine}. */
function unpackWin(packed: number): { pay: number; symbol: number; count: number } {
  return { pay: Math.floor(packed / 4096), symbol: ((packed % 4096) >> 3) - 1, count: packed & 7 };
}

/** Validates a slot config (throws `FAIR_PARAM_INVALID` on the first problem). */
export function checkSlotConfig(config: SlotConfig): void {
  compile(config);
}

/** Line win (in line bets) of five symbols, as the paylines see them. */
export function slotLinePay(config: SlotConfig, symbols: readonly string[]): SlotLineWin | null {
  const c = compile(config);
  requireParam(symbols.length === SLOT_REELS, 'slot: five symbols');
  const ids = symbols.map((s) => {
    const i = config.symbols.indexOf(s);
    requireParam(i >= 0, `slot: unknown symbol ${s}`);
    return i;
  });
  const win = unpackWin(evaluateLine(c, Int32Array.from(ids), IDENTITY_CELLS, 0));
  return win.pay === 0
    ? null
    : { line: -1, symbol: config.symbols[win.symbol]!, count: win.count, lineBets: win.pay };
}

/** The outcome of a spin at the given stops (no randomness; used by `slotSpin` and tests). */
export function slotSpinAt(config: SlotConfig, stops: readonly number[]): SlotResult {
  const c = compile(config);
  requireParam(stops.length === SLOT_REELS, 'slot: five stops');
  return spinAt(c, config.symbols, stops.slice());
}

/** Spins: five floats, one stop per reel. */
export function slotSpin(next: FloatSource, config: SlotConfig): SlotResult {
  const c = compile(config);
  const stops = new Array<number>(SLOT_REELS);
  for (let r = 0; r < SLOT_REELS; r++) stops[r] = Math.floor(next() * c.strips[r]!.length);
  return spinAt(c, config.symbols, stops);
}

/** The outcome at five `stops` (validated here); the result keeps the `stops` array itself. */
function spinAt(c: Compiled, symbols: readonly string[], stops: number[]): SlotResult {
  // Arrays are made at their final length: growing them with push() cost about a quarter of a spin.
  const window = new Array<readonly string[]>(SLOT_REELS);
  let scatterCount = 0;
  for (let r = 0; r < SLOT_REELS; r++) {
    const stop = stops[r]!;
    requireParam(
      Number.isSafeInteger(stop) && stop >= 0 && stop < c.strips[r]!.length,
      'slot: stop',
    );
    const strip = c.wrappedStrips[r]!;
    const column = new Array<string>(SLOT_ROWS);
    for (let row = 0; row < SLOT_ROWS; row++) {
      const s = strip[stop + row]!;
      if (s === c.scatter) scatterCount++;
      GRID[r * SLOT_ROWS + row] = s;
      column[row] = symbols[s]!;
    }
    window[r] = column;
  }
  const lineWins: SlotLineWin[] = [];
  let lineBets = 0;
  for (let l = 0; l < c.lines.length; l++) {
    const packed = evaluateLine(c, GRID, c.lineCells, l * SLOT_REELS);
    if (packed !== 0) {
      const win = unpackWin(packed);
      lineBets += win.pay;
      lineWins.push({
        line: l,
        symbol: symbols[win.symbol]!,
        count: win.count,
        lineBets: win.pay,
      });
    }
  }
  const scatterWin = c.scatterPays[Math.min(scatterCount, 5)]!;
  const multiplierScaled = lineBets * c.lineBetScaled + scatterWin * SCALE;
  return {
    stops,
    window,
    lineWins,
    scatterCount,
    scatterWin,
    multiplierScaled,
    payoutMultiplierScaled: multiplierScaled,
  };
}

/** Exact RTP split into line and scatter parts (see the module comment). */
export function slotRtpParts(config: SlotConfig): { lines: Rational; scatter: Rational } {
  const c = compile(config);
  const counts = c.strips.map((strip) => {
    const perSymbol = new Map<number, number>();
    for (const s of strip) perSymbol.set(s, (perSymbol.get(s) ?? 0) + 1);
    return [...perSymbol.entries()];
  });
  const total = c.strips.reduce((w, strip) => w * BigInt(strip.length), 1n);

  // Line part: Σ over symbol tuples of weight · pay. Weights ≤ Π length ≤ 2³⁰ and pays are small
  // integers, so the running sum stays an exact safe integer; checked before converting.
  let linePart = 0;
  const [r0, r1, r2, r3, r4] = counts as [
    [number, number][],
    [number, number][],
    [number, number][],
    [number, number][],
    [number, number][],
  ];
  const line = new Int32Array(SLOT_REELS);
  for (const [a, wa] of r0) {
    line[0] = a;
    for (const [b, wb] of r1) {
      line[1] = b;
      for (const [d, wd] of r2) {
        line[2] = d;
        for (const [e, we] of r3) {
          line[3] = e;
          for (const [g, wg] of r4) {
            line[4] = g;
            const pay = Math.floor(evaluateLine(c, line, IDENTITY_CELLS, 0) / 4096);
            if (pay !== 0) linePart += wa * wb * wd * we * wg * pay;
          }
        }
      }
    }
  }
  if (!Number.isSafeInteger(linePart)) throw new RangeError('slot RTP: line sum overflow');

  // Scatter part: per-reel distribution of visible scatters (0–3) over all stops, convolved.
  let distribution = [1n];
  for (const strip of c.strips) {
    const perCount = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < SLOT_ROWS; row++) {
        if (strip[(stop + row) % strip.length] === c.scatter) n++;
      }
      perCount[n]! += 1n;
    }
    const next = new Array<bigint>(distribution.length + 3).fill(0n);
    distribution.forEach((w, i) => perCount.forEach((v, j) => (next[i + j]! += w * v)));
    distribution = next;
  }
  let scatterPart = 0n;
  distribution.forEach((w, n) => (scatterPart += w * BigInt(c.scatterPays[Math.min(n, 5)]!)));

  return { lines: rational(BigInt(linePart), total), scatter: rational(scatterPart, total) };
}

/** Exact RTP of a config (lines + scatters). */
export function slotRtp(config: SlotConfig): Rational {
  const parts = slotRtpParts(config);
  return add(parts.lines, parts.scatter);
}

/** The slot has no params: accepts `{}` only. */
export function parseSlotParams(input: unknown): SlotParams {
  requireShape(input, [], 'slot');
  return {};
}
