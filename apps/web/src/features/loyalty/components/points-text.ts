import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatDecimalText, formatMoney } from '../../../lib/format.ts';
import { useMemberInfo } from '../../../lib/session/member-info.ts';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

/** The member's currency symbol ('' for visitors and until member info has loaded). */
function useCurrencySymbol(): string {
  return useMemberInfo().data?.currencySymbol ?? '';
}

/** "1,250 points" in the page's digits (points are whole numbers). */
export function usePointsText() {
  const { t } = useTranslation();
  return (count: number) => t('pointMallPage.points', { count });
}

/** Money with the member's currency symbol, in the page's digits ("৳ 1,250.00"). */
export function useMoney() {
  const { i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return (amount: string) => [symbol, formatMoney(amount, i18n.language)].filter(Boolean).join(' ');
}

/** A rate's amount without empty cents ("৳ 100", "৳ 12.50"): a rule reads better short. */
export function useShortMoney() {
  const { i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return (amount: string) =>
    [symbol, formatDecimalText(amount.replace(/\.00$/, ''), i18n.language)]
      .filter(Boolean)
      .join(' ');
}
