import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ClaimResult } from '@portal/contracts/promotions';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useRequireRealAccount } from '../../../lib/use-require-real-account.ts';
import { useClaim } from '../api/claim.ts';
import { useMoney } from './points-text.ts';

/** What one claim came to: what it paid, or the server's (translated) refusal. */
export type ClaimOutcome =
  | { promotionId: number; title: string; paid: ClaimResult }
  | { promotionId: number; title: string; error: string };

/**
 * Claims and remembers the outcomes, for the promotions page's card and the reward centre's list.
 * Lives in the component that shows the outcomes: a paid reward's button goes away with it.
 */
export function useClaimFlow() {
  const { t } = useTranslation();
  const claim = useClaim();
  const requireReal = useRequireRealAccount();
  const [outcomes, setOutcomes] = useState<ClaimOutcome[]>([]);

  function start(promotionId: number, title: string) {
    if (!requireReal() || claim.isPending) return;
    const add = (outcome: ClaimOutcome) =>
      setOutcomes((list) => [...list.filter((o) => o.promotionId !== promotionId), outcome]);
    setOutcomes((list) => list.filter((o) => o.promotionId !== promotionId));
    claim.claim(promotionId, {
      onSuccess: (paid) => add({ promotionId, title, paid }),
      onError: (error) => add({ promotionId, title, error: errorText(error, t) }),
    });
  }

  return { start, outcomes, isPending: claim.isPending, pendingId: claim.pendingId };
}

export type ClaimFlow = ReturnType<typeof useClaimFlow>;

interface ClaimButtonProps {
  flow: ClaimFlow;
  promotionId: number;
  title: string;
  size?: ButtonSize;
  testId?: string;
}

/** The Claim button: paid at once; busy while any claim of its flow is in flight. */
export function ClaimButton({ flow, promotionId, title, size = 'md', testId }: ClaimButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      onClick={() => flow.start(promotionId, title)}
      disabled={flow.isPending}
      data-testid={testId}
    >
      {flow.pendingId === promotionId ? t('rewards.claiming') : t('rewards.claim')}
    </Button>
  );
}

/** What a claim paid (and what it asks before a withdrawal), or why it was refused. */
export function ClaimOutcomeNotice({ outcome }: { outcome: ClaimOutcome }) {
  const { t } = useTranslation();
  const money = useMoney();
  if ('error' in outcome) {
    return (
      <Notice tone="danger" testId="claim-error">
        {outcome.error}
      </Notice>
    );
  }
  const { paid } = outcome;
  return (
    <Notice tone="success" title={t('rewards.claimedTitle')} testId="claim-paid">
      {t('rewards.claimedText', { title: outcome.title, amount: money(paid.amount) })}
      {Number(paid.wageringRequired) > 0 &&
        ` ${t('rewards.claimedWager', { amount: money(paid.wageringRequired) })}`}
    </Notice>
  );
}
