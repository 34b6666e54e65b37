import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ProofPicker, useProofProblemText } from '../../../components/ui/proof-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-error.ts';
import { cx } from '../../../lib/cx.ts';
import { formatCount } from '../../../lib/format.ts';
import { validateProofFiles } from '../../../lib/proof-files.ts';
import { useApply } from '../api/applications.ts';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_MAX_IMAGES,
  commentLength,
} from '../application-rules.ts';
import styles from './loyalty.module.css';

interface ApplyDialogProps {
  promotion: Pick<PublicPromotion, 'id' | 'title'> & {
    application: NonNullable<PublicPromotion['application']>;
  };
  onClose: () => void;
}

/**
 * The application of a promotion an operator approves: a comment of at most 140 characters with
 * a live counter (required when the promotion says so) and 0–3 PNG/JPG images of 5 MB (required,
 * optional or not asked for), checked here first, then sent as multipart.
 */
export function ApplyDialog({ promotion, onClose }: ApplyDialogProps) {
  const { t, i18n } = useTranslation();
  const commentId = useId();
  const apply = useApply();
  const proofText = useProofProblemText();
  const form = promotion.application;
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);

  const length = commentLength(comment);
  const isTooLong = length > APPLICATION_COMMENT_MAX;
  const isMissing = form.comment === 'REQUIRED' && length === 0;
  const commentProblem = isTooLong
    ? t('promotionsPage.commentTooLong', {
        max: formatCount(APPLICATION_COMMENT_MAX, i18n.language),
      })
    : isSubmitted && isMissing
      ? t('promotionsPage.commentRequired')
      : null;
  const hasImages = form.images !== 'NONE';
  const imageProblem = hasImages
    ? validateProofFiles(images, {
        min: form.images === 'REQUIRED' ? 1 : 0,
        max: APPLICATION_MAX_IMAGES,
      })
    : null;
  // "Add an image" waits for a submit; a wrong file is said at once.
  const imageText =
    imageProblem && (imageProblem.key !== 'required' || isSubmitted)
      ? proofText(imageProblem)
      : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (apply.isPending || isTooLong || isMissing || imageProblem) return;
    apply.mutate(
      { promotionId: promotion.id, comment, images: hasImages ? images : [] },
      {
        onSuccess: () => setDone(true),
        onError: (error) => setFormError(errorText(error, t)),
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !apply.isPending) onClose();
      }}
      title={
        isDone
          ? t('promotionsPage.appliedTitle')
          : t('promotionsPage.applyTitle', { title: promotion.title })
      }
      size="sm"
      testId="apply-dialog"
    >
      <div className={styles.dialogBody}>
        {isDone ? (
          <>
            <Notice tone="success" testId="apply-done">
              {t('promotionsPage.appliedText')}
            </Notice>
            <div className={styles.dialogActions}>
              <Link className={styles.action} to={paths.rewardCenter} onClick={onClose}>
                {t('promotionsPage.toApplications')}
              </Link>
              <Button onClick={onClose}>{t('modal.close')}</Button>
            </div>
          </>
        ) : (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <div className={styles.field}>
              <label htmlFor={commentId} className={styles.label}>
                {t('promotionsPage.comment')}
                {form.comment === 'REQUIRED' && ' *'}
              </label>
              <textarea
                id={commentId}
                className={styles.textarea}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                placeholder={t('promotionsPage.commentPlaceholder')}
                required={form.comment === 'REQUIRED'}
                aria-invalid={commentProblem !== null}
                aria-describedby={`${commentId}-counter`}
                disabled={apply.isPending}
                data-testid="apply-comment"
              />
              <div className={styles.counterRow}>
                {commentProblem && (
                  <span className={styles.fieldError} role="alert">
                    {commentProblem}
                  </span>
                )}
                <span
                  id={`${commentId}-counter`}
                  className={cx(styles.counter, isTooLong && styles.counterOver)}
                  data-testid="apply-counter"
                >
                  {t('promotionsPage.counter', {
                    count: formatCount(length, i18n.language),
                    max: formatCount(APPLICATION_COMMENT_MAX, i18n.language),
                  })}
                </span>
              </div>
            </div>
            {hasImages && (
              <ProofPicker
                files={images}
                onFilesChange={setImages}
                max={APPLICATION_MAX_IMAGES}
                label={
                  form.images === 'REQUIRED'
                    ? `${t('promotionsPage.images')} *`
                    : t('promotionsPage.imagesOptional')
                }
                error={imageText}
                disabled={apply.isPending}
                testId="apply-images"
              />
            )}
            {formError && (
              <Notice tone="danger" testId="apply-error">
                {formError}
              </Notice>
            )}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onClick={onClose} disabled={apply.isPending}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" disabled={apply.isPending} data-testid="apply-submit">
                {apply.isPending ? t('form.submitting') : t('promotionsPage.sendApplication')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Modal>
  );
}
