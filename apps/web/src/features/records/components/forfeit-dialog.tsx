import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { ForfeitResult } from '@portal/contracts/promotions';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  isPaymentPassword,
  PaymentPasswordField,
} from '../../../components/ui/payment-password-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useForfeitBonus } from '../api/forfeit-bonus.ts';
import styles from './forfeit-dialog.module.css';

export interface ForfeitTarget {
  grantId: number;
  /** The bonus's name as bonus details shows it. */
  name: string;
  amount: string;
  turnoverRemaining: string;
}

interface ForfeitDialogProps {
  bonus: ForfeitTarget;
  /** The member's currency symbol ('' while unknown). */
  symbol: string;
  onClose: () => void;
}

/**
 * Giving a bonus up: what is taken back (the bonus amount, at most the balance) and that its
 * wagering closes, confirmed with the payment password; then what was taken. Loaded when first
 * opened (bonus details' lazy import).
 */
export function ForfeitDialog({ bonus, symbol, onClose }: ForfeitDialogProps) {
  const { t, i18n } = useTranslation();
  const forfeit = useForfeitBonus();
  const [password, setPassword] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<ForfeitResult | null>(null);
  const money = (amount: string) =>
    `${symbol ? `${symbol} ` : ''}${formatMoney(amount, i18n.language)}`;
  const passwordProblem = isPaymentPassword(password) ? null : t('wallet.paymentPassword.invalid');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (forfeit.isPending || passwordProblem) return;
    forfeit.mutate(
      { grantId: bonus.grantId, paymentPassword: password },
      {
        onSuccess: (result) => {
          setDone(result);
          setPassword('');
        },
        onError: (error) => {
          setPassword('');
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <FormDialog
      title={done ? t('records.forfeit.doneTitle') : t('records.forfeit.title')}
      testId="forfeit-dialog"
      isPending={forfeit.isPending}
      onClose={onClose}
    >
      <dl className={dialogStyles.facts} data-testid="forfeit-facts">
        <div>
          <dt>{t('records.forfeit.bonus')}</dt>
          <dd>{bonus.name}</dd>
        </div>
        <div>
          <dt>{t('records.forfeit.amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        {!done && (
          <div>
            <dt>{t('records.forfeit.remaining')}</dt>
            <dd>{money(bonus.turnoverRemaining)}</dd>
          </div>
        )}
      </dl>
      {done ? (
        <>
          <Notice tone="success" title={t('records.givenUp')} testId="forfeit-done">
            {t('records.forfeit.doneText', { amount: money(done.taken) })}
          </Notice>
          <div className={dialogStyles.actions}>
            <Button onClick={onClose} data-testid="forfeit-close">
              {t('modal.close')}
            </Button>
          </div>
        </>
      ) : (
        <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
          <p className={styles.explain} data-testid="forfeit-explain">
            {t('records.forfeit.explain', { amount: money(bonus.amount) })}
          </p>
          <PaymentPasswordField
            value={password}
            onValueChange={setPassword}
            error={isSubmitted ? passwordProblem : null}
            disabled={forfeit.isPending}
            testId="forfeit-password"
          />
          <DialogFormFooter
            error={formError}
            errorTestId="forfeit-error"
            submitLabel={t('records.forfeit.submit')}
            submitTestId="forfeit-submit"
            isPending={forfeit.isPending}
            onCancel={onClose}
          />
        </form>
      )}
    </FormDialog>
  );
}
