import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { LANGUAGES, type Language, type SectionProps } from './promotion-draft.ts';

/** The title and terms in each language the console edits (an English title is required). */
export function LanguageTexts({ draft, onChange, problems }: SectionProps<'texts', 'title'>) {
  const { t } = useTranslation();
  const change = (lang: Language, patch: Partial<{ title: string; terms: string }>) =>
    onChange({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], ...patch } } });
  return (
    <>
      {LANGUAGES.map((lang) => (
        <div className="form-grid" key={lang}>
          <TextField
            label={t('promotions.titleIn', { language: t(`promotions.languages.${lang}`) })}
            value={draft.texts[lang].title}
            maxLength={80}
            lang={lang.toLowerCase()}
            onValue={(title) => change(lang, { title })}
            error={lang === 'EN' && problems.title ? t('promotions.titleRequired') : null}
          />
          <TextAreaField
            label={t('promotions.termsIn', { language: t(`promotions.languages.${lang}`) })}
            value={draft.texts[lang].terms}
            maxLength={2000}
            rows={3}
            lang={lang.toLowerCase()}
            onValue={(terms) => change(lang, { terms })}
          />
        </div>
      ))}
    </>
  );
}
