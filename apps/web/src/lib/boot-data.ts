import { BOOT_DATA_ID, type BootData } from '@portal/contracts/boot';

/**
 * The first-paint data the server wrote into the page (site configuration, home banners), read
 * once; empty when the page came without it (the dev server, or the server could not prepare it).
 */
export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return {};
  element.remove();
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return {};
  }
}
