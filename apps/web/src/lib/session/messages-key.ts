/**
 * The member's inbox queries: under 'member' (dropped at logout) and keyed by token, like every
 * member query. The inbox and the balance socket (a new message arrived) both use it.
 */
export const messagesKey = (token: string | null, query?: object) =>
  query
    ? (['member', 'messages', token, query] as const)
    : (['member', 'messages', token] as const);
