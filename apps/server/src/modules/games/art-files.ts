/**
 * The names of the generated art's files (issue 14): one place writes them (the catalog's
 * `iconUrl`, `lagerIcon` and `logoUrl`) and reads them (art.routes.ts).
 */

/** The game art's own width (catalog/artwork.ts draws it on a 240 × 240 box). */
export const ICON_SIZE = 240;
/** The large picture: a tile on a phone is ~185 CSS pixels, ~330 device pixels at 1.75×. */
export const LARGE_ICON_SIZE = 360;
/** The vendor logo's own width (drawn on a 240 × 96 box). */
export const LOGO_SIZE = 240;

/** Game icon files: the drawing (`CODE.svg`) and its pictures (`CODE.webp`, `CODE-360.webp`). */
export const ICON_FILE = new RegExp(
  `^([A-Za-z0-9_]{2,40})(\\.svg|\\.webp|-${LARGE_ICON_SIZE}\\.webp)$`,
);
/** Vendor logo files: the drawing (`CODE.svg`) and its picture (`CODE.webp`). */
export const LOGO_FILE = /^([A-Z0-9_]{2,16})(\.svg|\.webp)$/;

/** A game's picture, 240 pixels wide, or 360 for the large one (`lagerIcon`). */
export const gameIconUrl = (vendor: string, code: string, large = false) =>
  `/lgw/art/games/${encodeURIComponent(vendor)}/${encodeURIComponent(code)}${large ? `-${LARGE_ICON_SIZE}` : ''}.webp`;
export const vendorLogoUrl = (vendor: string) =>
  `/lgw/art/vendors/${encodeURIComponent(vendor)}.webp`;
