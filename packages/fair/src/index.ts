/**
 * @portal/fair: the provably-fair engine of the portal's in-house games (dice, limbo, mines,
 * plinko, slot, crash). Browser-safe: nothing here imports `node:`; server code adds the faster
 * node:crypto hashes from `@portal/fair/node`. See README.md for the scheme and how to verify a
 * round by hand.
 */
export * from './errors.ts';
export * from './seeds.ts';
export * from './hmac.ts';
export * from './hmac-sha256.ts';
export * from './floats.ts';
export * from './rational.ts';
export * from './money.ts';
export * from './noble.ts';
export * from './games/edge-multiplier.ts';
export * from './games/dice.ts';
export * from './games/limbo.ts';
export * from './games/mines.ts';
export * from './games/plinko.ts';
export * from './games/slot.ts';
export * from './games/slot-config.ts';
export * from './games/slot-game.ts';
export * from './games/crash.ts';
export * from './rounds.ts';
export * from './verify.ts';

export { nobleCrypto as defaultCrypto, nobleHmacSha256 as defaultHmacSha256 } from './noble.ts';
