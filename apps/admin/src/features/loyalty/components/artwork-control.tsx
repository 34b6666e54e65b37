import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofImage } from '../../../components/ui/proof-image.tsx';
import { Loading, QueryError } from '../../../components/ui/query-error.tsx';
import { useUploadBannerImage } from '../../../lib/banner-images.ts';

interface ArtworkControlProps {
  /** What the file field is for: "Banner on the promotions page", "Picture of …". */
  label: string;
  /** The picture's name for screen readers: the promotion's title, the reward's name. */
  name: string;
  /** The picture now; null: none. */
  url: string | null;
  /**
   * Sets the picture to an uploaded image (its id) or takes it away (null); resolves once saved.
   */
  onSet: (imageId: number | null) => Promise<unknown>;
  /** The setting request is on its way. */
  busy: boolean;
  /** The failed setting request (null: none), shown here in the server's words. */
  error: unknown;
  testId: string;
}

/**
 * A picture of the site's (a promotion's banner, a mall reward's picture) for content's
 * operators: the current one or none, a file field that uploads a picture with the content
 * banners' upload and sets it at once, and a button that takes it away.
 */
export function ArtworkControl({
  label,
  name,
  url,
  onSet,
  busy,
  error,
  testId,
}: ArtworkControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadBannerImage();
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const pending = busy || upload.isPending;

  function set(imageId: number | null) {
    onSet(imageId).then(
      () => setDone(imageId === null ? 'removed' : 'saved'),
      () => setDone(null),
    );
  }

  return (
    <div className="stack" style={{ gap: 'var(--space-2)' }} data-testid={testId}>
      {url ? (
        <ProofImage path={url} label={name} />
      ) : (
        <p className="muted" style={{ margin: 0 }}>
          {t('artwork.none')}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>
          {label}: {url ? t('artwork.replace') : t('artwork.upload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg"
          disabled={pending}
          aria-describedby={`${id}-hint`}
          data-testid={`${testId}-file`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file may be chosen again after a refusal.
            e.target.value = '';
            if (!file) return;
            setDone(null);
            upload.mutate(file, { onSuccess: (image) => set(image.id) });
          }}
        />
        <small id={`${id}-hint`} className="muted field-hint">
          {t('artwork.hint')}
        </small>
      </div>
      {url && (
        <div className="row">
          <button
            type="button"
            className="btn"
            disabled={pending}
            onClick={() => {
              setDone(null);
              set(null);
            }}
            data-testid={`${testId}-remove`}
          >
            {t('artwork.remove')}
          </button>
        </div>
      )}
      <div aria-live="polite">
        {pending && <Loading />}
        {done && !pending && <p className="success">{t(`artwork.${done}`)}</p>}
      </div>
      {upload.isError && <QueryError error={upload.error} />}
      {error !== null && <QueryError error={error} />}
    </div>
  );
}
