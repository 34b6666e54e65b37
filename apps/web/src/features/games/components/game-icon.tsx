import type { ReactNode } from 'react';

/** Glyphs only the game screens use (kept out of the shared icon set in the entry chunk). */
const GAME_GLYPHS = {
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  pause: <path d="M8.5 5.5v13M15.5 5.5v13" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  flame: (
    <path d="M12 21c-4 0-6.5-2.6-6.5-6.2 0-3.6 3-5.6 3.6-9.3 2.4 1.4 3.4 3.6 3.2 5.6 1-.7 1.6-1.9 1.7-3.1 2.3 1.8 3.5 4.3 3.5 6.8 0 3.6-2.5 6.2-5.5 6.2z" />
  ),
} satisfies Record<string, ReactNode>;

export type GameGlyph = keyof typeof GAME_GLYPHS;

/** Decorative icon on the same 24px line grid as components/ui/icons. */
export function GameIcon({
  name,
  size = 20,
  className,
}: {
  name: GameGlyph;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GAME_GLYPHS[name]}
    </svg>
  );
}
