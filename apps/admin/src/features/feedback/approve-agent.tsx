import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentType } from '@portal/contracts/agents';
import type { AdminFeedbackDetail } from '@portal/contracts/feedback';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { paths } from '../../config/paths.ts';
import { AgentTypeChoice } from '../../components/ui/agent-type-choice.tsx';
import { useApproveAgent } from './api/feedback.ts';

/** The type picker; submitting it is the operator's confirmation. */
function ApproveAgentDialog({
  item,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  item: AdminFeedbackDetail;
  busy: boolean;
  error: unknown;
  onSubmit: (type: AgentType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<AgentType>(1);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit(type);
  }

  return (
    <Dialog title={t('feedback.approveTitle', { name: item.sender })} onClose={onClose}>
      <form className="stack" onSubmit={handleSubmit} noValidate data-testid="approve-agent-form">
        <p style={{ margin: 0 }}>
          {t('feedback.approveIntro', { name: item.sender, id: item.memberId })}
        </p>
        <AgentTypeChoice value={type} onChange={setType} />
        {error !== null && <QueryError error={error} />}
        <div className="row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            data-testid="approve-agent-submit"
          >
            {t('feedback.approveAgent')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * An agent application's approval (roles with agents.manage): while the item is not closed, a
 * button opens the type picker; once approved, a notice links to the member in the agent tree.
 */
export function ApproveAgentPanel({ item }: { item: AdminFeedbackDetail }) {
  const { t } = useTranslation();
  const approve = useApproveAgent(item.id);
  const [open, setOpen] = useState(false);
  const [approvedType, setApprovedType] = useState<AgentType | null>(null);

  if (approvedType === null && item.state === 'CLOSED') return null;
  return (
    <div className="card stack" data-testid="approve-agent">
      {approvedType === null && (
        <>
          <p className="muted" style={{ margin: 0 }}>
            {t('feedback.application')}
          </p>
          <div className="row">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                approve.reset();
                setOpen(true);
              }}
              data-testid="approve-agent-open"
            >
              {t('feedback.approveAgent')}
            </button>
          </div>
        </>
      )}
      <div aria-live="polite" data-testid="approve-agent-done">
        {approvedType !== null && (
          <>
            <p className="success" style={{ marginBlockStart: 0 }}>
              {t('feedback.approved', { name: item.sender, type: approvedType })}
            </p>
            <Link to={paths.agentsUnder(item.memberId)} data-testid="approve-agent-tree">
              {t('feedback.openInTree', { name: item.sender })}
            </Link>
          </>
        )}
      </div>
      {open && (
        <ApproveAgentDialog
          item={item}
          busy={approve.isPending}
          error={approve.isError ? approve.error : null}
          onClose={() => setOpen(false)}
          onSubmit={(type) =>
            approve.mutate(type, {
              onSuccess: () => {
                setOpen(false);
                setApprovedType(type);
              },
            })
          }
        />
      )}
    </div>
  );
}
