import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PayeeAccount, Withdrawal, WithdrawInfo } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useWithdrawInfo } from '../api/get-withdraw-info.ts';
import { isPositiveAmount, toWireAmount, validateAmount } from '../money.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import { PayeeAccounts } from './payee-accounts.tsx';
import {
  isPaymentPassword,
  PaymentPasswordField,
} from '../../../components/ui/payment-password-field.tsx';
import { PaymentPasswordSetup } from './payment-password-setup.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import styles from './wallet.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

/** Why a withdrawal cannot be requested right now, first reason first. */
export type WithdrawBlock = 'turnover' | 'paymentPassword' | 'payee' | 'dailyLimit' | 'balance';

export function withdrawBlock(info: WithdrawInfo): WithdrawBlock | null {
  if (isPositiveAmount(info.turnoverRemaining)) return 'turnover';
  if (!info.hasPaymentPassword) return 'paymentPassword';
  if (info.payeeAccounts.length === 0) return 'payee';
  if (info.dailyCountLimit > 0 && info.usedToday >= info.dailyCountLimit) return 'dailyLimit';
  if (!isPositiveAmount(info.balance)) return 'balance';
  return null;
}

interface WithdrawFormProps {
  info: WithdrawInfo;
  payee: PayeeAccount | undefined;
  block: WithdrawBlock | null;
}

function WithdrawForm({ info, payee, block }: WithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateWithdrawal();
  const keys = useSubmissionKeys();
  const amountText = useAmountProblemText();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const symbol = info.currencySymbol;
  const money = (value: string) => `${symbol} ${formatMoney(value, i18n.language)}`;
  const amountProblem = validateAmount(amount, {
    min: info.min,
    max: info.max,
    balance: info.balance,
  });
  const passwordProblem = isPaymentPassword(password) ? null : t('wallet.paymentPassword.invalid');
  const isDisabled = block !== null || create.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (isDisabled || !payee || amountProblem || passwordProblem) return;
    const data = { payeeAccountId: payee.id, amount: toWireAmount(amount) };
    create.mutate(
      { ...data, paymentPassword: password, requestId: keys.idFor(data) },
      {
        onSuccess: (withdrawal) => {
          keys.settle();
          setDone(withdrawal);
          setAmount('');
          setPassword('');
          setSubmitted(false);
        },
        onError: (error) => {
          keys.settle(error);
          setPassword('');
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className={styles.sectionTitle}>
        <Icon name="cashOut" />
        {t('wallet.withdraw.formTitle')}
      </h2>
      {block && block !== 'turnover' && (
        <Notice tone="info" testId="withdraw-blocked">
          {t(`wallet.withdraw.blocked.${block}`, {
            limit: formatCount(info.dailyCountLimit, i18n.language),
          })}
        </Notice>
      )}
      {done && (
        <Notice tone="success" title={t('wallet.withdraw.submittedTitle')} testId="withdraw-done">
          {t('wallet.withdraw.submittedText', {
            orderNo: done.orderNo,
            amount: money(done.amount),
          })}
        </Notice>
      )}
      <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="withdraw-form">
        {payee && (
          <p className={styles.hint} data-testid="withdraw-payee">
            {t('wallet.withdraw.toAccount', {
              account: `${payee.bankName} · ${payee.accountName} · ${payee.accountNumberMasked}`,
            })}
          </p>
        )}
        <div className={styles.grid}>
          <AmountField
            value={amount}
            onValueChange={(value) => {
              setAmount(value);
              setDone(null);
            }}
            symbol={symbol}
            min={info.min}
            max={info.max}
            error={isSubmitted ? amountText(amountProblem, symbol) : null}
            disabled={isDisabled}
            testId="withdraw-amount"
          />
          <PaymentPasswordField
            value={password}
            onValueChange={setPassword}
            error={isSubmitted ? passwordProblem : null}
            disabled={isDisabled}
            testId="withdraw-password"
          />
        </div>
        {!block && (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setAmount(info.balance.replace(/\.00$/, ''))}
              disabled={isDisabled}
              data-testid="withdraw-all"
            >
              {t('wallet.withdraw.all', { amount: money(info.balance) })}
            </Button>
          </div>
        )}
        {formError && (
          <Notice tone="danger" testId="withdraw-error">
            {formError}
          </Notice>
        )}
        <Button
          type="submit"
          size="lg"
          className={styles.submit}
          disabled={isDisabled}
          data-testid="withdraw-submit"
        >
          {create.isPending ? t('form.submitting') : t('wallet.withdraw.submit')}
        </Button>
      </form>
    </section>
  );
}

/** /withdraw: limits, payment password, payee accounts, the request form and the list. */
export function WithdrawView() {
  const { t, i18n } = useTranslation();
  const info = useWithdrawInfo();
  const [payeeId, setPayeeId] = useState<number | null>(null);

  if (info.isPending) return <Loading />;
  if (info.isError) {
    return <LoadError message={errorText(info.error, t)} onRetry={() => void info.refetch()} />;
  }
  const data = info.data;
  const payee = data.payeeAccounts.find((a) => a.id === payeeId) ?? data.payeeAccounts[0];
  const block = withdrawBlock(data);
  const money = (value: string) => `${data.currencySymbol} ${formatMoney(value, i18n.language)}`;
  const count = (value: number) => formatCount(value, i18n.language);

  return (
    <div className={styles.stack}>
      <div className={styles.stats} data-testid="withdraw-summary">
        <div className={cx(styles.stat, styles.statAccent)}>
          <span className={styles.statLabel}>{t('wallet.withdraw.available')}</span>
          <span className={styles.statValue} data-testid="withdraw-balance">
            {money(data.balance)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.withdraw.limits')}</span>
          <span className={styles.statValue}>
            {formatMoney(data.min, i18n.language)} – {formatMoney(data.max, i18n.language)}
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('wallet.withdraw.today')}</span>
          <span className={styles.statValue} data-testid="withdraw-today">
            {t('wallet.withdraw.todayValue', {
              used: count(data.usedToday),
              limit: count(data.dailyCountLimit),
            })}
          </span>
        </div>
      </div>
      {block === 'turnover' && (
        <Notice
          tone="warning"
          title={t('wallet.withdraw.turnoverTitle')}
          testId="withdraw-turnover"
        >
          {t('wallet.withdraw.turnoverText', { amount: money(data.turnoverRemaining) })}
        </Notice>
      )}
      {!data.hasPaymentPassword && <PaymentPasswordSetup context="withdraw" />}
      <PayeeAccounts
        accounts={data.payeeAccounts}
        max={data.maxPayeeAccounts}
        selectedId={payee?.id ?? null}
        onSelect={setPayeeId}
      />
      <WithdrawForm info={data} payee={payee} block={block} />
      <WithdrawalList symbol={data.currencySymbol} confirmMinutes={data.confirmTimeoutMinutes} />
    </div>
  );
}
