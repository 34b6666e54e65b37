import { useTranslation } from 'react-i18next';
import type { WhitelabelNode } from '@portal/contracts/system';
import styles from './module-tree.module.css';

interface ModuleTreeProps {
  nodes: readonly WhitelabelNode[];
  canEdit: boolean;
  busyId: string | null;
  onToggle: (modId: string, enabled: boolean) => void;
  /** False below a disabled module: its children are off whatever their own flag says. */
  parentOn?: boolean;
}

/** Nested switches, one per module; a child under a disabled parent says it is off. */
export function ModuleTree({ nodes, canEdit, busyId, onToggle, parentOn = true }: ModuleTreeProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={node.modId}>
          <label className={styles.item}>
            <input
              type="checkbox"
              role="switch"
              checked={node.enabled}
              disabled={!canEdit || busyId !== null}
              aria-busy={busyId === node.modId}
              onChange={(e) => onToggle(node.modId, e.target.checked)}
            />
            <span className={`mono ${styles.name}`}>{node.modId}</span>
            <span className={`badge ${node.enabled && parentOn ? 'badge-ok' : ''}`}>
              {node.enabled ? t('modules.on') : t('modules.off')}
            </span>
            {node.enabled && !parentOn && <span className="muted">({t('modules.parentOff')})</span>}
          </label>
          {node.childrenNodes.length > 0 && (
            <ModuleTree
              nodes={node.childrenNodes}
              canEdit={canEdit}
              busyId={busyId}
              onToggle={onToggle}
              parentOn={parentOn && node.enabled}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
