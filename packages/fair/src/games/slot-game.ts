/** The slot as a game of the engine: `SLOT_CONFIG` played from a bet's floats. */
import type { FloatSource } from '../floats.ts';
import type { Rational } from '../rational.ts';
import { SLOT_CONFIG } from './slot-config.ts';
import { slotRtp, slotSpin, type SlotParams, type SlotResult } from './slot.ts';

/** Spins the portal slot: five floats. */
export function slotOutcome(next: FloatSource, _params: SlotParams = {}): SlotResult {
  return slotSpin(next, SLOT_CONFIG);
}

let cachedRtp: Rational | undefined;

/** The portal slot's exact RTP (enumerated once, then cached). */
export function slotGameRtp(): Rational {
  cachedRtp ??= slotRtp(SLOT_CONFIG);
  return cachedRtp;
}
