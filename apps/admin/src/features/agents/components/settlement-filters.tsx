import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@portal/contracts/agents';
import { FilterButtons } from '../../../components/ui/filter-buttons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { SettlementFilter, SettlementStatus } from '../api/settlements.ts';
import { idOf } from '../url-params.ts';
import { CONTRACT_KINDS, SETTLEMENT_STATUSES } from './contract-labels.tsx';

interface Draft {
  kind: string;
  status: string;
  agentId: string;
  from: string;
  to: string;
}

const draftOf = (filter: SettlementFilter): Draft => ({
  kind: filter.kind ?? '',
  status: filter.status ?? '',
  agentId: filter.agentId === undefined ? '' : String(filter.agentId),
  from: filter.from ?? '',
  to: filter.to ?? '',
});

const EMPTY: Draft = { kind: '', status: '', agentId: '', from: '', to: '' };

/**
 * The payout lines' filter: kind, status, agent id and a range of days (inclusive). Nothing is
 * searched while the agent id or the range does not read; submitting starts at page one.
 */
export function SettlementFilters({
  initial,
  onSearch,
}: {
  initial: SettlementFilter;
  onSearch: (filter: SettlementFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [tried, setTried] = useState(false);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const agentId = draft.agentId.trim() === '' ? undefined : idOf(draft.agentId.trim());
  const agentIdBad = agentId === null;
  const rangeBad = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (agentIdBad || rangeBad) return;
    onSearch({
      kind: CONTRACT_KINDS.find((k) => k === draft.kind),
      status: SETTLEMENT_STATUSES.find((s) => s === draft.status),
      agentId: agentId ?? undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
  }

  return (
    <form
      role="search"
      aria-label={t('agents.settlements.filterTitle')}
      className="filters"
      onSubmit={handleSubmit}
      noValidate
    >
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('agents.settlements.kind')}</label>
        <select id={`${id}-kind`} value={draft.kind} onChange={(e) => set('kind')(e.target.value)}>
          <option value="">{t('agents.settlements.allKinds')}</option>
          {CONTRACT_KINDS.map((k: ContractKind) => (
            <option key={k} value={k}>
              {t(`agents.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('agents.settlements.status')}</label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(e) => set('status')(e.target.value)}
        >
          <option value="">{t('agents.settlements.allStatuses')}</option>
          {SETTLEMENT_STATUSES.map((s: SettlementStatus) => (
            <option key={s} value={s}>
              {t(`agents.settlementStatus.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('agents.settlements.agentId')}
        value={draft.agentId}
        onValue={set('agentId')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        error={tried && agentIdBad ? t('agents.settlements.agentIdInvalid') : null}
      />
      <TextField
        label={t('agents.settlements.from')}
        type="date"
        value={draft.from}
        onValue={set('from')}
        error={tried && rangeBad ? t('agents.settlements.rangeInvalid') : null}
      />
      <TextField
        label={t('agents.settlements.to')}
        type="date"
        value={draft.to}
        onValue={set('to')}
      />
      <FilterButtons
        onClear={() => {
          setDraft(EMPTY);
          setTried(false);
          onSearch({});
        }}
      />
    </form>
  );
}
