import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGameFlag } from '@portal/contracts/admin-games';
import type { CategoryCode } from '@portal/contracts/games';
import { CATEGORY_CODES, GAME_FLAGS } from '../catalog-codes.ts';

export interface GameFilters {
  category: CategoryCode | '';
  vendor: string;
  name: string;
  flag: AdminGameFlag | '';
}

export const NO_FILTERS: GameFilters = { category: '', vendor: '', name: '', flag: '' };

/** The filters as the address holds them (`?category=&vendor=&name=&flag=`); unknown values drop. */
export function filtersOf(params: URLSearchParams): GameFilters {
  const category = params.get('category') ?? '';
  const flag = params.get('flag') ?? '';
  return {
    category: CATEGORY_CODES.find((c) => c === category) ?? '',
    vendor: params.get('vendor') ?? '',
    name: params.get('name') ?? '',
    flag: GAME_FLAGS.find((f) => f === flag) ?? '',
  };
}

/** Category, vendor, name or code, and a flag; submitting starts again at page one. */
export function GameFilterForm({
  initial,
  vendors,
  onSearch,
}: {
  initial: GameFilters;
  /** Vendor codes with their names, for the vendor select. */
  vendors: readonly { code: string; name: string }[];
  onSearch: (filters: GameFilters) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const set =
    <K extends keyof GameFilters>(key: K) =>
    (value: GameFilters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(filters);
  }

  function handleClear() {
    setFilters(NO_FILTERS);
    onSearch(NO_FILTERS);
  }

  return (
    <form
      role="search"
      aria-label={t('games.list.searchTitle')}
      className="filters"
      onSubmit={handleSubmit}
    >
      <label>
        {t('games.list.category')}
        <select
          value={filters.category}
          onChange={(e) => set('category')(e.target.value as GameFilters['category'])}
        >
          <option value="">{t('games.list.allCategories')}</option>
          {CATEGORY_CODES.map((c) => (
            <option key={c} value={c}>
              {t(`games.categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('games.list.vendor')}
        <select value={filters.vendor} onChange={(e) => set('vendor')(e.target.value)}>
          <option value="">{t('games.list.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.code} value={v.code}>
              {v.code} · {v.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('games.list.name')}
        <input
          type="search"
          maxLength={60}
          value={filters.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </label>
      <label>
        {t('games.list.flag')}
        <select
          value={filters.flag}
          onChange={(e) => set('flag')(e.target.value as GameFilters['flag'])}
        >
          <option value="">{t('games.list.allFlags')}</option>
          {GAME_FLAGS.map((f) => (
            <option key={f} value={f}>
              {t(`games.list.flags.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <button type="submit" className="btn btn-primary">
          {t('common.search')}
        </button>
        <button type="button" className="btn" onClick={handleClear}>
          {t('common.clear')}
        </button>
      </div>
    </form>
  );
}
