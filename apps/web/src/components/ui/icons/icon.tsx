import type { ReactNode } from 'react';
import { CATEGORY_GLYPHS } from './category-glyphs.tsx';
import { UI_GLYPHS } from './ui-glyphs.tsx';

export type IconName = keyof typeof UI_GLYPHS | keyof typeof CATEGORY_GLYPHS;

const GLYPHS: Record<IconName, ReactNode> = { ...UI_GLYPHS, ...CATEGORY_GLYPHS };

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Decorative line icon drawn on a 24px grid; the surrounding control carries the label. */
export function Icon({ name, size = 20, className }: IconProps) {
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
      {GLYPHS[name]}
    </svg>
  );
}
