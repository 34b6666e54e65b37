import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGame, AdminGameUpdate } from '@portal/contracts/admin-games';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { GAME_GROUP_CODES, NAME_MAX, type GameGroup as Group } from '../catalog-codes.ts';
import styles from './catalog.module.css';

interface GameEditDialogProps {
  game: AdminGame;
  saving: boolean;
  error: unknown;
  /** Only the fields that changed; nothing when nothing did. */
  onSave: (changes: AdminGameUpdate) => void;
  onClose: () => void;
}

/** A game's names in each language and its groups, edited in a dialog. */
export function GameEditDialog({ game, saving, error, onSave, onClose }: GameEditDialogProps) {
  const { t } = useTranslation();
  const [nameEn, setNameEn] = useState(game.nameEn);
  const [nameBn, setNameBn] = useState(game.nameBn);
  const [groups, setGroups] = useState<readonly Group[]>(game.groups);
  const [tried, setTried] = useState(false);
  const invalid = (name: string) =>
    name.trim().length === 0 || name.trim().length > NAME_MAX ? t('games.list.nameInvalid') : null;
  const errors = { nameEn: invalid(nameEn), nameBn: invalid(nameBn) };

  function toggleGroup(group: Group, on: boolean) {
    // Kept in the catalogue's order, so an unchanged set compares equal.
    setGroups((current) =>
      GAME_GROUP_CODES.filter((g) => (g === group ? on : current.includes(g))),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (errors.nameEn || errors.nameBn) return;
    const changes: AdminGameUpdate = {};
    if (nameEn.trim() !== game.nameEn) changes.nameEn = nameEn.trim();
    if (nameBn.trim() !== game.nameBn) changes.nameBn = nameBn.trim();
    const before = GAME_GROUP_CODES.filter((g) => game.groups.includes(g));
    if (before.join() !== groups.join()) changes.groups = [...groups];
    onSave(changes);
  }

  return (
    <Dialog title={t('games.list.dialogTitle', { name: game.nameEn })} onClose={onClose}>
      <form className="stack" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('games.list.nameEn')}
          lang="en"
          value={nameEn}
          onValue={setNameEn}
          maxLength={NAME_MAX}
          error={tried ? errors.nameEn : null}
        />
        <TextField
          label={t('games.list.nameBn')}
          lang="bn"
          value={nameBn}
          onValue={setNameBn}
          maxLength={NAME_MAX}
          error={tried ? errors.nameBn : null}
        />
        <fieldset>
          <legend>{t('games.list.groups')}</legend>
          <div className={styles.groups}>
            {GAME_GROUP_CODES.map((g) => (
              <label key={g} className="choice">
                <input
                  type="checkbox"
                  checked={groups.includes(g)}
                  onChange={(e) => toggleGroup(g, e.target.checked)}
                />
                {t(`games.groups.${g}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {error !== null && <QueryError error={error} />}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
