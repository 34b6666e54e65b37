import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authorizedFileQueryOptions, useAuthorizedFile } from '../../lib/use-authorized-file.ts';
import { QueryError } from './query-error.tsx';

/**
 * Points a link (and the image inside it) at an object URL of the blob while it is on screen,
 * and revokes the URL when it leaves; a ref callback, so React's double mounting in development
 * gets a fresh URL each time instead of a revoked one.
 */
function useObjectUrl(blob: Blob | undefined) {
  return useCallback(
    (node: HTMLAnchorElement | null) => {
      if (!node || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      node.href = url;
      const image = node.querySelector('img');
      if (image) image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/** A proof image fetched with the operator's token, shown as a thumbnail that opens full size. */
export function ProofImage({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const file = useAuthorizedFile(path);
  const ref = useObjectUrl(file.data);
  if (file.isError) return <QueryError error={file.error} onRetry={() => void file.refetch()} />;
  if (!file.data) {
    return (
      <span role="status" className="muted">
        {t('common.loading')}
      </span>
    );
  }
  return (
    <a ref={ref} target="_blank" rel="noopener noreferrer" className="proof-thumb">
      <img alt={label} />
      <span className="visually-hidden">{t('proof.opensInNewTab')}</span>
    </a>
  );
}

/**
 * "View proof": fetches the image with the operator's token and opens it in a new tab. The tab
 * is opened inside the click, so pop-up blockers let it through, and filled once the image is
 * here; when the browser refuses the tab anyway, the image appears in place instead.
 */
export function ProofButton({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [inline, setInline] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function handleClick() {
    setError(null);
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const blob = await queryClient.fetchQuery(authorizedFileQueryOptions(path));
      if (tab && !tab.closed) {
        const url = URL.createObjectURL(blob);
        tab.opener = null;
        tab.location.href = url;
        // The tab has read the image long before this; the URL only pins the bytes in memory.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        setInline(true);
      }
    } catch (failure) {
      tab?.close();
      setError(failure);
    } finally {
      setLoading(false);
    }
  }

  if (inline) return <ProofImage path={path} label={label} />;
  return (
    <>
      <button
        type="button"
        className="btn btn-link"
        aria-label={`${t('proof.view')}: ${label}`}
        disabled={loading}
        onClick={() => void handleClick()}
      >
        {loading ? t('common.loading') : t('proof.view')}
      </button>
      {error !== null && <QueryError error={error} />}
    </>
  );
}
