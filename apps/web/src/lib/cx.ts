/** Joins class names, skipping falsy ones (CSS-module lookups may be undefined). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
