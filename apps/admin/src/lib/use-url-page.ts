import { useSearchParams } from 'react-router';

/** The list page number kept in the address (`?page=`), so paging survives reloads and links. */
export function useUrlPage() {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  function setPage(page: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  }
  return { params, setParams, pageNo, setPage };
}
