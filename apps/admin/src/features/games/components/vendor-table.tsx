import { useTranslation } from 'react-i18next';
import type { AdminVendor, AdminVendorUpdate } from '@portal/contracts/admin-games';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import styles from './catalog.module.css';
import { MaintenanceCell } from './maintenance-cell.tsx';
import { SortEditor } from './sort-editor.tsx';
import { Toggle } from './toggle.tsx';

export interface VendorEditing {
  /** The vendor whose change is on its way (its controls wait). */
  busyCode: string | null;
  update: (vendor: AdminVendor, changes: AdminVendorUpdate) => void;
}

/** Vendors in menu order; switches and the order field only when `edit` is given. */
export function VendorTable({
  rows,
  edit,
}: {
  rows: readonly AdminVendor[];
  edit: VendorEditing | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('games.vendors.columns.vendor')}</th>
            <th scope="col">{t('games.vendors.columns.categories')}</th>
            <th scope="col">{t('games.vendors.columns.games')}</th>
            <th scope="col">{t('games.vendors.columns.order')}</th>
            <th scope="col">{t('games.vendors.columns.shown')}</th>
            <th scope="col">{t('games.vendors.columns.maintenance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => {
            const name = `${v.code} ${v.nameEn}`;
            const busy = edit?.busyCode === v.code;
            return (
              <tr key={v.code}>
                <th scope="row" className={styles.names}>
                  <span className="mono">{v.code}</span>
                  <div lang="en">{v.nameEn}</div>
                  <div lang="bn">{v.nameBn}</div>
                  <div className="muted">{t(`games.wallets.${v.wallet}`)}</div>
                </th>
                <td>{v.categories.map((c) => t(`games.categories.${c}`)).join(', ') || '—'}</td>
                <td className="nowrap">
                  {t('games.vendors.gameCounts', { shown: v.shownCount, total: v.gameCount })}
                  {v.maintenanceCount > 0 && (
                    <div className="muted">
                      {t('games.vendors.ownMaintenance', { count: v.maintenanceCount })}
                    </div>
                  )}
                </td>
                <td>
                  {edit ? (
                    <SortEditor
                      key={v.sort}
                      value={v.sort}
                      label={t('games.orderOf', { name })}
                      busy={busy}
                      onSave={(sort) => edit.update(v, { sort })}
                    />
                  ) : (
                    v.sort
                  )}
                </td>
                <td>
                  <Toggle
                    checked={v.enabled}
                    label={t('games.shownOf', { name })}
                    canEdit={edit !== null}
                    busy={busy}
                    onChange={(enabled) => edit?.update(v, { enabled })}
                  />
                </td>
                <td>
                  <MaintenanceCell
                    vendor={v}
                    canEdit={edit !== null}
                    busy={busy}
                    onChange={(changes) => edit?.update(v, changes)}
                  />
                </td>
              </tr>
            );
          })}
          {rows.length === 0 && <EmptyRow columns={6} />}
        </tbody>
      </table>
    </div>
  );
}
