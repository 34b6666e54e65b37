import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Deposit, DepositMethod, PaymentMethodType } from '@portal/contracts/wallet';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../../components/ui/icons/icon.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { useCurrencySymbol } from '../api/get-balance.ts';
import { useDepositMethods } from '../api/get-deposit-methods.ts';
import { useDepositOffers } from '../api/get-deposit-offers.ts';
import { DepositBonuses, offerBonus, offersFor } from './deposit-bonus.tsx';
import { useUploadDepositProof } from '../api/upload-deposit-proof.ts';
import { quickAmounts, toWireAmount, validateAmount } from '../money.ts';
import { validateProofFiles } from '../../../lib/proof-files.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { redirectTo, safeHttpUrl } from '../safe-url.ts';
import { AmountField, useAmountProblemText } from './amount-field.tsx';
import { DepositList } from './deposit-list.tsx';
import { ProofPicker, useProofProblemText } from '../../../components/ui/proof-picker.tsx';
import styles from './wallet.module.css';
// Strings of the player centre arrive with this chunk.
import '../../../lib/i18n/player-centre.ts';

const METHOD_ICON: Record<PaymentMethodType, IconName> = {
  BANK: 'bank',
  EWALLET: 'wallet',
  GATEWAY: 'globe',
};

/** Pay-to rows with copy buttons (bank and e-wallet methods). */
function PayTo({ method }: { method: DepositMethod }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'bankName', label: t('wallet.deposit.bankName'), value: method.bankName },
    { key: 'accountName', label: t('wallet.deposit.accountName'), value: method.accountName },
    {
      key: 'accountNumber',
      label: t('wallet.deposit.accountNumber'),
      value: method.accountNumber,
    },
  ].filter((row): row is { key: string; label: string; value: string } => Boolean(row.value));
  if (rows.length === 0 && !method.instructions) return null;
  return (
    <div className={`${styles.form} ${styles.narrow}`} data-testid="deposit-pay-to">
      {rows.length > 0 && (
        <>
          <h3 className={styles.label}>{t('wallet.deposit.payTo')}</h3>
          <dl className={styles.details}>
            {rows.map((row) => (
              <div key={row.key} className={styles.detail}>
                <dt>{row.label}</dt>
                <dd>
                  <span
                    className={row.key === 'accountNumber' ? styles.mono : styles.detailValue}
                    data-testid={`deposit-${row.key}`}
                  >
                    {row.value}
                  </span>
                  <CopyButton
                    text={row.value}
                    label={row.label}
                    testId={`deposit-copy-${row.key}`}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {method.instructions && (
        <Notice tone="info" title={t('wallet.deposit.instructions')}>
          <p className={styles.instructions}>{method.instructions}</p>
        </Notice>
      )}
    </div>
  );
}

interface DepositFormProps {
  method: DepositMethod;
  symbol: string;
  onSubmitted: (deposit: Deposit, proofError: string | null) => void;
}

/** Amount, reference and receipt for one method; POST /wps/wallet/deposits. */
function DepositForm({ method, symbol, onSubmitted }: DepositFormProps) {
  const { t } = useTranslation();
  const create = useCreateDeposit();
  const upload = useUploadDepositProof();
  const keys = useSubmissionKeys();
  const amountText = useAmountProblemText();
  const proofText = useProofProblemText();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File[]>([]);
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isRedirecting, setRedirecting] = useState(false);
  const [takenId, setTakenId] = useState<number | null>(null);
  // The offers for this method (the form is keyed by method: a new method starts untaken).
  const offers = offersFor(useDepositOffers().data ?? [], method.code);
  const offer = offers.find((o) => o.promotionId === takenId);
  const isGateway = method.type === 'GATEWAY';

  const amountProblem = validateAmount(amount, { min: method.min, max: method.max });
  const referenceProblem =
    !isGateway && method.needsReference && !reference.trim()
      ? t('wallet.deposit.referenceRequired')
      : null;
  const proofProblem = proof.length > 0 ? validateProofFiles(proof, { max: 1 }) : null;
  const isBusy = create.isPending || upload.isPending || isRedirecting;

  async function finish(deposit: Deposit) {
    const payUrl = isGateway ? safeHttpUrl(deposit.payUrl, window.location.href) : null;
    if (payUrl) {
      setRedirecting(true);
      redirectTo(payUrl);
      return;
    }
    let proofError: string | null = null;
    const [file] = proof;
    if (file && !isGateway) {
      try {
        await upload.mutateAsync({ id: deposit.id, file });
      } catch (error) {
        proofError = errorText(error, t);
      }
    }
    onSubmitted(deposit, proofError);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (amountProblem || referenceProblem || proofProblem || isBusy) return;
    // The bonus goes with the order only where the amount qualifies for it.
    const takesBonus = offer && offerBonus(offer, amount) !== null;
    const body = {
      methodCode: method.code,
      amount: toWireAmount(amount),
      ...(reference.trim() && !isGateway ? { reference: reference.trim() } : {}),
      ...(takesBonus ? { promotionId: offer.promotionId } : {}),
    };
    create.mutate(
      { ...body, requestId: keys.idFor(body) },
      {
        onSuccess: (deposit) => {
          keys.settle();
          void finish(deposit);
        },
        onError: (error) => {
          keys.settle(error);
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <form
      className={`${styles.form} ${styles.narrow}`}
      onSubmit={handleSubmit}
      noValidate
      data-testid="deposit-form"
    >
      <AmountField
        value={amount}
        onValueChange={setAmount}
        symbol={symbol}
        min={method.min}
        max={method.max}
        quick={quickAmounts(method.min, method.max)}
        error={isSubmitted ? amountText(amountProblem, symbol) : null}
        disabled={isBusy}
        testId="deposit-amount"
      />
      {!isGateway && (
        <TextField
          label={t('wallet.deposit.reference')}
          value={reference}
          onValueChange={setReference}
          maxLength={64}
          autoComplete="off"
          hint={
            method.needsReference
              ? t('wallet.deposit.referenceHint')
              : t('wallet.deposit.referenceOptional')
          }
          error={isSubmitted ? referenceProblem : null}
          isRequired={method.needsReference}
          disabled={isBusy}
          testId="deposit-reference"
        />
      )}
      {!isGateway && (
        <ProofPicker
          files={proof}
          onFilesChange={setProof}
          max={1}
          label={t('wallet.deposit.proof')}
          error={proofText(proofProblem)}
          disabled={isBusy}
          testId="deposit-proof"
        />
      )}
      <DepositBonuses
        offers={offers}
        amount={amount}
        symbol={symbol}
        takenId={takenId}
        onTakenChange={setTakenId}
        disabled={isBusy}
      />
      {method.turnoverMultiplier > 0 && (
        <Notice tone="info">
          {t('wallet.deposit.turnover', { multiplier: method.turnoverMultiplier })}
        </Notice>
      )}
      {formError && (
        <Notice tone="danger" testId="deposit-error">
          {formError}
        </Notice>
      )}
      {isRedirecting && <Notice tone="info">{t('wallet.deposit.redirecting')}</Notice>}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={isBusy}
        data-testid="deposit-submit"
      >
        {isBusy
          ? t('form.submitting')
          : isGateway
            ? t('wallet.deposit.submitGateway')
            : t('wallet.deposit.submit')}
      </Button>
    </form>
  );
}

/** /depositv2: choose a method, see where to pay, submit the amount; recent deposits below. */
export function DepositView() {
  const { t, i18n } = useTranslation();
  const methods = useDepositMethods();
  const symbol = useCurrencySymbol();
  const [chosen, setChosen] = useState<string | null>(null);
  const [result, setResult] = useState<{ deposit: Deposit; proofError: string | null } | null>(
    null,
  );
  const list = methods.data ?? [];
  const method = list.find((m) => m.code === chosen) ?? list[0];

  let body;
  if (methods.isPending) {
    body = <Loading />;
  } else if (methods.isError) {
    body = (
      <LoadError message={errorText(methods.error, t)} onRetry={() => void methods.refetch()} />
    );
  } else if (!method) {
    body = (
      <EmptyState
        illustration="maintenance"
        title={t('wallet.deposit.noMethodsTitle')}
        text={t('wallet.deposit.noMethodsText')}
        level={3}
        compact
        testId="deposit-no-methods"
      />
    );
  } else if (result) {
    const { deposit, proofError } = result;
    body = (
      <div className={styles.form} data-testid="deposit-result">
        <Notice tone="success" title={t('wallet.deposit.submittedTitle')}>
          {t('wallet.deposit.submittedText', {
            orderNo: deposit.orderNo,
            amount: `${symbol} ${formatMoney(deposit.amount, i18n.language)}`,
          })}
        </Notice>
        {proofError && (
          <Notice tone="warning">{t('wallet.deposit.proofFailed', { reason: proofError })}</Notice>
        )}
        <Button
          variant="outline"
          className={styles.submit}
          onClick={() => setResult(null)}
          data-testid="deposit-again"
        >
          {t('wallet.deposit.again')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <fieldset className={styles.choices} data-testid="deposit-methods">
          <legend className="visually-hidden">{t('wallet.deposit.methods')}</legend>
          {list.map((m) => (
            <label key={m.code} className={styles.choice} data-testid={`deposit-method-${m.code}`}>
              <input
                type="radio"
                name="deposit-method"
                value={m.code}
                checked={m.code === method.code}
                onChange={() => setChosen(m.code)}
              />
              <span className={styles.choiceIcon}>
                <Icon name={METHOD_ICON[m.type]} />
              </span>
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{m.name}</span>
                <span className={styles.choiceMeta}>
                  {t(`wallet.deposit.types.${m.type}`)} ·{' '}
                  {t('wallet.deposit.methodLimits', {
                    min: formatMoney(m.min, i18n.language),
                    max: formatMoney(m.max, i18n.language),
                  })}
                </span>
              </span>
              <Icon name="check" className={styles.choiceCheck} />
            </label>
          ))}
        </fieldset>
        <PayTo method={method} />
        <DepositForm
          key={method.code}
          method={method}
          symbol={symbol}
          onSubmitted={(deposit, proofError) => setResult({ deposit, proofError })}
        />
      </>
    );
  }

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="deposit-title">
        <h2 id="deposit-title" className={styles.sectionTitle}>
          <Icon name="cashIn" />
          {t('wallet.deposit.methods')}
        </h2>
        {body}
      </section>
      <DepositList />
    </div>
  );
}
