import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router/index.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PublicPromotion } from '@portal/contracts/loyalty';
import { Button } from '../../../components/ui/button.tsx';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { DialogFormFooter, FormDialog } from '../../../components/ui/dialog-form.tsx';
import dialogStyles from '../../../components/ui/dialog-form.module.css';
import { Notice } from '../../../components/ui/notice.tsx';
import { ProofPicker, useProofProblemText } from '../../../components/ui/proof-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-error.ts';
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
    <FormDialog
      title={
        isDone
          ? t('promotionsPage.appliedTitle')
          : t('promotionsPage.applyTitle', { title: promotion.title })
      }
      testId="apply-dialog"
      isPending={apply.isPending}
      onClose={onClose}
    >
      {isDone ? (
        <>
          <Notice tone="success" testId="apply-done">
            {t('promotionsPage.appliedText')}
          </Notice>
          <div className={dialogStyles.actions}>
            <Link className={styles.action} to={paths.rewardCenter} onClick={onClose}>
              {t('promotionsPage.toApplications')}
            </Link>
            <Button onClick={onClose}>{t('modal.close')}</Button>
          </div>
        </>
      ) : (
        <form className={dialogStyles.form} onSubmit={handleSubmit} noValidate>
          <CommentField
            label={`${t('promotionsPage.comment')}${form.comment === 'REQUIRED' ? ' *' : ''}`}
            value={comment}
            onValueChange={setComment}
            placeholder={t('promotionsPage.commentPlaceholder')}
            required={form.comment === 'REQUIRED'}
            invalid={commentProblem !== null}
            error={commentProblem}
            counter={t('promotionsPage.counter', {
              count: formatCount(length, i18n.language),
              max: formatCount(APPLICATION_COMMENT_MAX, i18n.language),
            })}
            isOver={isTooLong}
            disabled={apply.isPending}
            testId="apply-comment"
            counterTestId="apply-counter"
          />
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
          <DialogFormFooter
            error={formError}
            errorTestId="apply-error"
            submitLabel={t('promotionsPage.sendApplication')}
            submitTestId="apply-submit"
            isPending={apply.isPending}
            onCancel={onClose}
          />
        </form>
      )}
    </FormDialog>
  );
}
