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
} as const;

export const apiPaths = {
  site: '/wps/system/site',
  status: '/wps/system/status',
} as const;
