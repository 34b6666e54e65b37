/*
 * How the portal names its members to game vendors. Other modules (launch, transfers) use these
 * ids; only this module reads them back.
 */

/** A white label as the vendor calls see it: its id and currency. */
export interface Merchant {
  id: number;
  currency: string;
  currencySymbol: string;
}

export interface Player {
  merchantId: number;
  memberId: number;
}

/** The vendor-facing id of a member: white label and member id, nothing personal. */
export const playerIdOf = (player: Player) => `${player.merchantId}-${player.memberId}`;

/** Ids are PostgreSQL `integer`s: anything past 2^31 - 1 names nobody. */
const MAX_ID = 2_147_483_647;

/** The member a vendor-facing player id names; undefined when it names nobody. */
export function parsePlayerId(playerId: string): Player | undefined {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(playerId);
  if (!match) return undefined;
  const merchantId = Number(match[1]);
  const memberId = Number(match[2]);
  if (merchantId < 1 || memberId < 1 || merchantId > MAX_ID || memberId > MAX_ID) return undefined;
  return { merchantId, memberId };
}
