import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { MallItem, PointsSummary, Redemption } from '@portal/contracts/points';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { Notice } from '../../../components/ui/notice.tsx';
import {
  isPaymentPassword,
  PaymentPasswordField,
} from '../../../components/ui/payment-password-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useSubmissionKeys } from '../../../lib/request-id.ts';
import { useRedeem } from '../api/points.ts';
import { useMoney, usePointsText } from './points-text.ts';
import { RewardPicture } from './reward-art.tsx';
import styles from './loyalty.module.css';

interface RedeemDialogProps {
  item: MallItem;
  summary: PointsSummary;
  onClose: () => void;
  onHistory: () => void;
}

/** Confirms the reward and its price with the payment password; then says it is in process. */
export function RedeemDialog({ item, summary, onClose, onHistory }: RedeemDialogProps) {
  const { t } = useTranslation();
  const redeem = useRedeem();
  const keys = useSubmissionKeys();
  const money = useMoney();
  const points = usePointsText();
  const [password, setPassword] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<Redemption | null>(null);
  const passwordProblem = isPaymentPassword(password) ? null : t('wallet.paymentPassword.invalid');
  const isBlocked = !summary.hasPaymentPassword || redeem.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (isBlocked || passwordProblem) return;
    const data = { itemId: item.id };
    redeem.mutate(
      { ...data, requestId: keys.idFor(data), paymentPassword: password },
      {
        onSuccess: (redemption) => {
          keys.settle();
          setDone(redemption);
          setPassword('');
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
    <FormDialog
      title={done ? t('pointMallPage.dialog.doneTitle') : t('pointMallPage.dialog.title')}
      testId="redeem-dialog"
      isPending={redeem.isPending}
      onClose={onClose}
    >
      <div className={styles.redeemItem}>
        <RewardPicture item={item} className={styles.redeemArt} />
        <div className={styles.cardText}>
          <span className={styles.kind}>{t(`pointMallPage.kinds.${item.rewardKind}`)}</span>
          <h3 className={styles.rewardTitle}>{item.name}</h3>
        </div>
      </div>
      {done ? (
        <>
          <Notice
            tone="success"
            title={t('pointMallPage.statuses.IN_PROCESS')}
            testId="redeem-done"
          >
            {t('pointMallPage.dialog.doneText', { points: points(done.points) })}
          </Notice>
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onClick={onHistory} data-testid="redeem-to-history">
              {t('pointMallPage.dialog.toHistory')}
            </Button>
            <Button onClick={onClose}>{t('modal.close')}</Button>
          </div>
        </>
      ) : (
        <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
          <dl className={dialogStyles.facts} data-testid="redeem-facts">
            <div>
              <dt>{t('pointMallPage.dialog.price')}</dt>
              <dd>{points(item.pricePoints)}</dd>
            </div>
            <div>
              <dt>{t('pointMallPage.dialog.balanceAfter')}</dt>
              <dd>{points(Math.max(0, summary.balance - item.pricePoints))}</dd>
            </div>
            {item.rewardAmount !== null && item.rewardKind !== 'GOODS' && (
              <div>
                <dt>{t('pointMallPage.dialog.receive')}</dt>
                <dd>
                  {t(`pointMallPage.pays.${item.rewardKind}`, {
                    amount: money(item.rewardAmount),
                  })}
                </dd>
              </div>
            )}
          </dl>
          <p className={styles.hint}>
            {item.rewardKind === 'GOODS'
              ? t('pointMallPage.dialog.approvalGoods')
              : t('pointMallPage.dialog.approval')}
          </p>
          {summary.hasPaymentPassword ? (
            <PaymentPasswordField
              value={password}
              onValueChange={setPassword}
              error={isSubmitted ? passwordProblem : null}
              disabled={redeem.isPending}
              testId="redeem-password"
            />
          ) : (
            <Notice tone="info" testId="redeem-needs-password">
              {t('pointMallPage.dialog.needsPassword')}
            </Notice>
          )}
          <DialogFormFooter
            error={formError}
            errorTestId="redeem-error"
            submitLabel={t('pointMallPage.dialog.submit', { points: points(item.pricePoints) })}
            submitTestId="redeem-submit"
            isPending={redeem.isPending}
            isBlocked={!summary.hasPaymentPassword}
            onCancel={onClose}
          />
        </form>
      )}
    </FormDialog>
  );
}
