import { ChatPanel } from '../../features/chat/components/chat-panel.tsx';
import styles from '../../features/chat/components/chat-panel.module.css';

/** /liveChat: the member's live chat as a page (the chat launch answer; login required). */
export default function LiveChatPage() {
  return (
    <div className={styles.page} data-testid="live-chat-page">
      <ChatPanel />
    </div>
  );
}
