import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PayeeAccount } from '@portal/contracts/wallet';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { useAddPayeeAccount } from '../api/add-payee-account.ts';
import { useDeletePayeeAccount } from '../api/delete-payee-account.ts';
import { normalizeDigits } from '../../../lib/digits.ts';
import styles from './wallet.module.css';

/** Names people type most; free text is still accepted. */
const COMMON_PAYEES = [
  'bKash',
  'Nagad',
  'Rocket',
  'Upay',
  'Dutch-Bangla Bank',
  'BRAC Bank',
  'Islami Bank Bangladesh',
  'Sonali Bank',
  'City Bank',
  'Eastern Bank',
];

/** The contracts' PayeeAccountRequest rules, checked before sending. */
export function payeeProblems(input: {
  bankName: string;
  accountName: string;
  accountNumber: string;
}) {
  const bankName = input.bankName.trim();
  const accountName = input.accountName.trim();
  const accountNumber = normalizeDigits(input.accountNumber).trim();
  return {
    bankName: bankName.length >= 2 && bankName.length <= 64 ? null : ('bankName' as const),
    accountName:
      accountName.length >= 2 && accountName.length <= 64 ? null : ('accountName' as const),
    accountNumber: /^[0-9A-Za-z-]{6,32}$/.test(accountNumber) ? null : ('accountNumber' as const),
  };
}

function AddPayeeForm({ onDone }: { onDone: (account: PayeeAccount) => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const add = useAddPayeeAccount();
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const problems = payeeProblems({ bankName, accountName, accountNumber });
  const show = (problem: keyof typeof problems) =>
    isSubmitted && problems[problem] ? t(`wallet.payee.invalid.${problem}`) : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (problems.bankName || problems.accountName || problems.accountNumber) return;
    add.mutate(
      {
        bankName: bankName.trim(),
        accountName: accountName.trim(),
        accountNumber: normalizeDigits(accountNumber).trim(),
      },
      { onSuccess: onDone, onError: (error) => setFormError(errorText(error, t)) },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="payee-form">
      <div className={styles.grid}>
        <TextField
          label={t('wallet.payee.bankName')}
          value={bankName}
          onValueChange={setBankName}
          list={listId}
          maxLength={64}
          autoComplete="off"
          icon="bank"
          error={show('bankName')}
          isRequired
          testId="payee-bank"
        />
        <TextField
          label={t('wallet.payee.accountName')}
          value={accountName}
          onValueChange={setAccountName}
          maxLength={64}
          autoComplete="name"
          hint={t('wallet.payee.accountNameHint')}
          error={show('accountName')}
          isRequired
          testId="payee-name"
        />
        <TextField
          label={t('wallet.payee.accountNumber')}
          value={accountNumber}
          onValueChange={setAccountNumber}
          maxLength={32}
          inputMode="text"
          autoComplete="off"
          error={show('accountNumber')}
          isRequired
          testId="payee-number"
        />
      </div>
      <datalist id={listId}>
        {COMMON_PAYEES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {formError && <Notice tone="danger">{formError}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending} data-testid="payee-save">
          {add.isPending ? t('form.submitting') : t('wallet.payee.save')}
        </Button>
      </div>
    </form>
  );
}

interface PayeeAccountsProps {
  accounts: PayeeAccount[];
  max: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The member's withdrawal accounts: pick one, add (up to the limit) or delete. */
export function PayeeAccounts({ accounts, max, selectedId, onSelect }: PayeeAccountsProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeletePayeeAccount();
  const [isAdding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<PayeeAccount | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const canAdd = accounts.length < max;

  return (
    <section className={styles.section} aria-labelledby="payee-title" data-testid="payee-accounts">
      <div className={styles.sectionHead}>
        <h2 id="payee-title" className={styles.sectionTitle}>
          <Icon name="bank" />
          {t('wallet.payee.title')}
        </h2>
        <span className={styles.hint}>
          {t('wallet.payee.count', {
            count: formatCount(accounts.length, i18n.language),
            max: formatCount(max, i18n.language),
          })}
        </span>
      </div>
      {accounts.length === 0 && !isAdding && (
        <p className={styles.hint} data-testid="payee-empty">
          {t('wallet.payee.empty')}
        </p>
      )}
      {accounts.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('wallet.payee.choose')}</legend>
          {accounts.map((account) => (
            <div key={account.id} className={styles.payeeRow}>
              <label className={styles.choice} data-testid={`payee-${account.id}`}>
                <input
                  type="radio"
                  name="payee-account"
                  value={account.id}
                  checked={account.id === selectedId}
                  onChange={() => onSelect(account.id)}
                />
                <span className={styles.choiceIcon}>
                  <Icon name="bank" />
                </span>
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{account.bankName}</span>
                  <span className={styles.choiceMeta}>
                    {account.accountName} ·{' '}
                    <span className={styles.mono}>{account.accountNumberMasked}</span>
                  </span>
                </span>
                <Icon name="check" className={styles.choiceCheck} />
              </label>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => {
                  setDeleteError(null);
                  setToDelete(account);
                }}
                aria-label={t('wallet.payee.delete', {
                  account: `${account.bankName} ${account.accountNumberMasked}`,
                })}
                data-testid={`payee-delete-${account.id}`}
              >
                <Icon name="trash" size={18} />
              </button>
            </div>
          ))}
        </fieldset>
      )}
      {deleteError && <Notice tone="danger">{deleteError}</Notice>}
      {isAdding ? (
        <AddPayeeForm
          onDone={(account) => {
            setAdding(false);
            onSelect(account.id);
          }}
        />
      ) : canAdd ? (
        <Button
          variant="outline"
          className={styles.submit}
          onClick={() => setAdding(true)}
          data-testid="payee-add"
        >
          <Icon name="plus" size={18} />
          {t('wallet.payee.add')}
        </Button>
      ) : (
        <p className={styles.hint}>{t('wallet.payee.full')}</p>
      )}
      {toDelete && (
        <AlertDialog
          title={t('wallet.payee.deleteTitle')}
          message={t('wallet.payee.deleteText', {
            account: `${toDelete.bankName} · ${toDelete.accountName} · ${toDelete.accountNumberMasked}`,
          })}
          confirmLabel={t('wallet.payee.deleteConfirm')}
          isBusy={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() =>
            remove.mutate(toDelete.id, {
              onSettled: () => setToDelete(null),
              onError: (error) => setDeleteError(errorText(error, t)),
            })
          }
          testId="payee-delete-dialog"
        />
      )}
    </section>
  );
}
