import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/cx.ts';
import { Icon } from './icons/icon.tsx';
import { useDrag } from './use-drag.ts';
import styles from './modal.module.css';

/** The spec's popup opens after this delay. */
export const MODAL_OPEN_DELAY_MS = 100;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name; shown in the draggable header unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  showClose?: boolean;
  /** False for popups that must be answered (forced password change): no close, no Escape. */
  isDismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  children: ReactNode;
}

/**
 * Popup per the spec's login-popup rules: opens after 100 ms, draggable by its header, ignores
 * outside clicks (Escape and the close button still close), locks page scroll, traps and
 * restores focus (Radix Dialog).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  showClose = true,
  isDismissible = true,
  size = 'md',
  testId,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const [isReady, setReady] = useState(false);
  const returnFocus = useRef<Element | null>(null);
  const drag = useDrag();
  const { reset } = drag;

  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement;
    const timer = setTimeout(() => setReady(true), MODAL_OPEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setReady(false);
      reset();
    };
  }, [open, reset]);

  return (
    <Dialog.Root open={open && isReady} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content, styles[size])}
          style={drag.style}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (!isDismissible) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; our popups open from anywhere (store, route).
            event.preventDefault();
            const target = returnFocus.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
        >
          <div className={styles.header} {...drag.handleProps}>
            <Dialog.Title className={cx(styles.title, hideTitle && 'visually-hidden')}>
              {title}
            </Dialog.Title>
            {showClose && isDismissible && (
              <Dialog.Close className={styles.close} aria-label={t('modal.close')}>
                <Icon name="close" size={18} />
              </Dialog.Close>
            )}
          </div>
          {description && (
            <Dialog.Description className="visually-hidden">{description}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
