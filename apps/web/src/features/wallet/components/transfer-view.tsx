import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TransferInfo, TransferResult } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useTransferInfo } from '../api/get-transfer-info.ts';
import { useTransferDownline } from '../api/transfer-downline.ts';
import { useTransferUpline } from '../api/transfer-upline.ts';
import { toWireAmount, validateAmount } from '../money.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import {
  isPaymentPassword,
  PaymentPasswordField,
} from '../../../components/ui/payment-password-field.tsx';
import { PaymentPasswordSetup } from './payment-password-setup.tsx';
import styles from './wallet.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

interface TransferFormProps {
  info: TransferInfo;
  kind: 'upline' | 'downline';
}

/** Amount + payment password to the upline, or to a chosen direct downline (agents). */
function TransferForm({ info, kind }: TransferFormProps) {
  const { t, i18n } = useTranslation();
  const toUpline = useTransferUpline();
  const toDownline = useTransferDownline();
  const keys = useSubmissionKeys();
  const amountText = useAmountProblemText();
  const [downline, setDownline] = useState(info.downlines[0] ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<TransferResult | null>(null);
  const isPending = toUpline.isPending || toDownline.isPending;
  const isDisabled = isPending || !info.hasPaymentPassword;
  const symbol = info.currencySymbol;
  const money = (value: string) => `${symbol} ${formatMoney(value, i18n.language)}`;
  const amountProblem = validateAmount(amount, {
    min: info.min,
    max: info.max,
    balance: info.balance,
  });
  const passwordProblem = isPaymentPassword(password) ? null : t('wallet.paymentPassword.invalid');
  const downlineProblem =
    kind === 'downline' && !downline ? t('wallet.transfer.chooseDownline') : null;
  const prefix = `transfer-${kind}`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setDone(null);
    if (isDisabled || amountProblem || passwordProblem || downlineProblem) return;
    const data = { amount: toWireAmount(amount), ...(kind === 'downline' ? { downline } : {}) };
    const callbacks = {
      onSuccess: (result: TransferResult) => {
        keys.settle();
        setDone(result);
        setAmount('');
        setPassword('');
        setSubmitted(false);
      },
      onError: (error: unknown) => {
        keys.settle(error);
        setPassword('');
        setFormError(errorText(error, t));
      },
    };
    const request = { ...data, paymentPassword: password, requestId: keys.idFor(data) };
    if (kind === 'downline') toDownline.mutate({ ...request, downline }, callbacks);
    else toUpline.mutate(request, callbacks);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid={`${prefix}-form`}>
      {kind === 'upline' ? (
        <p className={styles.hint} data-testid="transfer-upline-name">
          {t('wallet.transfer.toUpline', { upline: info.upline ?? '' })}
        </p>
      ) : (
        <>
          {/* Anyone in the agent's tree may be paid: a username, with the direct downlines as
              suggestions. */}
          <TextField
            label={t('wallet.transfer.downline')}
            value={downline}
            onValueChange={(value) => setDownline(value.trim())}
            error={isSubmitted ? downlineProblem : null}
            isRequired
            disabled={isDisabled}
            list={`${prefix}-suggestions`}
            autoComplete="off"
            maxLength={64}
            icon="user"
            testId="transfer-downline"
          />
          <datalist id={`${prefix}-suggestions`}>
            {info.downlines.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
      <div className={styles.grid}>
        <AmountField
          value={amount}
          onValueChange={setAmount}
          symbol={symbol}
          min={info.min}
          max={info.max}
          error={isSubmitted ? amountText(amountProblem, symbol) : null}
          disabled={isDisabled}
          testId={`${prefix}-amount`}
        />
        <PaymentPasswordField
          value={password}
          onValueChange={setPassword}
          error={isSubmitted ? passwordProblem : null}
          disabled={isDisabled}
          testId={`${prefix}-password`}
        />
      </div>
      {formError && <Notice tone="danger">{formError}</Notice>}
      {done && (
        <Notice tone="success" testId={`${prefix}-done`}>
          {t('wallet.transfer.done', {
            amount: money(done.amount),
            counterparty: done.counterparty,
            balance: money(done.balance),
          })}
        </Notice>
      )}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={isDisabled}
        data-testid={`${prefix}-submit`}
      >
        {isPending ? t('form.submitting') : t('wallet.transfer.submit')}
      </Button>
    </form>
  );
}

/** /transferUpline: money to the upline; agents may also send to a direct downline. */
export function TransferView() {
  const { t, i18n } = useTranslation();
  const info = useTransferInfo();
  const isAgent = useSessionStore((s) => s.isAgent);

  if (info.isPending) return <Loading />;
  if (info.isError) {
    return <LoadError message={errorText(info.error, t)} onRetry={() => void info.refetch()} />;
  }
  const data = info.data;
  const money = (value: string) => `${data.currencySymbol} ${formatMoney(value, i18n.language)}`;
  const showDownlines = isAgent || data.downlines.length > 0;

  return (
    <div className={styles.stack}>
      <div className={styles.stats}>
        <div className={cx(styles.stat, styles.statAccent)}>
          <span className={styles.statLabel}>{t('wallet.withdraw.available')}</span>
          <span className={styles.statValue}>{money(data.balance)}</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.transfer.limits')}</span>
          <span className={styles.statValue}>
            {formatMoney(data.min, i18n.language)} – {formatMoney(data.max, i18n.language)}
          </span>
        </div>
      </div>
      {!data.hasPaymentPassword && <PaymentPasswordSetup context="transfer" />}
      <section className={styles.section} aria-labelledby="upline-title">
        <h2 id="upline-title" className={styles.sectionTitle}>
          <Icon name="arrowUp" />
          {t('wallet.transfer.uplineTitle')}
        </h2>
        {data.upline === null ? (
          <EmptyState
            illustration="member"
            title={t('wallet.transfer.noUplineTitle')}
            text={t('wallet.transfer.noUplineText')}
            level={3}
            compact
            testId="transfer-no-upline"
          />
        ) : (
          <TransferForm info={data} kind="upline" />
        )}
      </section>
      {showDownlines && (
        <section className={styles.section} aria-labelledby="downline-title">
          <h2 id="downline-title" className={styles.sectionTitle}>
            <Icon name="transfer" />
            {t('wallet.transfer.downlineTitle')}
          </h2>
          {data.downlines.length === 0 ? (
            <p className={styles.hint} data-testid="transfer-no-downlines">
              {t('wallet.transfer.noDownlines')}
            </p>
          ) : (
            <TransferForm info={data} kind="downline" />
          )}
        </section>
      )}
    </div>
  );
}
