import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { getChatImage } from '../api/chat-api.ts';
import styles from './chat-panel.module.css';

/** A chat image fetched with the session (never a public URL), shown from an object URL. */
export function ChatImage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    getChatImage(id, abort.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);

  if (failed) return <span className={styles.muted}>{t('errors.NOT_FOUND')}</span>;
  if (!url) return <span className={styles.muted}>{t('chat.imageLoading')}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img className={styles.image} src={url} alt={t('chat.image')} />
    </a>
  );
}
