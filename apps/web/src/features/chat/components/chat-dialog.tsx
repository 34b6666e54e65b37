import { useEffect } from 'react';
import { ChatPanel } from './chat-panel.tsx';
import styles from './chat-panel.module.css';

/** The chat toggle's floating panel (lazy: loaded on the first open). Escape closes it. */
export function ChatDialog({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className={styles.dialog}
      role="dialog"
      aria-labelledby="chat-title"
      data-testid="chat-dialog"
    >
      <ChatPanel onClose={onClose} />
    </div>
  );
}
