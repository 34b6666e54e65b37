import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useMemberMatches } from '../../../lib/member-search.ts';

export interface PickedMember {
  id: number;
  username: string;
}

/** The text after the operator pauses typing, so the search runs once per word, not per key. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

interface MemberPickerProps {
  selected: PickedMember | null;
  /** Looking up the member a link named (`?memberId=`). */
  loading?: boolean;
  error?: string | null | undefined;
  onPick: (member: PickedMember | null) => void;
}

/** Finds a member by username prefix (the members search) and picks one of the matches. */
export function MemberPicker({ selected, loading, error, onPick }: MemberPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const query = useSettled(text);
  const matches = useMemberMatches(selected ? '' : query);

  if (selected) {
    return (
      <div className="field">
        <span className="muted" id={`${id}-label`}>
          {t('wallet.adjustments.member')}
        </span>
        <div className="row" aria-labelledby={`${id}-label`} role="group">
          <strong data-testid="picked-member">
            {t('wallet.adjustments.pickedMember', { name: selected.username, id: selected.id })}
          </strong>
          <button type="button" className="btn" onClick={() => onPick(null)}>
            {t('wallet.adjustments.changeMember')}
          </button>
        </div>
      </div>
    );
  }

  const list = matches.data?.list ?? [];
  return (
    <div className="field">
      <label htmlFor={`${id}-search`}>{t('wallet.adjustments.findMember')}</label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        aria-controls={`${id}-matches`}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} className="muted field-hint">
          {loading ? t('common.loading') : t('wallet.adjustments.findMemberHint')}
        </span>
      )}
      {matches.isError && <QueryError error={matches.error} />}
      <ul id={`${id}-matches`} className="picker-list" aria-live="polite">
        {query.trim() !== '' && matches.data && list.length === 0 && (
          <li className="muted">{t('wallet.adjustments.noMatch')}</li>
        )}
        {list.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setText('');
                onPick({ id: m.id, username: m.username });
              }}
            >
              {t('wallet.adjustments.pickedMember', { name: m.username, id: m.id })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
