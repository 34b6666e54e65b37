import type { FormatterModule } from 'i18next';
import { formatInterpolated } from '../format.ts';

/**
 * i18next's formatter: with `interpolation.alwaysFormat`, every value put into a sentence passes
 * here, and numbers come out in the page's digits (lib/format.ts decides which).
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, _format, lng) => formatInterpolated(value, lng ?? 'en') as string,
};
