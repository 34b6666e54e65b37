import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AdminMemberProfile } from '@portal/contracts/admin';
import type { AdminGrant, ForfeitResult } from '@portal/contracts/promotions';
import { ConfirmAction } from '../../../components/ui/confirm-action.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PromptAction } from '../../../components/ui/prompt-action.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useForfeitGrant } from '../api/forfeit-grant.ts';
import { useMemberGrants } from '../api/get-member-grants.ts';

const PAGE_SIZE = 20;
/** AdminForfeitSchema's reason: 1–200 characters once trimmed. */
const REASON_MAX = 200;

/** What pays a grant; a reward without a promotion title is named by it. */
const SOURCES = [
  'FIRST_DEPOSIT',
  'RELOAD',
  'FIXED',
  'REGISTRATION',
  'REBATE',
  'CASHBACK',
  'VIP_LEVEL_UP',
  'VIP_MONTHLY',
  'MALL',
  'POINTS_CONVERT',
] as const;
type Source = (typeof SOURCES)[number];
const isSource = (source: string): source is Source =>
  (SOURCES as readonly string[]).includes(source);

/** GRANT_STATES of the contracts; EXPIRED: its deadline passed with wagering open (taken back). */
const STATES = ['ISSUED', 'CLAIMED', 'FORFEITED', 'EXPIRED'] as const;
type State = (typeof STATES)[number];
const isState = (state: string): state is State => (STATES as readonly string[]).includes(state);
const BADGE: Record<State, string> = {
  ISSUED: 'badge badge-ok',
  CLAIMED: 'badge badge-ok',
  FORFEITED: 'badge badge-bad',
  EXPIRED: 'badge badge-warn',
};
/** Taken back, its wagering closed: forfeited or expired. */
const isClosed = (state: string) => state === 'FORFEITED' || state === 'EXPIRED';

/** The promotion's title, else the translated name of what paid it (else its code). */
function rewardName(t: TFunction, grant: AdminGrant): string {
  if (grant.title.trim()) return grant.title;
  return isSource(grant.source) ? t(`member.rewards.sources.${grant.source}`) : grant.source;
}

/** An amount from the wire ("0.00", "125.50") above zero. */
const isPositive = (amount: string) => !amount.trim().startsWith('-') && /[1-9]/.test(amount);

/** Whether an operator may still forfeit it: not taken back, and some wagering still open. */
const isForfeitable = (grant: AdminGrant) =>
  !isClosed(grant.state) && isPositive(grant.wageringRemaining);

interface ForfeitActionProps {
  grant: AdminGrant;
  memberName: string;
  /** The reason typed for this grant, waiting for the confirmation; null: none yet. */
  reason: string | null;
  busy: boolean;
  error: unknown;
  onReason: (reason: string) => void;
  onConfirm: (reason: string) => void;
  onKeep: () => void;
}

/** Asks for the reason, then confirms with what is taken back; shows the refusal in place. */
function ForfeitAction({
  grant,
  memberName,
  reason,
  busy,
  error,
  onReason,
  onConfirm,
  onKeep,
}: ForfeitActionProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      {reason === null ? (
        <PromptAction
          danger
          label={t('member.rewards.forfeit')}
          fieldLabel={t('member.rewards.reason')}
          hint={t('member.rewards.reasonHint')}
          minLength={1}
          maxLength={REASON_MAX}
          busy={busy}
          onSubmit={onReason}
        />
      ) : (
        <>
          <p className="muted text-cell" style={{ margin: 0 }}>
            {t('member.rewards.reasonGiven', { reason })}
          </p>
          <div className="row">
            <ConfirmAction
              danger
              label={t('member.rewards.forfeitNow')}
              question={t('member.rewards.question', {
                reward: rewardName(t, grant),
                grantId: grant.id,
                amount: formatMoney(grant.amount),
                name: memberName,
              })}
              busy={busy}
              onConfirm={() => onConfirm(reason)}
            />
            <button type="button" className="btn" disabled={busy} onClick={onKeep}>
              {t('member.rewards.keep')}
            </button>
          </div>
        </>
      )}
      {error !== null && <QueryError error={error} />}
    </div>
  );
}

/**
 * The member's rewards (loyalty.read), newest first and paged: when, what, how much, the wagering
 * asked and still open, its deadline, and the state. With loyalty.configure, a reward whose wagering is still
 * open can be forfeited with a reason for the audit log, after a confirmation; the section then
 * says what was taken back and the wallet and this list are read again.
 */
export function MemberRewards({ member }: { member: AdminMemberProfile }) {
  const canRead = useCan('loyalty.read');
  return canRead ? <RewardsSection member={member} /> : null;
}

function RewardsSection({ member }: { member: AdminMemberProfile }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const canForfeit = useCan('loyalty.configure');
  // The page stays here, not in the address: the ledger above pages with `?page=`.
  const [pageNo, setPageNo] = useState(1);
  const grants = useMemberGrants(member.id, { pageNo, pageSize: PAGE_SIZE });
  const forfeit = useForfeitGrant();
  const [staged, setStaged] = useState<{ grantId: number; reason: string } | null>(null);
  const [done, setDone] = useState<ForfeitResult | null>(null);

  function stage(grantId: number, reason: string) {
    forfeit.reset();
    setDone(null);
    setStaged({ grantId, reason });
  }

  function send(grantId: number, reason: string) {
    forfeit.mutate(
      { grantId, memberId: member.id, reason },
      { onSuccess: (result) => setDone(result), onSettled: () => setStaged(null) },
    );
  }

  const failedId = forfeit.isError ? forfeit.variables.grantId : null;
  // A refusal shows at its row's action; once the row offers none (or is on another page), above.
  const rowGone =
    failedId !== null && !grants.data?.list.some((g) => g.id === failedId && isForfeitable(g));
  const columns = canForfeit ? 8 : 7;

  return (
    <section aria-labelledby="member-rewards">
      <h2 id="member-rewards">{t('member.rewards.title')}</h2>
      <p className="muted">{t('member.rewards.intro')}</p>
      {canForfeit && <p className="muted">{t('member.rewards.forfeitIntro')}</p>}
      <div aria-live="polite">
        {done && (
          <p className="success" data-testid="forfeit-done">
            {t('member.rewards.done', { grantId: done.grantId, amount: formatMoney(done.taken) })}
          </p>
        )}
      </div>
      {rowGone && <QueryError error={forfeit.error} />}
      {grants.isError && <QueryError error={grants.error} onRetry={() => void grants.refetch()} />}
      {grants.isPending && <Loading />}
      {grants.data && (
        <>
          <div className="table-wrap">
            <table data-testid="member-rewards">
              <thead>
                <tr>
                  <th scope="col">{t('member.rewards.columns.date')}</th>
                  <th scope="col">{t('member.rewards.columns.name')}</th>
                  <th scope="col" className="amount">
                    {t('member.rewards.columns.amount')}
                  </th>
                  <th scope="col" className="amount">
                    {t('member.rewards.columns.wageringRequired')}
                  </th>
                  <th scope="col" className="amount">
                    {t('member.rewards.columns.wageringRemaining')}
                  </th>
                  <th scope="col">{t('member.rewards.columns.expiresAt')}</th>
                  <th scope="col">{t('member.rewards.columns.state')}</th>
                  {canForfeit && <th scope="col">{t('member.rewards.columns.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {grants.data.list.map((g) => (
                  <tr key={g.id} data-testid={`grant-${g.id}`}>
                    <td className="nowrap">{formatDateTime(g.createdAt, language)}</td>
                    <td className="text-cell">
                      {rewardName(t, g)}
                      <div className="muted mono">
                        #{g.id}
                        {g.reference ? ` · ${g.reference}` : ''}
                      </div>
                    </td>
                    <td className="amount">{formatMoney(g.amount)}</td>
                    <td className="amount">{formatMoney(g.wageringRequired)}</td>
                    <td className="amount">{formatMoney(g.wageringRemaining)}</td>
                    <td className="nowrap" data-testid="grant-deadline">
                      {g.expiresAt ? (
                        formatDateTime(g.expiresAt, language)
                      ) : (
                        <span className="muted">{t('member.rewards.noDeadline')}</span>
                      )}
                    </td>
                    <td>
                      {isState(g.state) ? (
                        <span className={BADGE[g.state]}>
                          {t(`member.rewards.states.${g.state}`)}
                        </span>
                      ) : (
                        <span className="badge">{g.state}</span>
                      )}
                    </td>
                    {canForfeit && (
                      <td className="actions-cell">
                        {isForfeitable(g) && (
                          <ForfeitAction
                            grant={g}
                            memberName={member.username}
                            reason={staged?.grantId === g.id ? staged.reason : null}
                            busy={forfeit.isPending}
                            error={failedId === g.id && !rowGone ? forfeit.error : null}
                            onReason={(reason) => stage(g.id, reason)}
                            onConfirm={(reason) => send(g.id, reason)}
                            onKeep={() => setStaged(null)}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                ))}
                {grants.data.list.length === 0 && <EmptyRow columns={columns} />}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            total={grants.data.total}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}
