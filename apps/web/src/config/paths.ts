/** Every URL the web app uses: page routes and API paths. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  help: '/help',
  member: '/member',
  agent: '/agent',
  agentHome: '/agentHome',
  favorite: '/favorite',
  recent: '/recent',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  resetPassword: '/resetPassword',
  // Player centre: the spec's entry names are the URL paths.
  deposit: '/depositv2',
  withdraw: '/withdraw',
  transferFund: '/transferFund',
  transferUpline: '/transferUpline',
  transactionHistory: '/transactionHistory',
  bettingRecord: '/personalHistoryCopy',
  personalProfit: '/personalProfit',
  bonusDetails: '/bonusDetails',
  messages: '/messageV2',
  rewardCenter: '/rewardCenter',
  referral: '/referral',
  vip: '/vip',
  feedback: '/feedback',
  download: '/download',
  liveChat: '/liveChat',
} as const;

/** Live chat with support. */
export const chatPaths = {
  socket: '/wps/chat/ws',
  messages: '/wps/chat/messages',
  images: '/wps/chat/images',
  image: (id: number) => `/wps/chat/images/${id}`,
} as const;

/** Invite friends: the member's code, link and the friends who signed up with it. */
export const referralPaths = { overview: '/wps/member/referral' } as const;

/** Platform messages (the member's inbox). */
export const messagePaths = {
  list: '/wps/member/messages',
  read: '/wps/member/messages/read',
  remove: '/wps/member/messages/delete',
} as const;

export const apiPaths = {
  site: '/wps/system/site',
  status: '/wps/system/status',
} as const;

/** Account, session and verification endpoints (spec section 7). */
export const authPaths = {
  publicKey: '/wps/system/publicKey',
  botcheck: '/wps/botcheck/challenge',
  captcha: '/wps/captcha',
  login: '/wps/session/login',
  loginVerify: '/wps/session/login/verify',
  loginVerifySend: '/wps/session/login/verify/send',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  oauthGoogle: '/wps/session/oauth/google/start',
  oauthFacebook: '/wps/session/oauth/facebook/start',
  memberInfo: '/wps/member/info',
  memberLanguage: '/wps/member/language',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/system/setting/register',
  affiliate: '/wps/agent/affiliate',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  changePassword: '/wps/member/password',
  forgotEmail: '/wps/member/password/email',
  forgotPhone: '/wps/member/password/verification',
  resetPassword: '/wps/member/password/reset',
} as const;

/** Member security centre (/member): profile picture and authenticator. */
export const accountPaths = {
  memberIcon: '/wps/member/info/icon',
  totpSetup: '/wps/member/totp/setup',
  totpConfirm: '/wps/member/totp/confirm',
} as const;

/** Member wallet calls (docs/WALLET.md). */
export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  socket: '/wps/ws',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  recall: '/wps/relay/GCS_walletTransfer',
  gameTransfer: '/wps/wallet/game-transfer',
  depositMethods: '/wps/wallet/deposit/methods',
  depositOffers: '/wps/loyalty/deposit-offers',
  deposits: '/wps/wallet/deposits',
  depositProof: (id: number) => `/wps/wallet/deposits/${id}/proof`,
  withdrawInfo: '/wps/wallet/withdraw/info',
  payeeAccounts: '/wps/wallet/payee-accounts',
  payeeAccount: (id: number) => `/wps/wallet/payee-accounts/${id}`,
  paymentPassword: '/wps/member/payment-password',
  withdrawals: '/wps/wallet/withdrawals',
  withdrawalReceived: (id: number) => `/wps/wallet/withdrawals/${id}/received`,
  withdrawalNotReceived: (id: number) => `/wps/wallet/withdrawals/${id}/not-received`,
  withdrawalsReceivedAll: '/wps/wallet/withdrawals/received-all',
  transferInfo: '/wps/wallet/transfer/info',
  transferUpline: '/wps/wallet/transfers/upline',
  transferDownline: '/wps/wallet/transfers/downline',
} as const;

/** Member records (account, betting, profit, bonuses). */
export const recordPaths = {
  transactions: '/wps/member/records/transactions',
  bets: '/wps/member/records/bets',
  profit: '/wps/member/records/profit',
  bonuses: '/wps/member/records/bonuses',
} as const;

/** Games catalog, favourites, recent games and launch (spec section 7). */
export const gamePaths = {
  menus: '/lgw/games/game_menus',
  list: '/lgw/games/list',
  hot: '/lgw/games/hot',
  vendors: '/lgw/games/vendors',
  vendorType: '/lgw/games/vendor_type',
  winners: '/lgw/games/winners',
  suggestions: '/lgw/games/suggestions',
  pvpRooms: '/lgw/games/pvp/rooms',
  lotteryMenu: '/lgw/vn/games/game_menu',
  favouriteIds: '/wps/member/favorites/ids',
  favourites: '/wps/member/favorites',
  recent: '/wps/member/games/recent',
  launch: '/wps/game/launchGame',
} as const;
