import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTreeMember, AgentType } from '@portal/contracts/agents';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { AgentTypeChoice } from '../../../components/ui/agent-type-choice.tsx';

interface MakeAgentDialogProps {
  member: AdminTreeMember;
  busy: boolean;
  /** The failed call, shown in the dialog; null: none. */
  error: unknown;
  onSubmit: (type: AgentType) => void;
  onClose: () => void;
}

/** Makes a member an agent: one of the spec's agent types, 1 unless the operator picks another. */
export function MakeAgentDialog({ member, busy, error, onSubmit, onClose }: MakeAgentDialogProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<AgentType>(1);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(type);
  }

  return (
    <Dialog title={t('agents.makeAgentTitle', { name: member.username })} onClose={onClose}>
      <form className="stack" onSubmit={handleSubmit} noValidate data-testid="make-agent-form">
        <AgentTypeChoice value={type} onChange={setType} />
        <p className="muted" style={{ margin: 0 }}>
          {t('agents.makeAgentHint')}
        </p>
        {error !== null && <QueryError error={error} />}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('agents.makeAgent')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
