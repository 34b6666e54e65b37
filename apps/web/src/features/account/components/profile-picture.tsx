import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Icon } from '../../../components/ui/icons/icon.tsx';
import { errorKey } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/stores/toast-store.ts';
import { useUploadIcon } from '../api/upload-icon.ts';
import { iconFileError } from '../icon-file.ts';
import styles from './security-centre.module.css';

interface ProfilePictureProps {
  name: string;
  iconUrl: string | null;
}

function initials(name: string): string {
  return name.slice(0, 2).toUpperCase() || '?';
}

/** The member's avatar (picture or initials) with a PNG/JPG upload of at most 2 MB. */
export function ProfilePicture({ name, iconUrl }: ProfilePictureProps) {
  const { t } = useTranslation();
  const upload = useUploadIcon();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const hasPicture = Boolean(iconUrl) && brokenUrl !== iconUrl;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = iconFileError(file);
    setError(problem ? t(problem) : null);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => showToast('security.pictureUpdated', 'success'),
      onError: (failure) => setError(t(errorKey(failure))),
    });
  }

  return (
    <div className={styles.avatarBlock}>
      <div className={styles.avatar} data-testid="account-avatar">
        {hasPicture && iconUrl ? (
          <img
            src={iconUrl}
            alt={t('security.avatarAlt', { name })}
            onError={() => setBrokenUrl(iconUrl)}
          />
        ) : (
          <span role="img" aria-label={t('security.avatarAlt', { name })}>
            {initials(name)}
          </span>
        )}
      </div>
      <input
        ref={input}
        id="account-icon-input"
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleChange}
        data-testid="icon-input"
      />
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-describedby="account-icon-hint"
        data-testid="icon-upload"
      >
        <Icon name="refresh" size={16} />
        {upload.isPending ? t('security.uploading') : t('security.changePicture')}
      </button>
      <p id="account-icon-hint" className={styles.hint}>
        {t('security.pictureHint')}
      </p>
      {error && (
        <p className={styles.error} role="alert" data-testid="icon-error">
          {error}
        </p>
      )}
    </div>
  );
}
