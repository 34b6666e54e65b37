import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface MemberFilters {
  username: string;
  mobile: string;
  email: string;
}

/** Username prefix, mobile and email; submitting starts again at page one. */
export function MemberSearchForm({
  initial,
  onSearch,
}: {
  initial: MemberFilters;
  onSearch: (filters: MemberFilters) => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const set = (key: keyof MemberFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(filters);
  }

  function handleClear() {
    const empty = { username: '', mobile: '', email: '' };
    setFilters(empty);
    onSearch(empty);
  }

  return (
    <form
      role="search"
      aria-label={t('members.searchTitle')}
      className="filters"
      onSubmit={handleSubmit}
    >
      <label>
        {t('members.username')}
        <input name="username" value={filters.username} onChange={set('username')} />
      </label>
      <label>
        {t('members.mobile')}
        <input name="mobile" inputMode="tel" value={filters.mobile} onChange={set('mobile')} />
      </label>
      <label>
        {t('members.email')}
        <input name="email" type="search" value={filters.email} onChange={set('email')} />
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
