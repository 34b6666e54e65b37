/**
 * Fills `{name}` placeholders of a contracts message (the server's error messages write `{min}`,
 * not i18next's `{{min}}`); an unknown name stays as written. Its own module, so the web can use
 * it without loading every language's messages.
 */
export function fillParams(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
