import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TransactionType } from '@portal/contracts/wallet';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useUrlPage } from '../../../lib/use-url-page.ts';
import { useMemberLedger } from '../api/get-member-ledger.ts';
import { useMemberWallet } from '../api/get-member-wallet.ts';

const PAGE_SIZE = 20;

// contracts/wallet.ts TRANSACTION_TYPES as a Record (no zod in the console bundle); a new type
// there fails to compile here.
const TYPES: Record<TransactionType, true> = {
  DEPOSIT: true,
  WITHDRAWAL: true,
  WITHDRAWAL_RELEASE: true,
  TRANSFER_IN: true,
  TRANSFER_OUT: true,
  GAME_TRANSFER: true,
  BET: true,
  WIN: true,
  BONUS: true,
  ADJUSTMENT: true,
  COMMISSION: true,
};
const TRANSACTION_TYPES = Object.keys(TYPES) as TransactionType[];

/** Main and locked balance, turnover still needed, and a shortcut to adjust this member. */
export function MemberWalletPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const canAdjust = useCan('adjustments.create');
  const wallet = useMemberWallet(id);
  return (
    <section aria-labelledby="member-wallet">
      <h2 id="member-wallet">{t('member.wallet.title')}</h2>
      {wallet.isError && <QueryError error={wallet.error} onRetry={() => void wallet.refetch()} />}
      {wallet.isPending && <Loading />}
      {wallet.data && (
        <dl className="card stat-list">
          <div>
            <dt>{t('member.wallet.main')}</dt>
            <dd>
              {wallet.data.currencySymbol} {formatMoney(wallet.data.main)}
            </dd>
          </div>
          <div>
            <dt>{t('member.wallet.locked')}</dt>
            <dd>
              {wallet.data.currencySymbol} {formatMoney(wallet.data.locked)}
            </dd>
          </div>
          <div>
            <dt>{t('member.wallet.turnover')}</dt>
            <dd>
              {wallet.data.currencySymbol} {formatMoney(wallet.data.turnoverRemaining)}
            </dd>
          </div>
        </dl>
      )}
      {canAdjust && (
        <p>
          <Link className="btn" to={paths.adjustmentFor(id)}>
            {t('member.wallet.adjust')}
          </Link>
        </p>
      )}
      <h3>{t('member.wallet.ledger')}</h3>
      <MemberLedger id={id} />
    </section>
  );
}

/** Every ledger entry of the member's accounts, newest first, filtered by type, paged in the URL. */
function MemberLedger({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const raw = params.get('type');
  const type = TRANSACTION_TYPES.find((x) => x === raw);
  const ledger = useMemberLedger(id, { type, pageNo, pageSize: PAGE_SIZE });
  return (
    <>
      <div className="filters">
        <label>
          {t('member.wallet.type')}
          <select
            value={type ?? ''}
            onChange={(e) => setParams(e.target.value ? { type: e.target.value } : {})}
          >
            <option value="">{t('member.wallet.allTypes')}</option>
            {TRANSACTION_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`member.wallet.types.${x}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {ledger.isError && <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {ledger.isPending && <Loading />}
      {ledger.data && (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('member.wallet.columns.time')}</th>
                  <th scope="col">{t('member.wallet.columns.type')}</th>
                  <th scope="col">{t('member.wallet.columns.account')}</th>
                  <th scope="col" className="amount">
                    {t('member.wallet.columns.amount')}
                  </th>
                  <th scope="col" className="amount">
                    {t('member.wallet.columns.balanceAfter')}
                  </th>
                  <th scope="col">{t('member.wallet.columns.reference')}</th>
                  <th scope="col">{t('member.wallet.columns.transaction')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.list.map((row) => (
                  <tr key={row.id}>
                    <td className="nowrap">{formatDateTime(row.createdAt, language)}</td>
                    <td>{t(`member.wallet.types.${row.type}`)}</td>
                    <td className="mono">{row.account}</td>
                    <td className="amount">{formatMoney(row.amount)}</td>
                    <td className="amount">{formatMoney(row.balanceAfter)}</td>
                    <td className="mono">{row.reference || '—'}</td>
                    <td className="mono">{row.transactionId}</td>
                  </tr>
                ))}
                {ledger.data.list.length === 0 && <EmptyRow columns={7} />}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={ledger.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
