/** The white label's tab icon and web manifest, drawn from its name: no uploaded art needed. */
import { escapeXml, hash } from '../../lib/svg-text.ts';

/** Background shared with the portal's dark theme, so the icon matches the page chrome. */
export const SITE_ICON_BACKGROUND = '#0b1220';

/** A stable hue per white label, so sister sites are told apart in a row of tabs. */
export function siteHue(code: string): number {
  return hash(code) % 360;
}

/** The name's first letter (a whole grapheme, so a Bengali conjunct or an emoji stays whole). */
export function siteInitial(name: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim());
  for (const { segment } of segments) {
    if (/[\p{L}\p{N}]/u.test(segment)) return segment.toLocaleUpperCase();
  }
  return '★';
}

/** An original square SVG icon: the initial in gold on a rounded tile tinted by the site's hue. */
export function siteIconSvg(site: { code: string; name: string }): string {
  const hue = siteHue(site.code);
  const initial = escapeXml(siteInitial(site.name));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#ffd66b"/><stop offset="1" stop-color="#e39b12"/>',
    '</linearGradient></defs>',
    `<rect width="64" height="64" rx="16" fill="${SITE_ICON_BACKGROUND}"/>`,
    `<rect x="3" y="3" width="58" height="58" rx="13" fill="hsl(${hue} 55% 24%)"`,
    ' stroke="url(#g)" stroke-width="3"/>',
    '<text x="32" y="33" text-anchor="middle" dominant-baseline="central"',
    ' font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="url(#g)">',
    `${initial}</text></svg>`,
  ].join('');
}

/** A minimal web manifest: the site's name, its icon and the portal's colours. */
export function siteManifest(site: { name: string }) {
  return {
    name: site.name,
    short_name: site.name.slice(0, 12),
    start_url: '/',
    display: 'standalone',
    background_color: SITE_ICON_BACKGROUND,
    theme_color: SITE_ICON_BACKGROUND,
    icons: [{ src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' }],
  };
}
