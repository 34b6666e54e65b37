import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { CommentField } from '../../../components/ui/comment-field.tsx';
import { Illustration } from '../../../components/ui/illustration.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSessionStore } from '../../../lib/stores/session-store.ts';
import { useCaptcha } from '../../../lib/use-captcha.ts';
import { ProofPicker, useProofProblemText } from '../../../components/ui/proof-picker.tsx';
import { validateProofFiles } from '../../../lib/proof-files.ts';
import { useSendFeedback } from '../api/feedback.ts';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MIN_CHARS,
  FEEDBACK_TYPE_OPTIONS,
  contentProblem,
  emptyFields,
  feedbackLength,
} from '../feedback-rules.ts';
import styles from './feedback.module.css';

interface FeedbackFormProps {
  /** After a successful send: show the member's list. */
  onShowMine?: () => void;
}

/**
 * The spec's feedback form: question type, a description of 20–200 characters with a live
 * counter, up to three PNG/JPG images of 5 MB, and a captcha; empty required fields are named
 * in one message ("Question type, Captcha is empty").
 */
export function FeedbackForm({ onShowMine }: FeedbackFormProps) {
  const { t, i18n } = useTranslation();
  const userName = useSessionStore((s) => s.userName);
  const send = useSendFeedback();
  const captchaState = useCaptcha(true);
  const proofText = useProofProblemText();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [isSubmitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);

  const length = feedbackLength(content);
  const lengthProblem = contentProblem(content);
  const imageProblem = validateProofFiles(images, { min: 0, max: FEEDBACK_MAX_IMAGES });
  const lengthText =
    lengthProblem === 'tooShort'
      ? t('feedback.tooShort', { min: formatCount(FEEDBACK_MIN_CHARS, i18n.language) })
      : lengthProblem === 'tooLong'
        ? t('feedback.tooLong', { max: formatCount(FEEDBACK_MAX_CHARS, i18n.language) })
        : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (send.isPending) return;
    const empty = emptyFields({ type, content, captcha });
    if (empty.length > 0) {
      const names = empty.map((field) => t(`feedback.${field}`));
      setFormError(t('feedback.isEmpty', { fields: names.join(t('feedback.listSeparator')) }));
      return;
    }
    if (lengthProblem || imageProblem) return;
    send.mutate(
      {
        type,
        content,
        captcha,
        captchaKey: captchaState.captchaKey,
        sender: userName ?? '',
        images,
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          setFormError(errorText(error, t));
          // A captcha is single-use: every failed attempt gets a new one.
          setCaptcha('');
          captchaState.refresh(true);
        },
      },
    );
  }

  function reset() {
    setType('');
    setContent('');
    setCaptcha('');
    setImages([]);
    setSubmitted(false);
    setFormError(null);
    setDone(false);
    captchaState.refresh(true);
  }

  if (isDone) {
    return (
      <div className={styles.done} data-testid="feedback-sent" role="status">
        <Illustration kind="heart" size={120} />
        <p className={styles.doneTitle}>{t('feedback.sentTitle')}</p>
        <p className={styles.lead}>{t('feedback.sentText')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reset}>
            {t('feedback.sendAnother')}
          </Button>
          {onShowMine && (
            <Button onClick={onShowMine} data-testid="feedback-see-mine">
              {t('feedback.seeMine')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="feedback-form">
      <p className={styles.lead}>{t('feedback.lead')}</p>
      <SelectField
        label={t('feedback.type')}
        value={type}
        onValueChange={setType}
        isRequired
        disabled={send.isPending}
        testId="feedback-type"
      >
        <option value="">{t('feedback.typePlaceholder')}</option>
        {FEEDBACK_TYPE_OPTIONS.map((value) => (
          <option key={value} value={value}>
            {t(`feedback.types.${value}`)}
          </option>
        ))}
      </SelectField>
      <CommentField
        label={`${t('feedback.content')} *`}
        value={content}
        onValueChange={setContent}
        placeholder={t('feedback.contentPlaceholder')}
        invalid={isSubmitted && lengthProblem !== null}
        error={isSubmitted ? lengthText : null}
        counter={t('feedback.counter', {
          count: formatCount(length, i18n.language),
          max: formatCount(FEEDBACK_MAX_CHARS, i18n.language),
        })}
        isOver={length > FEEDBACK_MAX_CHARS}
        disabled={send.isPending}
        testId="feedback-content"
        counterTestId="feedback-counter"
      />
      <ProofPicker
        files={images}
        onFilesChange={setImages}
        max={FEEDBACK_MAX_IMAGES}
        label={t('feedback.images')}
        error={imageProblem ? proofText(imageProblem) : null}
        disabled={send.isPending}
        testId="feedback-images"
      />
      <CaptchaField
        value={captcha}
        onValueChange={setCaptcha}
        image={captchaState.image}
        isLoading={captchaState.isLoading}
        onRefresh={() => captchaState.refresh()}
      />
      {formError && (
        <Notice tone="danger">
          <span data-testid="feedback-error">{formError}</span>
        </Notice>
      )}
      <Button type="submit" disabled={send.isPending} data-testid="feedback-submit">
        {send.isPending ? t('form.submitting') : t('feedback.submit')}
      </Button>
    </form>
  );
}
