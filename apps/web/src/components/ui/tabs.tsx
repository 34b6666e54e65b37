import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Prefix for tab and panel ids; panels use `${idBase}-panel-${id}`. */
  idBase: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

export function tabPanelProps(idBase: string, id: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idBase}-panel-${id}`,
    'aria-labelledby': `${idBase}-tab-${id}`,
    tabIndex: 0,
  };
}

/** WAI-ARIA tabs with roving focus; arrow keys follow the reading direction in RTL. */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  idBase,
  orientation = 'horizontal',
  className,
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  function focusTab(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    listRef.current?.querySelector<HTMLElement>(`#${idBase}-tab-${item.id}`)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((i) => i.id === value);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = orientation === 'vertical' ? 'ArrowDown' : isRtl ? 'ArrowLeft' : 'ArrowRight';
    const prev = orientation === 'vertical' ? 'ArrowUp' : isRtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [next]: index + 1,
      [prev]: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={cx(styles.list, styles[orientation], className)}
      onKeyDown={handleKeyDown}
    >
      {items.map((item) => {
        const isSelected = item.id === value;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.id}`}
            aria-selected={isSelected}
            aria-controls={`${idBase}-panel-${item.id}`}
            tabIndex={isSelected ? 0 : -1}
            className={cx(styles.tab, isSelected && styles.selected)}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
