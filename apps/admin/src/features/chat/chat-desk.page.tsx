import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatEvent } from '@portal/contracts/chat';
import { Loading, QueryError } from '../../components/ui/query-error.tsx';
import { CHAT_KEY } from '../../lib/query-keys.ts';
import { useDesk } from './api/chat.ts';
import { ConversationPane, type PaneHandle } from './conversation-pane.tsx';
import { useDeskSocket } from './use-desk-socket.ts';

/** Seconds as "1 h 2 min" / "3 min 5 s". */
function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor((seconds % 3600) / 60);
    const s = seconds % 60;
    return h > 0 ? t('chat.hours', { h, m }) : t('chat.minutes', { m, s });
  };
}

/**
 * The chat desk: open conversations, those waiting for an answer first with how long they have
 * waited (ticking), and the chosen conversation live. Pushed events refresh the queue.
 */
export default function ChatDeskPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desk = useDesk();
  const duration = useDuration();
  const [selected, setSelected] = useState<number | null>(null);
  const [isLive, setLive] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const pane = useRef<PaneHandle | null>(null);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [CHAT_KEY, 'desk'] }),
    [queryClient],
  );
  const onEvent = useCallback(
    (event: ChatEvent) => {
      pane.current?.onEvent(event);
      if (event.type === 'chat.message' || event.type === 'chat.conversation') refresh();
    },
    [refresh],
  );
  const send = useDeskSocket(onEvent, refresh, setLive);
  const register = useCallback((handle: PaneHandle | null) => {
    pane.current = handle;
  }, []);

  // The server's clock decides how long someone has waited, whatever this machine's says.
  const skew = desk.data ? Date.parse(desk.data.serverTime) - desk.dataUpdatedAt : 0;
  const list = desk.data?.list ?? [];
  const item = list.find((c) => c.id === selected);

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{t('chat.title')}</h1>
        <span className={isLive ? 'badge badge-ok' : 'badge badge-warn'} role="status">
          {isLive ? t('chat.live') : t('chat.reconnecting')}
        </span>
      </div>
      <p className="muted">{t('chat.intro')}</p>
      {desk.isError && <QueryError error={desk.error} onRetry={() => void desk.refetch()} />}
      {desk.isPending ? (
        <Loading />
      ) : (
        <div className="table-wrap card">
          <table data-testid="chat-queue">
            <caption className="visually-hidden">{t('chat.queue')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('chat.member')}</th>
                <th scope="col">{t('chat.status')}</th>
                <th scope="col">{t('chat.waiting')}</th>
                <th scope="col">{t('chat.unread')}</th>
                <th scope="col">{t('chat.assignedTo')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('chat.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 && (
                <tr>
                  <td colSpan={6} className="muted">
                    {t('chat.empty')}
                  </td>
                </tr>
              )}
              {list.map((c) => {
                const waited = c.waitingSince
                  ? Math.max(0, Math.floor((now + skew - Date.parse(c.waitingSince)) / 1000))
                  : null;
                return (
                  <tr key={c.id} aria-current={c.id === selected ? 'true' : undefined}>
                    <td>{c.username}</td>
                    <td>{t(`chat.statuses.${c.status}`)}</td>
                    <td data-testid="chat-waited">
                      {waited === null ? t('chat.answered') : duration(waited)}
                    </td>
                    <td>
                      {c.unread > 0 ? <span className="badge badge-bad">{c.unread}</span> : 0}
                    </td>
                    <td>{c.operatorName ?? t('chat.nobody')}</td>
                    <td>
                      <button
                        type="button"
                        className="btn"
                        onClick={() => setSelected(c.id)}
                        aria-label={`${t('chat.open')}: ${c.username}`}
                      >
                        {t('chat.open')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {item ? (
        <ConversationPane key={item.id} item={item} send={send} register={register} />
      ) : (
        <p className="muted">{t('chat.pick')}</p>
      )}
    </div>
  );
}
