import type { ReactNode } from 'react';

/** How a status reads: settled well, refused or failed, waiting on someone, or none of these. */
export type Tone = 'ok' | 'bad' | 'warn' | 'plain';

/** The badge classes of a tone. */
export const toneClass = (tone: Tone) => (tone === 'plain' ? 'badge' : `badge badge-${tone}`);

/** A status as a coloured badge with its name (colour is never the only cue). */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={toneClass(tone)}>{children}</span>;
}
