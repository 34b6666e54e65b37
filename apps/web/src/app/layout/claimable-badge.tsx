import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useClaimableCount } from '../../features/loyalty/api/claimables.ts';
import { cx } from '../../lib/cx.ts';
import { formatCount } from '../../lib/format.ts';
import countStyles from '../../components/ui/count-badge.module.css';
import styles from './claimable-badge.module.css';

/**
 * The count of rewards waiting to be claimed, on a menu's reward-centre entry (player centre,
 * side menu); nothing when there are none. One query shared with the reward centre's list.
 */
export function ClaimableBadge({
  placement,
  testId,
}: {
  /** The player centre's menu, the side menu, or the collapsed side menu (over the icon). */
  placement: 'centre' | 'side' | 'rail';
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const count = useClaimableCount();
  if (count === 0) return null;
  return (
    <>
      <span
        className={cx(
          countStyles.count,
          placement !== 'centre' && styles.side,
          placement === 'rail' && styles.rail,
        )}
        aria-hidden="true"
        data-testid={testId}
      >
        {formatCount(count, i18n.language)}
      </span>
      <span className="visually-hidden">{` (${t('sideMenu.toClaim', { count })})`}</span>
    </>
  );
}
