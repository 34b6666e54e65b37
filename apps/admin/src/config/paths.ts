/** Console page paths (under the /admin basename) and API paths, in one place. */
export const paths = {
  signIn: '/sign-in',
  home: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  outbox: '/outbox',
  modules: '/settings/modules',
  fields: '/settings/fields',
  audit: '/audit',
} as const;

export const api = {
  login: '/wps/admin/session/login',
  totp: '/wps/admin/session/totp',
  session: '/wps/admin/session',
  members: '/wps/admin/members',
  member: (id: number) => `/wps/admin/members/${id}`,
  outbox: '/wps/admin/outbox',
  modules: '/wps/admin/settings/modules',
  module: (modId: string) => `/wps/admin/settings/modules/${encodeURIComponent(modId)}`,
  fields: '/wps/admin/settings/register-fields',
  audit: '/wps/admin/audit',
} as const;

export const BASENAME = '/admin';
