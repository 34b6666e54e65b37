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
