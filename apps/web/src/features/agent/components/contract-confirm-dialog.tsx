import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { errorText } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { useContractAction } from '../api/contracts.ts';
import type { ContractRequest } from './contract-card.tsx';
import view from './agent-view.module.css';

/**
 * The confirmation of a contract card's button, then the call (its toast on success); the
 * server's refusal stays in the dialog. The contracts view and the contract popup after login.
 */
export function ContractConfirmDialog({
  request,
  onClose,
}: {
  request: ContractRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useContractAction();
  const [error, setError] = useState<string | null>(null);
  const { contract, action, confirmsTermination } = request;
  const words = action === 'terminate' && confirmsTermination ? 'confirmTermination' : action;
  const kind = t(`agentCentre.kinds.${contract.kind}`);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (act.isPending) return;
    setError(null);
    act.mutate(
      { id: contract.id, action },
      {
        onSuccess: (result) => {
          const done =
            action !== 'terminate' ? action : result.status === 'ENDED' ? 'ended' : 'terminate';
          showToast(`agentCentre.contracts.done.${done}`, 'success');
          onClose();
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    );
  }

  return (
    <FormDialog
      title={t(`agentCentre.contracts.confirm.${words}.title`)}
      testId="contract-confirm"
      isPending={act.isPending}
      onClose={onClose}
    >
      <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
        <dl className={dialogStyles.facts}>
          <div>
            <dt>{t('agentCentre.offerForm.kind')}</dt>
            <dd>{kind}</dd>
          </div>
          <div>
            <dt>
              {request.side === 'mine'
                ? t('agentCentre.contracts.upline')
                : t('agentCentre.contracts.agent')}
            </dt>
            <dd className={view.username} translate="no">
              {request.side === 'mine'
                ? (contract.upline ?? t('agentCentre.contracts.operator'))
                : contract.agent}
            </dd>
          </div>
        </dl>
        <p>{t(`agentCentre.contracts.confirm.${words}.text`, { kind, agent: contract.agent })}</p>
        <DialogFormFooter
          error={error}
          errorTestId="contract-confirm-error"
          submitLabel={
            action === 'terminate' && confirmsTermination
              ? t('agentCentre.contracts.actions.confirmTermination')
              : t(`agentCentre.contracts.actions.${action}`)
          }
          submitTestId="contract-confirm-submit"
          isPending={act.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
