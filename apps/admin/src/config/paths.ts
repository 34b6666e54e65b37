/** Console page paths (under the /admin basename) and API paths, in one place. */
export const paths = {
  signIn: '/sign-in',
  home: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  deposits: '/wallet/deposits',
  withdrawals: '/wallet/withdrawals',
  adjustments: '/wallet/adjustments',
  /** The adjustment form with this member already picked (the member page's shortcut). */
  adjustmentFor: (memberId: number) => `/wallet/adjustments?memberId=${memberId}`,
  paymentMethods: '/wallet/payment-methods',
  reconciliation: '/wallet/reconciliation',
  outbox: '/outbox',
  modules: '/settings/modules',
  fields: '/settings/fields',
  audit: '/audit',
  games: '/games',
  gameVendors: '/games/vendors',
  betExceptions: '/bets/exceptions',
  messages: '/messages',
  banners: '/content/banners',
  helpCentre: '/content/help',
} as const;

const WALLET = '/wps/admin/wallet';
const GAMES = '/wps/admin/games';

export const api = {
  login: '/wps/admin/session/login',
  /** Captcha image for a client-chosen key (asked for after failures on an operator name). */
  captcha: '/wps/captcha',
  botcheck: '/wps/botcheck/challenge',
  totp: '/wps/admin/session/totp',
  session: '/wps/admin/session',
  members: '/wps/admin/members',
  member: (id: number) => `/wps/admin/members/${id}`,
  outbox: '/wps/admin/outbox',
  modules: '/wps/admin/settings/modules',
  module: (modId: string) => `/wps/admin/settings/modules/${encodeURIComponent(modId)}`,
  fields: '/wps/admin/settings/register-fields',
  audit: '/wps/admin/audit',
  deposits: `${WALLET}/deposits`,
  deposit: (id: number) => `${WALLET}/deposits/${id}`,
  depositProof: (id: number) => `${WALLET}/deposits/${id}/proof`,
  withdrawals: `${WALLET}/withdrawals`,
  withdrawal: (id: number) => `${WALLET}/withdrawals/${id}`,
  withdrawalProof: (proofId: number) => `${WALLET}/withdrawals/proofs/${proofId}`,
  adjustments: `${WALLET}/adjustments`,
  adjustment: (id: number) => `${WALLET}/adjustments/${id}`,
  paymentMethods: `${WALLET}/payment-methods`,
  paymentMethod: (id: number) => `${WALLET}/payment-methods/${id}`,
  paymentGateways: `${WALLET}/payment-gateways`,
  walletSettings: `${WALLET}/settings`,
  reconciliation: `${WALLET}/reconciliation`,
  memberWallet: (id: number) => `${WALLET}/members/${id}`,
  memberLedger: (id: number) => `${WALLET}/members/${id}/ledger`,
  games: GAMES,
  game: (id: number) => `${GAMES}/${id}`,
  gameVendors: `${GAMES}/vendors`,
  gameVendor: (code: string) => `${GAMES}/vendors/${encodeURIComponent(code)}`,
  betExceptions: '/wps/admin/bets/exceptions',
  resolveBetException: (id: number) => `/wps/admin/bets/exceptions/${id}/resolve`,
  messages: '/wps/admin/messages',
} as const;

export const BASENAME = '/admin';
