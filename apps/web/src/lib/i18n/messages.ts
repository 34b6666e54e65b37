import type { ErrorCode } from '@portal/contracts/errors';
import type { en } from './en.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The resource shape every language must satisfy exactly (no missing, no extra keys). */
export type Messages = Shape<typeof en>;

/** The server's error messages, per code: their own bundle (i18n.ts ERRORS_BY_LANGUAGE). */
export interface ErrorsMessages {
  errors: Record<ErrorCode, string>;
}
