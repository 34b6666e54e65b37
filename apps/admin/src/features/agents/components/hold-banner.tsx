import { useTranslation } from 'react-i18next';
import type { AdminTreeNode } from '@portal/contracts/agents';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { PromptAction } from '../../../components/ui/prompt-action.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useHoldChange } from '../api/hold.ts';

/** The longest hold reason the server keeps (AgentHoldSchema). */
const REASON_MAX = 200;

/**
 * Whether the agent's payouts are held, since when and why. agents.manage holds them (a reason is
 * required) or releases them, which pays every held line at once (asked first).
 */
export function HoldBanner({
  node,
  canManage,
  onDone,
}: {
  node: AdminTreeNode;
  canManage: boolean;
  /** What just happened, for the panel's note; null clears it. */
  onDone: (notice: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const change = useHoldChange();
  const { id: agentId, username: name } = node.member;
  // An older server does not say: shown as not held, and a hold it refuses says so.
  const hold = node.hold ?? null;

  function holdWith(reason: string) {
    onDone(null);
    change.mutate(
      { agentId, hold: true, reason },
      { onSuccess: () => onDone(t('agents.pay.didHold', { name })) },
    );
  }

  function release() {
    onDone(null);
    change.mutate(
      { agentId, hold: false },
      {
        onSuccess: (result) =>
          onDone(
            t('agents.pay.didRelease', {
              name,
              n: formatCount(result.released),
              amount: formatMoney(result.amount),
            }),
          ),
      },
    );
  }

  return (
    <div className={hold ? 'notice stack' : 'stack'} data-testid="hold-banner">
      <p className={hold ? undefined : 'muted'} style={{ margin: 0 }}>
        {hold
          ? t('agents.pay.held', {
              time: formatDateTime(hold.heldAt, language),
              reason: hold.reason,
            })
          : t('agents.pay.notHeld')}
      </p>
      {canManage && (
        <div className="row">
          {hold ? (
            <ConfirmAction
              label={t('agents.pay.release')}
              question={t('agents.pay.releaseQuestion', { name })}
              busy={change.isPending}
              onConfirm={release}
            />
          ) : (
            <PromptAction
              danger
              label={t('agents.pay.hold')}
              fieldLabel={t('agents.pay.holdReason')}
              hint={t('agents.pay.holdHint')}
              minLength={1}
              maxLength={REASON_MAX}
              busy={change.isPending}
              onSubmit={holdWith}
            />
          )}
        </div>
      )}
      {change.isError && <QueryError error={change.error} />}
    </div>
  );
}
