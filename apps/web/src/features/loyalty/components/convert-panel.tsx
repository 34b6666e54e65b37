import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { fillParams } from '@portal/contracts/message-params';
import { formatAmount, parseSignedAmount } from '@portal/contracts/money';
import type { ConvertResult, PointsSummary } from '@portal/contracts/points';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  isPaymentPassword,
  PaymentPasswordField,
} from '../../../components/ui/payment-password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatCount, formatDecimalText } from '../../../lib/format.ts';
import { normalizeDigits } from '../../../lib/digits.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { useConvertPoints } from '../api/points.ts';
import { useMoney, usePointsText } from './points-text.ts';
import styles from './loyalty.module.css';

/** The contract's largest conversion: ten digits at most are kept while typing. */
const MAX_POINTS = 1_000_000_000;

/** What `points` pay at `amountPerPoint`, in minor units (never a float), or null. */
export function convertedMinor(points: number | null, amountPerPoint: string): bigint | null {
  const rate = parseSignedAmount(amountPerPoint);
  if (points === null || points <= 0 || rate === null) return null;
  return BigInt(points) * rate;
}

/**
 * Points to cash (shown only while the site converts): the points, what they pay at the site's
 * rate (worked out here with the same rate the server uses), and the payment password.
 */
export function ConvertPanel({ summary }: { summary: PointsSummary }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const convert = useConvertPoints();
  const keys = useSubmissionKeys();
  const money = useMoney();
  const pointsText = usePointsText();
  const [input, setInput] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<ConvertResult | null>(null);
  const rate = summary.convertAmountPerPoint ?? '0.00';
  const min = summary.convertMinPoints;
  const points = /^\d+$/.test(input) ? Number(input) : null;
  const cash = convertedMinor(points, rate);
  const isBlocked = !summary.hasPaymentPassword || convert.isPending;
  const count = (value: number) => formatCount(value, i18n.language);

  const pointsProblem =
    points === null
      ? t('pointMallPage.convert.required')
      : points < min
        ? fillParams(t('errors.POINTS_CONVERT_MIN'), { min: count(min) })
        : points > summary.balance
          ? t('errors.POINTS_NOT_ENOUGH')
          : null;
  const passwordProblem = isPaymentPassword(password) ? null : t('wallet.paymentPassword.invalid');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (isBlocked || points === null || pointsProblem || passwordProblem) return;
    const data = { points };
    convert.mutate(
      { ...data, requestId: keys.idFor(data), paymentPassword: password },
      {
        onSuccess: (result) => {
          keys.settle();
          setDone(result);
          setInput('');
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

  const wagering =
    summary.convertWageringCenti > 0
      ? t('pointMallPage.convert.wagering', {
          multiple: formatDecimalText(String(summary.convertWageringCenti / 100), i18n.language),
        })
      : t('pointMallPage.convert.noWagering');

  return (
    <section className={styles.pointsPanel} aria-labelledby={`${id}-title`} data-testid="convert">
      <div className={styles.cardText}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          <Icon name="cashIn" />
          {t('pointMallPage.convert.title')}
        </h2>
        <p className={styles.muted} data-testid="convert-rate">
          {t('pointMallPage.convert.rate', { points: pointsText(1), amount: money(rate) })}
          {' · '}
          {t('pointMallPage.convert.min', { points: pointsText(min) })}
        </p>
        <p className={styles.hint}>{wagering}</p>
      </div>
      {!summary.hasPaymentPassword && (
        <Notice tone="info" testId="convert-needs-password">
          {t('pointMallPage.convert.needsPassword')}
        </Notice>
      )}
      {done && (
        <Notice tone="success" title={t('pointMallPage.convert.doneTitle')} testId="convert-done">
          {t('pointMallPage.convert.doneText', {
            points: pointsText(done.points),
            amount: money(done.amount),
            balance: pointsText(done.pointsBalance),
          })}
        </Notice>
      )}
      <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="convert-form">
        <TextField
          label={t('pointMallPage.convert.points')}
          value={input}
          onValueChange={(next) => {
            const digits = normalizeDigits(next)
              .replace(/\D/g, '')
              .replace(/^0+(?=\d)/, '');
            setInput(digits === '' || Number(digits) <= MAX_POINTS ? digits : input);
            setDone(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('pointMallPage.convert.placeholder')}
          icon="trophy"
          hint={t('pointMallPage.convert.have', { points: pointsText(summary.balance) })}
          error={isSubmitted ? pointsProblem : null}
          disabled={isBlocked}
          isRequired
          testId="convert-points"
        />
        <p className={styles.convertResult} aria-live="polite" data-testid="convert-cash">
          <span className={styles.muted}>{t('pointMallPage.convert.receive')}</span>
          <strong>{cash === null ? '—' : money(formatAmount(cash))}</strong>
        </p>
        {summary.balance >= min && (
          <div className={styles.value}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setInput(String(summary.balance));
                setDone(null);
              }}
              disabled={isBlocked}
              data-testid="convert-all"
            >
              {t('pointMallPage.convert.all', { points: pointsText(summary.balance) })}
            </Button>
          </div>
        )}
        <PaymentPasswordField
          value={password}
          onValueChange={setPassword}
          error={isSubmitted ? passwordProblem : null}
          disabled={isBlocked}
          testId="convert-password"
        />
        {formError && (
          <Notice tone="danger" testId="convert-error">
            {formError}
          </Notice>
        )}
        <Button
          type="submit"
          size="lg"
          className={styles.submit}
          disabled={isBlocked}
          data-testid="convert-submit"
        >
          {convert.isPending ? t('form.submitting') : t('pointMallPage.convert.submit')}
        </Button>
      </form>
    </section>
  );
}
