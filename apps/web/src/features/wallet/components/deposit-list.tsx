import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Deposit } from '@portal/contracts/wallet';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatMoney, formatShortDateTime } from '../../../lib/format.ts';
import { useCurrencySymbol } from '../api/get-balance.ts';
import { useDeposits } from '../api/get-deposits.ts';
import { useUploadDepositProof } from '../api/upload-deposit-proof.ts';
import { PROOF_ACCEPT, validateProofFiles } from '../../../lib/proof-files.ts';
import { safeHttpUrl } from '../safe-url.ts';
import { DEPOSIT_TONE } from '../statuses.ts';
import { useProofProblemText } from '../../../components/ui/proof-picker.tsx';
import styles from './wallet.module.css';

const PAGE_SIZE = 10;

/** A receipt upload for a pending deposit that has none yet. */
function UploadProof({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const upload = useUploadDepositProof();
  const proofText = useProofProblemText();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={PROOF_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = proofText(validateProofFiles([file], { max: 1 }));
          setError(problem);
          if (problem) return;
          upload.mutate(
            { id: deposit.id, file },
            { onError: (failure) => setError(errorText(failure, t)) },
          );
        }}
        data-testid={`deposit-upload-input-${deposit.id}`}
      />
      <Button
        size="sm"
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
      >
        <Icon name="upload" size={16} />
        {upload.isPending ? t('security.uploading') : t('wallet.deposit.uploadProof')}
      </Button>
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function DepositItem({ deposit, symbol }: { deposit: Deposit; symbol: string }) {
  const { t, i18n } = useTranslation();
  const payUrl =
    deposit.status === 'PENDING' && deposit.methodType === 'GATEWAY'
      ? safeHttpUrl(deposit.payUrl, window.location.href)
      : null;
  const canUpload =
    deposit.status === 'PENDING' && deposit.methodType !== 'GATEWAY' && !deposit.hasProof;
  return (
    <li className={styles.item} data-testid="deposit-item" data-status={deposit.status}>
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>{deposit.methodName}</span>
        <Badge tone={DEPOSIT_TONE[deposit.status]} testId="deposit-status">
          {t(`wallet.depositStatus.${deposit.status}`)}
        </Badge>
      </div>
      <div className={styles.itemHead}>
        <span className={styles.itemMeta}>
          <span>{t('wallet.orderNo', { orderNo: deposit.orderNo })}</span>
          <time dateTime={deposit.createdAt}>
            {formatShortDateTime(deposit.createdAt, i18n.language)}
          </time>
          {deposit.reference && (
            <span>{t('wallet.deposit.referenceShown', { reference: deposit.reference })}</span>
          )}
          {deposit.hasProof && <span>{t('wallet.deposit.hasProof')}</span>}
        </span>
        <span className={`${styles.money} ${styles.itemAmount}`}>
          {symbol} {formatMoney(deposit.amount, i18n.language)}
        </span>
      </div>
      <p className={styles.itemText}>{t(`wallet.depositStatusText.${deposit.status}`)}</p>
      {deposit.status === 'REJECTED' && deposit.reason && (
        <p className={`${styles.itemText} ${styles.negative}`} data-testid="deposit-reason">
          {t('wallet.reason', { reason: deposit.reason })}
        </p>
      )}
      {(payUrl || canUpload) && (
        <div className={styles.actions}>
          {payUrl && (
            <a href={payUrl} className={buttonClassName('primary', 'sm')}>
              {t('wallet.deposit.payNow')}
            </a>
          )}
          {canUpload && <UploadProof deposit={deposit} />}
        </div>
      )}
    </li>
  );
}

/** The member's recent deposits with their status. */
export function DepositList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useDeposits({ pageNo, pageSize: PAGE_SIZE });
  const symbol = useCurrencySymbol();
  const page = deposits.data;

  return (
    <section className={styles.section} aria-labelledby="deposit-list-title">
      <div className={styles.sectionHead}>
        <h2 id="deposit-list-title" className={styles.sectionTitle}>
          <Icon name="receipt" />
          {t('wallet.deposit.recent')}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void deposits.refetch()}
          disabled={deposits.isFetching}
          aria-label={t('wallet.refreshList')}
        >
          <Icon name="refresh" size={16} />
        </Button>
      </div>
      {deposits.isPending ? (
        <Loading />
      ) : deposits.isError ? (
        <LoadError message={errorText(deposits.error, t)} onRetry={() => void deposits.refetch()} />
      ) : !page || page.list.length === 0 ? (
        <p className={styles.hint} data-testid="deposit-list-empty">
          {t('wallet.deposit.recentEmpty')}
        </p>
      ) : (
        <>
          <ul className={styles.list} data-testid="deposit-list">
            {page.list.map((deposit) => (
              <DepositItem key={deposit.id} deposit={deposit} symbol={symbol} />
            ))}
          </ul>
          <Pager
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            onChange={setPageNo}
            label={t('wallet.deposit.pages')}
            isBusy={deposits.isFetching}
          />
        </>
      )}
    </section>
  );
}
