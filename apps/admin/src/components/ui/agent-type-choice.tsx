import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentType } from '@portal/contracts/agents';
import { AGENT_TYPES } from '@portal/contracts/auth';

/**
 * The spec's agent types (1, 2, 41, 42) as radio buttons: what the make-agent dialog and the
 * feedback desk's approval of an agent application both pick from.
 */
export function AgentTypeChoice({
  value,
  onChange,
}: {
  value: AgentType;
  onChange: (type: AgentType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset data-testid="agent-type-choice">
      <legend>{t('agents.agentType')}</legend>
      <div className="row">
        {AGENT_TYPES.map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {t('agents.typeOption', { type: choice })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
