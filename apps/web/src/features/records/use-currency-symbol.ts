import { useMemberInfo } from '../../lib/session/member-info.ts';

/** The member's currency symbol for amounts in records ('' until member info has loaded). */
export function useCurrencySymbol(): string {
  return useMemberInfo().data?.currencySymbol ?? '';
}
