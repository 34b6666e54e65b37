import { useCallback, useRef, useState, type CSSProperties, type PointerEvent } from 'react';

interface Offset {
  x: number;
  y: number;
}

/** Keeps at least this much of the dragged box on screen so it can always be grabbed back. */
const KEEP_VISIBLE_PX = 48;

function clamp(value: number, limit: number): number {
  return Math.max(-limit, Math.min(limit, value));
}

/**
 * Pointer-driven drag for a centred box: spread handleProps on the grab area and style on the
 * box. Presses that start on a button or link are left alone so the close button still works.
 */
export function useDrag() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<{ pointerX: number; pointerY: number; from: Offset } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      start.current = { pointerX: event.clientX, pointerY: event.clientY, from: offset };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    [offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin) return;
    const limitX = window.innerWidth / 2 - KEEP_VISIBLE_PX;
    const limitY = window.innerHeight / 2 - KEEP_VISIBLE_PX;
    setOffset({
      x: clamp(origin.from.x + event.clientX - origin.pointerX, Math.max(0, limitX)),
      y: clamp(origin.from.y + event.clientY - origin.pointerY, Math.max(0, limitY)),
    });
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }, []);

  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  const style = {
    '--drag-x': `${offset.x}px`,
    '--drag-y': `${offset.y}px`,
  } as CSSProperties;

  return {
    style,
    reset,
    handleProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      'data-drag-handle': '',
    },
  };
}
