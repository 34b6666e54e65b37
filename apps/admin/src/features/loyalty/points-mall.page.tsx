import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMallItem } from '@portal/contracts/points';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useMallItems, usePointsSettings, useSaveMallItem } from './api/points-mall.ts';
import { MallItemForm } from './components/mall-item-form.tsx';
import { MallItemTable } from './components/mall-item-table.tsx';
import { PointsSettingsForm } from './components/points-settings-form.tsx';
import { RedemptionQueue } from './components/redemption-queue.tsx';

/** What the catalogue's form holds: nothing open, a new reward, or the reward being changed. */
type Editing = null | 'new' | AdminMallItem;

/** The rewards members buy with points: the table, and the add / change form under it. */
function MallCatalogue() {
  const { t } = useTranslation();
  const id = useId();
  const canEdit = useCan('loyalty.configure');
  const items = useMallItems();
  const save = useSaveMallItem();
  const [editing, setEditing] = useState<Editing>(null);
  const [savedName, setSavedName] = useState<string | null>(null);

  function openForm(next: Editing) {
    save.reset();
    setSavedName(null);
    setEditing(next);
  }

  return (
    <section className="stack" aria-labelledby={`${id}-title`} data-testid="mall-catalogue">
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('pointsMall.items.title')}
      </h2>
      <p className="muted">{t('pointsMall.items.intro')}</p>
      <div aria-live="polite">
        {savedName && <p className="success">{t('pointsMall.items.saved', { name: savedName })}</p>}
      </div>
      {items.isError && <QueryError error={items.error} onRetry={() => void items.refetch()} />}
      {items.isPending && <Loading />}
      {items.data && (
        <MallItemTable rows={items.data} onEdit={canEdit ? (item) => openForm(item) : null} />
      )}
      {canEdit && editing === null && (
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => openForm('new')}
            data-testid="mall-item-add"
          >
            {t('pointsMall.items.add')}
          </button>
        </div>
      )}
      {canEdit && editing !== null && (
        <MallItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          saving={save.isPending}
          error={save.isError ? save.error : null}
          onCancel={() => openForm(null)}
          onSave={(input) =>
            save.mutate(
              { id: editing === 'new' ? null : editing.id, input },
              {
                onSuccess: (saved) => {
                  setEditing(null);
                  setSavedName(saved.texts.EN?.name ?? String(saved.id));
                },
              },
            )
          }
        />
      )}
    </section>
  );
}

/** The ratio table and converting, as one form. */
function PointsSettingsSection() {
  const { t } = useTranslation();
  const id = useId();
  const settings = usePointsSettings();
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ margin: 0 }}>
        {t('pointsMall.settings.title')}
      </h2>
      {settings.isError && (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.isPending && <Loading />}
      {settings.data && <PointsSettingsForm settings={settings.data} />}
    </section>
  );
}

/**
 * Points mall (loyalty.read; loyalty.configure changes the rewards and the settings, and decides
 * redemptions): the catalogue, the redemption queue, and how members earn and convert points.
 */
export default function PointsMallPage() {
  const { t } = useTranslation();
  const canEdit = useCan('loyalty.configure');
  // Content's operators change the rewards' pictures only.
  const canPictures = useCan('content.write');
  return (
    <>
      <h1>{t('pointsMall.title')}</h1>
      <p className="muted">{t('pointsMall.intro')}</p>
      {!canEdit && (
        <p className="notice" data-testid="mall-role-notice">
          {t(canPictures ? 'pointsMall.picturesOnly' : 'pointsMall.readOnly')}
        </p>
      )}
      <div className="stack" style={{ gap: 'var(--space-6)' }}>
        <MallCatalogue />
        <RedemptionQueue />
        <PointsSettingsSection />
      </div>
    </>
  );
}
