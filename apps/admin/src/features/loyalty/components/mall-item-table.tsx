import { useTranslation } from 'react-i18next';
import type { AdminMallItem } from '@portal/contracts/points';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { bpToPercent } from '../../../lib/money.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useSetMallItemImage } from '../api/points-mall.ts';
import { ArtworkControl } from './artwork-control.tsx';

const count = (n: number) => n.toLocaleString('en');

/** A reward's picture in the mall (content.write sets it with PUT …/image). */
function MallItemPicture({ item }: { item: AdminMallItem }) {
  const { t } = useTranslation();
  const set = useSetMallItemImage();
  const name = item.texts.EN?.name ?? String(item.id);
  return (
    <ArtworkControl
      label={t('pointsMall.items.pictureOf', { name })}
      name={name}
      url={item.imageUrl}
      onSet={(imageId) => set.mutateAsync({ id: item.id, body: { imageId } })}
      busy={set.isPending}
      error={set.isError ? set.error : null}
      testId={`mall-item-picture-${item.id}`}
    />
  );
}

/**
 * The catalogue in the order members see it; Edit only when `onEdit` is given, each reward's
 * picture for content's operators (content.write).
 */
export function MallItemTable({
  rows,
  onEdit,
}: {
  rows: readonly AdminMallItem[];
  onEdit: ((item: AdminMallItem) => void) | null;
}) {
  const { t } = useTranslation();
  const canArtwork = useCan('content.write');
  const columns = 8 + (onEdit ? 1 : 0) + (canArtwork ? 1 : 0);
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const limit = (n: number | null) => (n === null ? t('pointsMall.unlimited') : count(n));
  return (
    <div className="table-wrap">
      <table data-testid="mall-items">
        <thead>
          <tr>
            <th scope="col">{t('pointsMall.items.reward')}</th>
            <th scope="col">{t('pointsMall.items.kind')}</th>
            <th scope="col" className="amount">
              {t('pointsMall.items.price')}
            </th>
            <th scope="col" className="amount">
              {t('pointsMall.items.stock')}
            </th>
            <th scope="col" className="amount">
              {t('pointsMall.items.limit')}
            </th>
            <th scope="col" className="amount">
              {t('pointsMall.items.redeemed')}
            </th>
            <th scope="col">{t('pointsMall.items.sort')}</th>
            <th scope="col">{t('pointsMall.items.status')}</th>
            {canArtwork && <th scope="col">{t('pointsMall.items.picture')}</th>}
            {onEdit && <th scope="col">{t('pointsMall.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {sorted.map((item) => (
            <tr key={item.id} data-testid={`mall-item-${item.id}`}>
              <th scope="row" className="text-cell">
                <div lang="en">{item.texts.EN?.name ?? '—'}</div>
                {item.texts.EN?.description && (
                  <div lang="en" className="muted">
                    {item.texts.EN.description}
                  </div>
                )}
                {item.texts.BN && (
                  <div lang="bn" style={{ marginBlockStart: 'var(--space-1)' }}>
                    {item.texts.BN.name}
                    {item.texts.BN.description && (
                      <div className="muted">{item.texts.BN.description}</div>
                    )}
                  </div>
                )}
              </th>
              <td className="nowrap">
                {t(`pointsMall.kinds.${item.rewardKind}`)}
                {item.rewardAmount !== null && <div>{formatMoney(item.rewardAmount)}</div>}
                {item.rewardKind !== 'GOODS' && (
                  <div className="muted">
                    {t('pointsMall.items.wageringShort', {
                      multiple: bpToPercent(item.wageringCenti),
                    })}
                  </div>
                )}
              </td>
              <td className="amount">{count(item.pricePoints)}</td>
              <td className="amount">{limit(item.stock)}</td>
              <td className="amount">{limit(item.perMemberLimit)}</td>
              <td className="amount">{count(item.redeemed)}</td>
              <td>{item.sort}</td>
              <td>
                <span className={item.status === 'ACTIVE' ? 'badge badge-ok' : 'badge'}>
                  {t(`pointsMall.statuses.${item.status}`)}
                </span>
              </td>
              {canArtwork && (
                <td style={{ minInlineSize: '14rem' }}>
                  <MallItemPicture item={item} />
                </td>
              )}
              {onEdit && (
                <td>
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('pointsMall.items.editOf', {
                      name: item.texts.EN?.name ?? item.id,
                    })}
                    onClick={() => onEdit(item)}
                  >
                    {t('pointsMall.items.edit')}
                  </button>
                </td>
              )}
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow columns={columns} />}
        </tbody>
      </table>
    </div>
  );
}
