import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@portal/contracts/admin-wallet';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useWalletSettings } from './api/get-wallet-settings.ts';
import { usePaymentMethods } from './api/list-payment-methods.ts';
import { useSavePaymentMethod } from './api/save-payment-method.ts';
import { useSaveWalletSettings } from './api/save-wallet-settings.ts';
import { PaymentMethodForm } from './components/payment-method-form.tsx';
import { PaymentMethodTable } from './components/payment-method-table.tsx';
import { WalletSettingsForm } from './components/wallet-settings-form.tsx';

/** What `editing` holds: nothing open, a new method, or the method being edited. */
type Editing = null | 'new' | PaymentMethod;

/** Deposit methods members can pay with, and the wallet's limits. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('payments.configure');
  const methods = usePaymentMethods();
  const settings = useWalletSettings();
  const saveMethod = useSavePaymentMethod();
  const saveSettings = useSaveWalletSettings();
  const [editing, setEditing] = useState<Editing>(null);
  const [savedMethod, setSavedMethod] = useState<string | null>(null);

  function openForm(next: Editing) {
    saveMethod.reset();
    setSavedMethod(null);
    setEditing(next);
  }

  return (
    <>
      <h1>{t('wallet.methods.title')}</h1>
      {!canEdit && <p className="notice">{t('wallet.methods.readOnly')}</p>}

      <h2>{t('wallet.methods.listTitle')}</h2>
      <div aria-live="polite">{savedMethod && <p className="success">{savedMethod}</p>}</div>
      {methods.isError && (
        <QueryError error={methods.error} onRetry={() => void methods.refetch()} />
      )}
      {methods.isPending && <Loading />}
      {methods.data && (
        <PaymentMethodTable rows={methods.data} onEdit={canEdit ? (m) => openForm(m) : null} />
      )}
      {canEdit && editing === null && (
        <div className="row" style={{ marginBlockStart: 'var(--space-3)' }}>
          <button type="button" className="btn btn-primary" onClick={() => openForm('new')}>
            {t('wallet.methods.add')}
          </button>
        </div>
      )}
      {canEdit && editing !== null && (
        <div style={{ marginBlockStart: 'var(--space-3)' }} className="stack">
          <PaymentMethodForm
            key={editing === 'new' ? 'new' : editing.id}
            method={editing === 'new' ? null : editing}
            saving={saveMethod.isPending}
            onCancel={() => openForm(null)}
            onSave={(input) =>
              saveMethod.mutate(
                { id: editing === 'new' ? null : editing.id, input },
                {
                  onSuccess: (saved) => {
                    setEditing(null);
                    setSavedMethod(t('wallet.methods.saved', { code: saved.code }));
                  },
                },
              )
            }
          />
          {saveMethod.isError && <QueryError error={saveMethod.error} />}
        </div>
      )}

      <h2>{t('wallet.settings.title')}</h2>
      <p className="muted">{t('wallet.settings.intro')}</p>
      <div aria-live="polite">
        {saveSettings.isSuccess && <p className="success">{t('common.saved')}</p>}
      </div>
      {saveSettings.isError && <QueryError error={saveSettings.error} />}
      {settings.isError && (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.isPending && <Loading />}
      {settings.data && (
        <WalletSettingsForm
          // A saved answer resets the draft to what the server now holds.
          key={settings.dataUpdatedAt}
          settings={settings.data}
          canEdit={canEdit}
          saving={saveSettings.isPending}
          onSave={(input) => saveSettings.mutate(input)}
        />
      )}
    </>
  );
}
