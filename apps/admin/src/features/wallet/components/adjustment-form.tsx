import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Adjustment, AdjustmentRequest } from '@portal/contracts/admin-wallet';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { isMoneyInput, parseSignedAmount } from '@portal/contracts/money';
import { isMultiplierInput } from '../../../lib/money.ts';
import { useCreateAdjustment } from '../api/create-adjustment.ts';
import { useMemberById } from '../../../lib/member-search.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';

type Direction = AdjustmentRequest['direction'];
type Kind = NonNullable<AdjustmentRequest['kind']>;

interface AdjustmentFormProps {
  /** A member named by the link that opened the page (`?memberId=`), picked already. */
  initialMemberId: number | null;
  /** Adjustments above this amount wait for a second operator; null while it is unknown. */
  threshold: string | null;
}

/**
 * Credit or debit a member's main wallet, with a reason for the audit log. Checked here first,
 * then summarised for a last look before anything is sent.
 */
const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

export function AdjustmentForm({ initialMemberId, threshold }: AdjustmentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateAdjustment();
  const [picked, setPicked] = useState<PickedMember | null>(null);
  const [linkedId, setLinkedId] = useState(initialMemberId);
  const linked = useMemberById(picked ? null : linkedId);
  const member =
    picked ?? (linked.data ? { id: linked.data.id, username: linked.data.username } : null);

  const [direction, setDirection] = useState<Direction>('CREDIT');
  const [kind, setKind] = useState<Kind>('ADJUSTMENT');
  const [amount, setAmount] = useState('');
  const [turnover, setTurnover] = useState('0');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A new key each time the form is confirmed; pressing confirm again after a failure reuses it,
  // so a retry after a lost answer cannot create a second adjustment.
  const [requestId, setRequestId] = useState(newRequestId);
  const [result, setResult] = useState<{ adjustment: Adjustment; name: string } | null>(null);

  const isCredit = direction === 'CREDIT';
  const errors = {
    member: member ? null : t('wallet.adjustments.memberRequired'),
    amount: isMoneyInput(amount.trim()) ? null : t('wallet.amountInvalid'),
    turnover:
      !isCredit || isMultiplierInput(turnover.trim()) ? null : t('wallet.multiplierInvalid'),
    reason: reason.trim().length >= 2 ? null : t('common.minChars', { count: 2 }),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const shown = (error: string | null) => (tried ? error : null);
  const minor = parseSignedAmount(amount.trim());
  const limit = threshold === null ? null : parseSignedAmount(threshold.trim());
  const needsSecond = minor !== null && limit !== null && minor > limit;

  function pick(next: PickedMember | null) {
    setPicked(next);
    if (!next) setLinkedId(null);
    setConfirming(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setResult(null);
    if (valid) {
      setRequestId(newRequestId());
      setConfirming(true);
    }
  }

  function send() {
    if (!member) return;
    setConfirming(false);
    const request: AdjustmentRequest = {
      memberId: member.id,
      direction,
      kind,
      amount: amount.trim(),
      reason: reason.trim(),
      turnoverMultiplier: isCredit ? Number(turnover.trim()) : 0,
      requestId,
    };
    create.mutate(request, {
      onSuccess: (adjustment) => {
        setResult({ adjustment, name: member.username });
        setAmount('');
        setReason('');
        setTurnover('0');
        setTried(false);
      },
    });
  }

  const values = {
    amount: formatMoney(amount.trim()),
    name: member?.username ?? '',
    kind: t(`wallet.kind.${kind}`),
    multiplier: turnover.trim(),
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('wallet.adjustments.formTitle')}
      </h2>
      <p className="notice" style={{ margin: 0 }}>
        {threshold === null
          ? t('wallet.adjustments.twoPersonRuleUnknown')
          : t('wallet.adjustments.twoPersonRule', { threshold: formatMoney(threshold) })}
      </p>
      {linked.isError && <QueryError error={linked.error} />}
      <MemberPicker
        selected={member}
        loading={linked.isLoading}
        error={shown(errors.member)}
        onPick={pick}
      />
      <div className="form-grid">
        <fieldset>
          <legend>{t('wallet.adjustments.direction')}</legend>
          <div className="row">
            {(['CREDIT', 'DEBIT'] as const).map((d) => (
              <label key={d} className="choice">
                <input
                  type="radio"
                  name={`${id}-direction`}
                  value={d}
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                />
                {t(`wallet.direction.${d}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('wallet.adjustments.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="ADJUSTMENT">{t('wallet.kind.ADJUSTMENT')}</option>
            <option value="BONUS">{t('wallet.kind.BONUS')}</option>
          </select>
        </div>
        <TextField
          label={t('wallet.columns.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={setAmount}
          error={shown(errors.amount)}
          hint={needsSecond ? t('wallet.adjustments.needsSecond') : t('wallet.amountHint')}
        />
        {isCredit && (
          <TextField
            label={t('wallet.adjustments.turnover')}
            inputMode="decimal"
            autoComplete="off"
            value={turnover}
            onValue={setTurnover}
            error={shown(errors.turnover)}
            hint={t('wallet.adjustments.turnoverHint')}
          />
        )}
        <div className="wide">
          <TextAreaField
            label={t('wallet.reasonLabel')}
            maxLength={300}
            value={reason}
            onValue={setReason}
            error={shown(errors.reason)}
            hint={t('wallet.adjustments.reasonHint')}
          />
        </div>
      </div>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-question`} className="card">
          <p id={`${id}-question`} style={{ marginBlockStart: 0 }}>
            {t(
              isCredit ? 'wallet.adjustments.confirmCredit' : 'wallet.adjustments.confirmDebit',
              values,
            )}
            {isCredit &&
              Number(turnover) > 0 &&
              ` ${t('wallet.adjustments.confirmTurnover', values)}`}
          </p>
          {needsSecond && <p className="muted">{t('wallet.adjustments.needsSecond')}</p>}
          <div className="row">
            <button type="button" className="btn btn-primary" autoFocus onClick={send}>
              {t('common.confirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? t('common.saving') : t('wallet.adjustments.submit')}
          </button>
        </div>
      )}
      <div aria-live="polite">{result && <AdjustmentResult {...result} />}</div>
      {create.isError && <QueryError error={create.error} />}
    </form>
  );
}

function AdjustmentResult({ adjustment, name }: { adjustment: Adjustment; name: string }) {
  const { t } = useTranslation();
  const values = { amount: formatMoney(adjustment.amount), name };
  if (adjustment.status === 'PENDING') {
    return <p className="notice">{t('wallet.adjustments.donePending', values)}</p>;
  }
  return (
    <p className="success">
      {adjustment.direction === 'CREDIT'
        ? t('wallet.adjustments.doneCredit', values)
        : t('wallet.adjustments.doneDebit', values)}
    </p>
  );
}
