import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Withdrawal, WithdrawalStatus } from '@portal/contracts/wallet';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import {
  formatCount,
  formatDuration,
  formatMoney,
  formatShortDateTime,
} from '../../../lib/format.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { useConfirmAllReceived } from '../api/confirm-all-received.ts';
import { useConfirmReceived } from '../api/confirm-received.ts';
import { useAwaitingConfirmation, useWithdrawals } from '../api/get-withdrawals.ts';
import { WITHDRAWAL_STATUSES, WITHDRAWAL_TONE } from '../statuses.ts';
import { secondsUntil, useNow } from '../time.ts';
import { NotReceivedModal } from './not-received-modal.tsx';
import styles from './wallet.module.css';

const PAGE_SIZE = 10;

interface ItemProps {
  withdrawal: Withdrawal;
  symbol: string;
  now: number;
  onReceived: (w: Withdrawal) => void;
  onNotReceived: (w: Withdrawal) => void;
}

/** One withdrawal with what its state means for the member, and the confirmation buttons. */
function WithdrawalItem({ withdrawal: w, symbol, now, onReceived, onNotReceived }: ItemProps) {
  const { t, i18n } = useTranslation();
  const isIssued = w.status === 'PAYMENT_ISSUED';
  const left = isIssued && w.confirmDeadline ? secondsUntil(w.confirmDeadline, now) : null;
  const statusText =
    w.status === 'RECEIVED' && w.autoConfirmed
      ? t('wallet.withdrawalStatusText.RECEIVED_AUTO')
      : t(`wallet.withdrawalStatusText.${w.status}`);

  return (
    <li
      className={cx(styles.item, isIssued && styles.itemAttention)}
      data-testid="withdrawal-item"
      data-status={w.status}
    >
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>
          <Icon name="bank" size={18} />
          {w.bankName} · <span className={styles.mono}>{w.accountNumberMasked}</span>
        </span>
        <span className={styles.actions}>
          {w.status === 'RECEIVED' && w.autoConfirmed && (
            <Badge tone="info" testId="withdrawal-auto">
              {t('wallet.withdraw.autoConfirmed')}
            </Badge>
          )}
          <Badge tone={WITHDRAWAL_TONE[w.status]} testId="withdrawal-status">
            {t(`wallet.withdrawalStatus.${w.status}`)}
          </Badge>
        </span>
      </div>
      <div className={styles.itemHead}>
        <span className={styles.itemMeta}>
          <span>{t('wallet.orderNo', { orderNo: w.orderNo })}</span>
          <time dateTime={w.createdAt}>{formatShortDateTime(w.createdAt, i18n.language)}</time>
          <span>{w.accountName}</span>
        </span>
        <span className={cx(styles.money, styles.itemAmount)}>
          {symbol} {formatMoney(w.amount, i18n.language)}
        </span>
      </div>
      <p className={styles.itemText} data-testid="withdrawal-status-text">
        {statusText}
      </p>
      {w.payoutReference &&
        (isIssued || w.status === 'NOT_RECEIVED' || w.status === 'RECEIVED') && (
          <p className={styles.itemMeta}>
            {t('wallet.withdraw.payoutReference', { reference: w.payoutReference })}
          </p>
        )}
      {w.status === 'NOT_RECEIVED' && w.proofCount > 0 && (
        <p className={styles.itemMeta}>
          {t('wallet.withdraw.proofsSent', {
            count: w.proofCount,
            formatted: formatCount(w.proofCount, i18n.language),
          })}
        </p>
      )}
      {(w.status === 'REJECTED' || w.status === 'FAILED') && w.reason && (
        <p className={cx(styles.itemText, styles.negative)} data-testid="withdrawal-reason">
          {t('wallet.reason', { reason: w.reason })}
        </p>
      )}
      {isIssued && (
        <>
          {left !== null && (
            <p className={styles.countdown} role="timer" data-testid="withdrawal-countdown">
              <Icon name="clock" size={16} />
              {left > 0
                ? t('wallet.withdraw.countdown', { time: formatDuration(left, i18n.language) })
                : t('wallet.withdraw.countdownOver')}
            </p>
          )}
          <div className={styles.actions}>
            <Button size="sm" onClick={() => onReceived(w)} data-testid="withdrawal-received">
              <Icon name="check" size={16} />
              {t('wallet.withdraw.received')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onNotReceived(w)}
              data-testid="withdrawal-not-received"
            >
              {t('wallet.withdraw.notReceived')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

interface WithdrawalListProps {
  symbol: string;
  /** Minutes after which an unconfirmed payment counts as received. */
  confirmMinutes: number;
}

/** Withdrawals with every state spelled out; confirm received / not received / all received. */
export function WithdrawalList({ symbol, confirmMinutes }: WithdrawalListProps) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const withdrawals = useWithdrawals({ pageNo, pageSize: PAGE_SIZE, status: status || undefined });
  const awaiting = useAwaitingConfirmation();
  const received = useConfirmReceived();
  const receivedAll = useConfirmAllReceived();
  const [toConfirm, setToConfirm] = useState<Withdrawal | null>(null);
  const [isConfirmingAll, setConfirmingAll] = useState(false);
  const [notReceived, setNotReceived] = useState<Withdrawal | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const page = withdrawals.data;
  const issued = page?.list.filter((w) => w.status === 'PAYMENT_ISSUED') ?? [];
  const now = useNow(issued.length > 0);
  const anyExpired = issued.some(
    (w) => w.confirmDeadline !== null && secondsUntil(w.confirmDeadline, now) === 0,
  );
  const { refetch } = withdrawals;

  // Past its deadline a payment counts as received: read the list again to show that.
  useEffect(() => {
    if (anyExpired) void refetch();
  }, [anyExpired, refetch]);

  return (
    <section className={styles.section} aria-labelledby="withdrawal-list-title">
      <div className={styles.sectionHead}>
        <h2 id="withdrawal-list-title" className={styles.sectionTitle}>
          <Icon name="receipt" />
          {t('wallet.withdraw.listTitle')}
        </h2>
        <div className={styles.actions}>
          {awaiting > 0 && (
            <Button
              size="sm"
              onClick={() => {
                setActionError(null);
                setConfirmingAll(true);
              }}
              data-testid="withdrawal-received-all"
            >
              <Icon name="check" size={16} />
              {t('wallet.withdraw.receivedAll', {
                formatted: formatCount(awaiting, i18n.language),
              })}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void withdrawals.refetch()}
            disabled={withdrawals.isFetching}
            aria-label={t('wallet.refreshList')}
          >
            <Icon name="refresh" size={16} />
          </Button>
        </div>
      </div>
      {awaiting > 0 && (
        <Notice tone="warning" testId="withdrawal-awaiting">
          {t('wallet.withdraw.awaitingText', {
            count: awaiting,
            formatted: formatCount(awaiting, i18n.language),
            minutes: formatCount(confirmMinutes, i18n.language),
          })}
        </Notice>
      )}
      <SelectField
        label={t('wallet.withdraw.filter')}
        value={status}
        onValueChange={(value) => {
          setStatus(value as WithdrawalStatus | '');
          setPageNo(1);
        }}
        testId="withdrawal-filter"
      >
        <option value="">{t('wallet.withdraw.filterAll')}</option>
        {WITHDRAWAL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`wallet.withdrawalStatus.${s}`)}
          </option>
        ))}
      </SelectField>
      {actionError && <Notice tone="danger">{actionError}</Notice>}
      {withdrawals.isPending ? (
        <Loading />
      ) : withdrawals.isError ? (
        <LoadError
          message={errorText(withdrawals.error, t)}
          onRetry={() => void withdrawals.refetch()}
        />
      ) : !page || page.list.length === 0 ? (
        <p className={styles.hint} data-testid="withdrawal-list-empty">
          {t('wallet.withdraw.listEmpty')}
        </p>
      ) : (
        <>
          <ul className={styles.list} data-testid="withdrawal-list">
            {page.list.map((w) => (
              <WithdrawalItem
                key={w.id}
                withdrawal={w}
                symbol={symbol}
                now={now}
                onReceived={(item) => {
                  setActionError(null);
                  setToConfirm(item);
                }}
                onNotReceived={(item) => {
                  setActionError(null);
                  setNotReceived(item);
                }}
              />
            ))}
          </ul>
          <Pager
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            onChange={setPageNo}
            label={t('wallet.withdraw.pages')}
            isBusy={withdrawals.isFetching}
          />
        </>
      )}
      {toConfirm && (
        <AlertDialog
          title={t('wallet.withdraw.receivedTitle')}
          message={t('wallet.withdraw.receivedText', {
            amount: `${symbol} ${formatMoney(toConfirm.amount, i18n.language)}`,
            account: `${toConfirm.bankName} ${toConfirm.accountNumberMasked}`,
          })}
          confirmLabel={t('wallet.withdraw.received')}
          isBusy={received.isPending}
          onCancel={() => setToConfirm(null)}
          onConfirm={() =>
            received.mutate(toConfirm.id, {
              onSuccess: () => showToast('wallet.withdraw.receivedDone', 'success'),
              onError: (error) => setActionError(errorText(error, t)),
              onSettled: () => setToConfirm(null),
            })
          }
          testId="received-dialog"
        />
      )}
      {isConfirmingAll && (
        <AlertDialog
          title={t('wallet.withdraw.receivedAllTitle')}
          message={t('wallet.withdraw.receivedAllText', {
            count: awaiting,
            formatted: formatCount(awaiting, i18n.language),
          })}
          confirmLabel={t('wallet.withdraw.receivedAllConfirm')}
          isBusy={receivedAll.isPending}
          onCancel={() => setConfirmingAll(false)}
          onConfirm={() =>
            receivedAll.mutate(undefined, {
              onSuccess: () => showToast('wallet.withdraw.receivedDone', 'success'),
              onError: (error) => setActionError(errorText(error, t)),
              onSettled: () => setConfirmingAll(false),
            })
          }
          testId="received-all-dialog"
        />
      )}
      {notReceived && (
        <NotReceivedModal
          withdrawal={notReceived}
          symbol={symbol}
          onClose={() => setNotReceived(null)}
          onDone={() => {
            setNotReceived(null);
            showToast('wallet.withdraw.notReceivedDone', 'success');
          }}
        />
      )}
    </section>
  );
}
