import { useTranslation } from 'react-i18next';
import type { AdminGame, AdminGameUpdate } from '@portal/contracts/admin-games';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import styles from './catalog.module.css';
import { SortEditor } from './sort-editor.tsx';
import { Toggle } from './toggle.tsx';

/** The yes/no settings a switch changes. */
type Flag = 'isHot' | 'isNew' | 'enabled' | 'maintenance';

export interface GameEditing {
  /** The game whose change is on its way (its controls wait). */
  busyId: number | null;
  update: (game: AdminGame, changes: AdminGameUpdate) => void;
  /** Opens the names and groups dialog. */
  open: (game: AdminGame) => void;
}

/** Games in the order players see them; switches, order and Edit only when `edit` is given. */
export function GameTable({
  rows,
  edit,
}: {
  rows: readonly AdminGame[];
  edit: GameEditing | null;
}) {
  const { t } = useTranslation();
  const canEdit = edit !== null;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('games.list.columns.game')}</th>
            <th scope="col">{t('games.list.columns.vendor')}</th>
            <th scope="col">{t('games.list.columns.hot')}</th>
            <th scope="col">{t('games.list.columns.new')}</th>
            <th scope="col">{t('games.list.columns.shown')}</th>
            <th scope="col">{t('games.list.columns.maintenance')}</th>
            <th scope="col">{t('games.list.columns.order')}</th>
            {canEdit && <th scope="col">{t('games.list.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => {
            const name = g.nameEn;
            const busy = edit?.busyId === g.id;
            const toggle = (label: string, checked: boolean, key: Flag) => (
              <Toggle
                checked={checked}
                label={label}
                canEdit={canEdit}
                busy={busy}
                onChange={(on) => {
                  const changes: AdminGameUpdate = {};
                  changes[key] = on;
                  edit?.update(g, changes);
                }}
              />
            );
            return (
              <tr key={g.id}>
                <th scope="row" className={styles.names}>
                  <div lang="en">{g.nameEn}</div>
                  <div lang="bn">{g.nameBn}</div>
                  <div className="muted">
                    <span className="mono">{g.code}</span> · #{g.id} ·{' '}
                    {t(`games.categories.${g.category}`)}
                  </div>
                  <div className="row">
                    {g.vassalage && <span className="badge">{t('games.list.lobby')}</span>}
                    {g.groups.map((group) => (
                      <span key={group} className="badge">
                        {t(`games.groups.${group}`)}
                      </span>
                    ))}
                  </div>
                </th>
                <td>
                  <span className="mono">{g.vendor}</span>
                  {g.vendorDown && (
                    <div>
                      <span className="badge badge-bad">{t('games.list.vendorDown')}</span>
                    </div>
                  )}
                  {!g.vendorEnabled && (
                    <div>
                      <span className="badge badge-warn">{t('games.list.vendorHidden')}</span>
                    </div>
                  )}
                </td>
                <td>{toggle(t('games.list.hotOf', { name }), g.isHot, 'isHot')}</td>
                <td>{toggle(t('games.list.newOf', { name }), g.isNew, 'isNew')}</td>
                <td>{toggle(t('games.shownOf', { name }), g.enabled, 'enabled')}</td>
                <td>{toggle(t('games.maintenanceOf', { name }), g.maintenance, 'maintenance')}</td>
                <td>
                  {edit ? (
                    <SortEditor
                      key={g.sort}
                      value={g.sort}
                      label={t('games.orderOf', { name })}
                      busy={busy}
                      onSave={(sort) => edit.update(g, { sort })}
                    />
                  ) : (
                    g.sort
                  )}
                </td>
                {edit && (
                  <td>
                    <button
                      type="button"
                      className="btn"
                      aria-label={t('games.list.editOf', { name })}
                      disabled={busy}
                      onClick={() => edit.open(g)}
                    >
                      {t('games.list.edit')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
          {rows.length === 0 && <EmptyRow columns={canEdit ? 8 : 7} />}
        </tbody>
      </table>
    </div>
  );
}
