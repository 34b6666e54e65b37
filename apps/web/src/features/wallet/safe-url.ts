/** `url` when it is an http(s) address (relative ones resolve against `base`); else null. */
export function safeHttpUrl(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Leaves the portal for a payment page (a function of its own so tests can stand in for it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
