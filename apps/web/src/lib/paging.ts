/** One page of a list answer (`recordPageOf` in the contracts). */
export interface RecordPage<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** How many pages `total` rows fill; at least 1 so "page 1 of 1" reads right when empty. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Query string from defined values only (undefined and '' are left out). */
export function toQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
