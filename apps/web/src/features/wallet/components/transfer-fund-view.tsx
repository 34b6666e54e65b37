import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ConsolidatedFunds } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useGameTransfer } from '../api/game-transfer.ts';
import { useConsolidatedFunds } from '../api/get-consolidated-funds.ts';
import { useRecallFunds } from '../api/recall-funds.ts';
import { isPositiveAmount, toWireAmount, validateAmount } from '../money.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import styles from './wallet.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

/** Main wallet → one game vendor (POST /wps/wallet/game-transfer, direction IN). */
function GameTransferForm({ funds }: { funds: ConsolidatedFunds }) {
  const { t, i18n } = useTranslation();
  const transfer = useGameTransfer();
  const keys = useSubmissionKeys();
  const amountText = useAmountProblemText();
  const [vendor, setVendor] = useState(funds.vendors[0]?.vendor ?? '');
  const [amount, setAmount] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const symbol = funds.currencySymbol;
  const amountProblem = validateAmount(amount, { balance: funds.main });
  const vendorProblem = vendor ? null : t('wallet.funds.vendorRequired');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setDone(null);
    if (amountProblem || vendorProblem || transfer.isPending) return;
    const data = { vendor, direction: 'IN' as const, amount: toWireAmount(amount) };
    transfer.mutate(
      { ...data, requestId: keys.idFor(data) },
      {
        onSuccess: (result) => {
          keys.settle();
          setAmount('');
          setSubmitted(false);
          setDone(
            t('wallet.funds.movedIn', {
              amount: `${symbol} ${formatMoney(result.recalled, i18n.language)}`,
              vendor,
            }),
          );
        },
        onError: (error) => {
          keys.settle(error);
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="game-transfer-title">
      <h2 id="game-transfer-title" className={styles.sectionTitle}>
        <Icon name="transfer" />
        {t('wallet.funds.moveTitle')}
      </h2>
      <p className={styles.hint}>{t('wallet.funds.moveLead')}</p>
      {funds.vendors.length === 0 ? (
        <p className={styles.hint}>{t('wallet.funds.noVendors')}</p>
      ) : (
        <form
          className={styles.form}
          onSubmit={handleSubmit}
          noValidate
          data-testid="game-transfer-form"
        >
          <div className={styles.grid}>
            <SelectField
              label={t('wallet.funds.vendor')}
              value={vendor}
              onValueChange={setVendor}
              error={isSubmitted ? vendorProblem : null}
              isRequired
              testId="game-transfer-vendor"
            >
              {funds.vendors.map((v) => (
                <option key={v.vendor} value={v.vendor}>
                  {v.vendor}
                </option>
              ))}
            </SelectField>
            <AmountField
              value={amount}
              onValueChange={setAmount}
              symbol={symbol}
              error={isSubmitted ? amountText(amountProblem, symbol) : null}
              disabled={transfer.isPending}
              testId="game-transfer-amount"
            />
          </div>
          {formError && <Notice tone="danger">{formError}</Notice>}
          {done && <Notice tone="success">{done}</Notice>}
          <Button
            type="submit"
            size="lg"
            className={styles.submit}
            disabled={transfer.isPending}
            data-testid="game-transfer-submit"
          >
            {transfer.isPending ? t('form.submitting') : t('wallet.funds.moveSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** /transferFund: main, locked and game-vendor money; recall all or one vendor. */
export function TransferFundView() {
  const { t, i18n } = useTranslation();
  const funds = useConsolidatedFunds();
  const recall = useRecallFunds();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (funds.isPending) return <Loading />;
  if (funds.isError) {
    return <LoadError message={errorText(funds.error, t)} onRetry={() => void funds.refetch()} />;
  }
  const data = funds.data;
  const money = (value: string) => `${data.currencySymbol} ${formatMoney(value, i18n.language)}`;
  const hasVendorMoney = data.vendors.some((v) => isPositiveAmount(v.balance));
  const pendingVendor = recall.isPending ? (recall.variables ?? 'ALL') : null;

  function runRecall(vendor?: string) {
    setMessage(null);
    recall.mutate(vendor, {
      onSuccess: (result) =>
        setMessage({
          tone: 'success',
          text: t('wallet.funds.recalled', {
            amount: money(result.recalled),
            balance: money(result.balance),
          }),
        }),
      onError: (error) => setMessage({ tone: 'danger', text: errorText(error, t) }),
    });
  }

  return (
    <div className={styles.stack}>
      <div className={styles.stats} data-testid="funds-summary">
        <div className={cx(styles.stat, styles.statAccent)}>
          <span className={styles.statLabel}>{t('wallet.funds.main')}</span>
          <span className={styles.statValue} data-testid="funds-main">
            {money(data.main)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.funds.locked')}</span>
          <span className={styles.statValue}>{money(data.locked)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.funds.total')}</span>
          <span className={styles.statValue} data-testid="funds-total">
            {money(data.total)}
          </span>
        </div>
      </div>
      <p className={styles.hint}>{t('wallet.funds.lockedHint')}</p>
      <section className={styles.section} aria-labelledby="vendor-wallets-title">
        <div className={styles.sectionHead}>
          <h2 id="vendor-wallets-title" className={styles.sectionTitle}>
            <Icon name="wallet" />
            {t('wallet.funds.vendorsTitle')}
          </h2>
          <Button
            onClick={() => runRecall()}
            disabled={recall.isPending || !hasVendorMoney}
            data-testid="funds-recall-all"
          >
            <Icon name="refresh" size={18} />
            {pendingVendor === 'ALL' ? t('form.submitting') : t('wallet.funds.recallAll')}
          </Button>
        </div>
        {message && (
          <Notice tone={message.tone} testId="funds-message">
            {message.text}
          </Notice>
        )}
        {data.vendors.length === 0 ? (
          <p className={styles.hint} data-testid="funds-no-vendors">
            {t('wallet.funds.noVendors')}
          </p>
        ) : (
          <ul className={styles.list} data-testid="funds-vendors">
            {data.vendors.map((v) => (
              <li key={v.vendor} className={styles.item}>
                <div className={styles.itemHead}>
                  <span className={styles.itemTitle}>{v.vendor}</span>
                  <span className={styles.actions}>
                    <span className={styles.money}>{money(v.balance)}</span>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => runRecall(v.vendor)}
                      disabled={recall.isPending || !isPositiveAmount(v.balance)}
                      aria-label={t('wallet.funds.recallOne', { vendor: v.vendor })}
                      data-testid={`funds-recall-${v.vendor}`}
                    >
                      {pendingVendor === v.vendor ? t('form.submitting') : t('wallet.funds.recall')}
                    </Button>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <GameTransferForm funds={data} />
    </div>
  );
}
