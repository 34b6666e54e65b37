import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGame, AdminGameUpdate } from '@portal/contracts/admin-games';
import { Pager } from '../../components/ui/pager.tsx';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { useUrlPage } from '../../lib/use-url-page.ts';
import { useGames } from './api/list-games.ts';
import { useVendors } from './api/list-vendors.ts';
import { useUpdateGame } from './api/update-game.ts';
import { GameEditDialog } from './components/game-edit-dialog.tsx';
import { filtersOf, GameFilterForm, type GameFilters } from './components/game-filters.tsx';
import { GameTable, type GameEditing } from './components/game-table.tsx';

const PAGE_SIZE = 20;

/** Games of the catalog: filters in the address, switches, order, names and groups in a dialog. */
export default function GamesPage() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const canEdit = useCan('games.write');
  const { params, setParams, pageNo, setPage } = useUrlPage();
  const filters = filtersOf(params);
  const games = useGames({
    category: filters.category || undefined,
    vendor: filters.vendor || undefined,
    name: filters.name.trim() || undefined,
    flag: filters.flag || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const vendors = useVendors();
  const mutation = useUpdateGame();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminGame | null>(null);

  function handleSearch(next: GameFilters) {
    const entries = Object.entries(next).filter(([, v]) => String(v).trim() !== '');
    setParams(new URLSearchParams(entries));
  }

  function update(game: AdminGame, changes: AdminGameUpdate, onDone?: () => void) {
    setNotice(null);
    mutation.mutate(
      { id: game.id, changes },
      {
        onSuccess: (saved) => {
          setNotice(t('games.saved', { name: saved.nameEn }));
          onDone?.();
        },
      },
    );
  }

  function openEditor(game: AdminGame) {
    mutation.reset();
    setEditing(game);
  }

  const edit: GameEditing | null = canEdit
    ? { busyId: mutation.isPending ? mutation.variables.id : null, update, open: openEditor }
    : null;
  const vendorOptions = (vendors.data ?? []).map((v) => ({
    code: v.code,
    name: language === 'BN' ? v.nameBn : v.nameEn,
  }));

  return (
    <>
      <h1>{t('games.list.title')}</h1>
      <p className="muted">
        {t('games.list.intro')} {t('games.live')}
      </p>
      {!canEdit && <p className="notice">{t('games.readOnly')}</p>}
      <GameFilterForm
        key={params.toString()}
        initial={filters}
        vendors={vendorOptions}
        onSearch={handleSearch}
      />
      <div aria-live="polite">{notice && <p className="success">{notice}</p>}</div>
      {mutation.isError && editing === null && <QueryError error={mutation.error} />}
      {games.isError && <QueryError error={games.error} onRetry={() => void games.refetch()} />}
      {games.isPending && <Loading />}
      {games.data && (
        <>
          <GameTable rows={games.data.list} edit={edit} />
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={games.data.total} onPage={setPage} />
        </>
      )}
      {canEdit && editing && (
        <GameEditDialog
          game={editing}
          saving={mutation.isPending}
          error={mutation.isError ? mutation.error : null}
          onClose={() => setEditing(null)}
          onSave={(changes) => {
            if (Object.keys(changes).length === 0) {
              setEditing(null);
              return;
            }
            update(editing, changes, () => setEditing(null));
          }}
        />
      )}
    </>
  );
}
