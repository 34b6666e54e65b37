/** Float sources with chosen values, for driving outcome functions to exact edge cases. */
import type { FloatSource } from '../floats.ts';

/** Returns the given floats in order, then throws (a game must not read more than it needs). */
export function fixedSource(floats: readonly number[]): FloatSource {
  let i = 0;
  return () => {
    if (i >= floats.length) throw new Error(`source exhausted after ${floats.length} floats`);
    return floats[i++]!;
  };
}

/** The float k / 2³² (what 4 HMAC bytes with big-endian value k give). */
export function gridFloat(k: number | bigint): number {
  return Number(k) / 2 ** 32;
}

/** The code of the error `fn` throws, or 'none'. */
export function errorCode(fn: () => unknown): string {
  try {
    fn();
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code ?? 'no-code';
  }
}
