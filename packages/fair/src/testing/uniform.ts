/**
 * A fast uniform float source for bulk RTP simulation (test-only; uses node:crypto).
 *
 * It yields the same kind of values as the HMAC stream (k / 2³² with k a uniform 32-bit integer)
 * from the OS CSPRNG, filled 64 Ki words at a time: ~100× faster than one HMAC per bet, so tens of
 * millions of rounds run in seconds through the very same outcome functions as production.
 */
import { randomFillSync } from 'node:crypto';
import { TWO_POW_32, type FloatSource } from '../floats.ts';

export function createUniformSource(words = 1 << 16): FloatSource {
  const buffer = new Uint32Array(words);
  let index = words;
  return () => {
    if (index === words) {
      randomFillSync(buffer);
      index = 0;
    }
    return buffer[index++]! / TWO_POW_32;
  };
}
