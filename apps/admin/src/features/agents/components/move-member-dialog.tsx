import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMemberSummary } from '@portal/contracts/admin';
import type { AdminTreeMember } from '@portal/contracts/agents';
import { isAgentType } from '@portal/contracts/auth';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useMemberMatches } from '../../../lib/member-search.ts';
import { formatCount } from '../../../lib/format.ts';

interface MoveMemberDialogProps {
  member: AdminTreeMember;
  busy: boolean;
  /** The failed move, shown in the dialog (AGENT_MOVE_LOOP, AGENT_UPLINE_NOT_AGENT…); null: none. */
  error: unknown;
  onSubmit: (upline: AdminMemberSummary) => void;
  /** The operator chose to pick another upline: a refusal of the last one no longer applies. */
  onRepick: () => void;
  onClose: () => void;
}

/** Exact username first (any case), then the others as the search returned them. */
function ranked(list: AdminMemberSummary[], typed: string): AdminMemberSummary[] {
  const exact = typed.toLowerCase();
  return [...list].sort(
    (a, b) =>
      Number(b.username.toLowerCase() === exact) - Number(a.username.toLowerCase() === exact),
  );
}

/**
 * Moves a member with its team: the operator types the new upline's username, finds it with the
 * members search, picks the match and confirms; only the picked member's id is sent.
 */
export function MoveMemberDialog({
  member,
  busy,
  error,
  onSubmit,
  onRepick,
  onClose,
}: MoveMemberDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [picked, setPicked] = useState<AdminMemberSummary | null>(null);
  const matches = useMemberMatches(searched);
  const list = ranked(matches.data?.list ?? [], searched);

  function handleFind(event: FormEvent) {
    event.preventDefault();
    setSearched(text.trim());
  }

  return (
    <Dialog title={t('agents.moveTitle', { name: member.username })} onClose={onClose}>
      <div className="stack" data-testid="move-dialog">
        <p className="muted" style={{ margin: 0 }}>
          {t('agents.moveIntro', { name: member.username, n: formatCount(member.teamCount) })}
        </p>
        {picked ? (
          <div className="stack">
            <div className="row">
              <strong data-testid="picked-upline">
                {t('agents.pickedUpline', { name: picked.username, id: picked.id })}
              </strong>
              <button
                type="button"
                className="btn"
                disabled={busy}
                onClick={() => {
                  setPicked(null);
                  onRepick();
                }}
              >
                {t('agents.changeUpline')}
              </button>
            </div>
            <p id={`${id}-question`} style={{ margin: 0 }}>
              {t('agents.moveQuestion', { name: member.username, upline: picked.username })}
            </p>
            {error !== null && <QueryError error={error} />}
            <div className="row">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                aria-describedby={`${id}-question`}
                onClick={() => onSubmit(picked)}
              >
                {t('agents.confirmMove')}
              </button>
              <button type="button" className="btn" onClick={onClose}>
                {t('common.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <form className="stack" onSubmit={handleFind} noValidate role="search">
            <div className="field">
              <label htmlFor={`${id}-upline`}>{t('agents.uplineUsername')}</label>
              <div className="row" style={{ flexWrap: 'nowrap' }}>
                <input
                  id={`${id}-upline`}
                  type="search"
                  autoComplete="off"
                  maxLength={64}
                  value={text}
                  aria-describedby={`${id}-hint`}
                  aria-controls={`${id}-matches`}
                  onChange={(e) => setText(e.target.value)}
                />
                <button type="submit" className="btn">
                  {t('agents.find')}
                </button>
              </div>
              <span id={`${id}-hint`} className="muted field-hint">
                {t('agents.uplineHint')}
              </span>
            </div>
            {matches.isError && <QueryError error={matches.error} />}
            {matches.isFetching && <p className="muted">{t('common.loading')}</p>}
            <ul id={`${id}-matches`} className="picker-list" aria-live="polite">
              {searched !== '' && matches.data && list.length === 0 && (
                <li className="muted">{t('agents.noMatch')}</li>
              )}
              {list.map((m) => {
                const refusal =
                  m.id === member.id
                    ? t('agents.itself')
                    : isAgentType(m.type)
                      ? null
                      : t('agents.notAgent');
                return (
                  <li key={m.id}>
                    <button
                      type="button"
                      className="btn"
                      disabled={refusal !== null}
                      onClick={() => setPicked(m)}
                    >
                      {t('agents.match', { name: m.username, id: m.id })}
                      {refusal && ` · ${refusal}`}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="row">
              <button type="button" className="btn" onClick={onClose}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
