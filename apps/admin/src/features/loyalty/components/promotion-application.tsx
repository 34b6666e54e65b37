import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_RULES, IMAGE_RULES, type Draft, type SectionProps } from './promotion-draft.ts';

/** A fixed reward's application form: claimed, or applied for with a comment and images. */
export function ApplicationSection({
  draft,
  onChange,
}: Omit<SectionProps<'apply' | 'comment' | 'images'>, 'problems'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="stack" data-testid="promotion-application">
      <legend>{t('promotions.application.title')}</legend>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-take`}>{t('promotions.application.take')}</label>
          <select
            id={`${id}-take`}
            value={draft.apply ? 'APPLY' : 'CLAIM'}
            onChange={(e) => onChange({ apply: e.target.value === 'APPLY' })}
            data-testid="promotion-take"
          >
            <option value="CLAIM">{t('promotions.application.claim')}</option>
            <option value="APPLY">{t('promotions.application.apply')}</option>
          </select>
        </div>
        {draft.apply && (
          <>
            <div className="field">
              <label htmlFor={`${id}-comment`}>{t('promotions.application.comment')}</label>
              <select
                id={`${id}-comment`}
                value={draft.comment}
                onChange={(e) => onChange({ comment: e.target.value as Draft['comment'] })}
              >
                {COMMENT_RULES.map((r) => (
                  <option key={r} value={r}>
                    {t(`promotions.application.rules.${r}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-images`}>{t('promotions.application.images')}</label>
              <select
                id={`${id}-images`}
                value={draft.images}
                onChange={(e) => onChange({ images: e.target.value as Draft['images'] })}
              >
                {IMAGE_RULES.map((r) => (
                  <option key={r} value={r}>
                    {t(`promotions.application.rules.${r}`)}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}
