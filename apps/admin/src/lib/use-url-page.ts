import { useSearchParams } from 'react-router';

/**
 * The list page number kept in the address (`?page=`), so paging survives reloads and links. A
 * page with two paged lists names the second one's parameter (`key`), so each pages on its own.
 */
export function useUrlPage(key = 'page') {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get(key)) || 1);
  function setPage(page: number) {
    const next = new URLSearchParams(params);
    next.set(key, String(page));
    setParams(next);
  }
  return { params, setParams, pageNo, setPage };
}
