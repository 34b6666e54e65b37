import { BOOT_DATA_ID, type BootData, type BootGameList } from '@portal/contracts/boot';

let games: BootGameList | undefined;

/**
 * The first-paint data the server wrote into the page (site configuration, home banners), read
 * once; empty when the page came without it (the dev server, or the server could not prepare it).
 */
export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return {};
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as BootData;
    games = data.games;
    return data;
  } catch {
    return {};
  }
}

/** The first game list page's answers from the page, once (the list page's first load). */
export function takeBootGames(): BootGameList | undefined {
  const taken = games;
  games = undefined;
  return taken;
}
