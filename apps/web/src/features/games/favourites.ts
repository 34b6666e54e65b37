/** Spec section 9: a favourite toggle goes through at most once per second. */
export const FAVOURITE_THROTTLE_MS = 1000;

/** The id list with `nodeId` added (on) or removed (off); the input is never changed. */
export function withFavourite(ids: readonly number[], nodeId: number, on: boolean): number[] {
  const rest = ids.filter((id) => id !== nodeId);
  return on ? [...rest, nodeId] : rest;
}

/** `tryRun()` answers true at most once per `ms`, shared by every caller of one throttle. */
export function createThrottle(ms: number, now: () => number = () => Date.now()): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}
