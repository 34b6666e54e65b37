/**
 * Contact sheet of the generated catalog art, for eyeballing it: every game icon, vendor logo and
 * banner in one HTML page, rendered to PNG by the system Chromium at desktop and 360 px widths.
 *
 *   node --import tsx apps/server/src/modules/games/catalog/render-samples.ts [outDir]
 *
 * Writes catalog-samples.html, catalog-samples.png, catalog-samples-360.png and one PNG per
 * section (catalog-samples-<section>.png) to outDir (default /tmp). It also parses every SVG with
 * the browser's XML parser and fails if any is not well-formed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CATEGORIES, GAMES, VENDORS } from './catalog-data.ts';
import { BANNER_COUNT, bannerSvg, gameIconSvg, vendorLogoSvg, type BannerKind } from './artwork.ts';

const outDir = process.argv[2] ?? '/tmp';
const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
const dataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const svgs: string[] = [];
const img = (svg: string, alt: string, cls: string) => {
  svgs.push(svg);
  return `<img class="${cls}" src="${dataUri(svg)}" alt="${escapeHtml(alt)}">`;
};

const sections: string[] = [];
for (const category of CATEGORIES) {
  const games = GAMES.filter((g) => g.category === category.code);
  const tiles = games
    .map(
      (g) =>
        `<figure>${img(gameIconSvg(g), g.name.en, 'icon')}<figcaption>${escapeHtml(g.name.bn)}` +
        `${g.hot ? ' <b>HOT</b>' : ''}${g.isNew ? ' <i>NEW</i>' : ''}</figcaption></figure>`,
    )
    .join('');
  sections.push(
    `<section id="${category.code}"><h2>${escapeHtml(category.name.en)} · ${escapeHtml(category.name.bn)} (${games.length})</h2><div class="grid">${tiles}</div></section>`,
  );
}
sections.push(
  `<section id="logos"><h2>Vendors (${VENDORS.length})</h2><div class="logos">${VENDORS.map(
    (v) =>
      `<figure>${img(vendorLogoSvg(v), v.name.en, 'logo')}<figcaption>${escapeHtml(v.name.bn)} · ${v.wallet}${v.maintenance ? ' · maintenance' : ''}</figcaption></figure>`,
  ).join('')}</div></section>`,
);
for (const kind of ['home', 'promotion'] as BannerKind[]) {
  const banners: string[] = [];
  for (let i = 0; i < BANNER_COUNT[kind]; i++) {
    for (const lang of ['en', 'bn'] as const) {
      banners.push(img(bannerSvg(kind, i, lang), `${kind} ${i} ${lang}`, 'banner'));
    }
  }
  sections.push(
    `<section id="banners-${kind}"><h2>Banners: ${kind}</h2><div class="banners">${banners.join('')}</div></section>`,
  );
}

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Catalog art</title><style>
body{margin:0;padding:16px;background:#0e1020;color:#e8eaf6;font:14px system-ui,sans-serif}
h2{font-size:16px;margin:20px 0 10px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
figure{margin:0;min-width:0}figcaption{font-size:12px;opacity:.8;margin-top:4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
b{color:#ff5d73}i{color:#4cc9f0;font-style:normal;font-weight:700}
.icon{width:100%;aspect-ratio:1;display:block;border-radius:16px}
.logos{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}.logo{width:100%;display:block}
.banners{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,560px),1fr));gap:12px}.banner{width:100%;display:block;border-radius:12px}
@media (max-width:480px){body{padding:10px}.grid{grid-template-columns:repeat(3,1fr);gap:8px}}
</style></head><body><h1>Games catalog art</h1>${sections.join('')}</body></html>`;

const htmlPath = join(outDir, 'catalog-samples.html');
writeFileSync(htmlPath, html);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`file://${htmlPath}`);
  await page.waitForLoadState('load');

  // The browser's own XML parser is the referee for well-formedness.
  const bad = await page.evaluate<number[]>(
    `(${JSON.stringify(svgs)}).map((s, i) => new DOMParser().parseFromString(s, 'image/svg+xml').querySelector('parsererror') ? i : -1).filter((i) => i >= 0)`,
  );
  if (bad.length > 0) throw new Error(`SVGs not well-formed: ${bad.join(', ')}`);

  await page.screenshot({ path: join(outDir, 'catalog-samples.png'), fullPage: true });
  for (const id of [
    ...CATEGORIES.map((c) => c.code),
    'logos',
    'banners-home',
    'banners-promotion',
  ]) {
    await page.locator(`#${id}`).screenshot({ path: join(outDir, `catalog-samples-${id}.png`) });
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: join(outDir, 'catalog-samples-360.png'), fullPage: true });
  console.log(`${svgs.length} SVGs well-formed; wrote ${outDir}/catalog-samples*.png`);
} finally {
  await browser.close();
}
