import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import styles from './help-modal.module.css';

export const HELP_SECTIONS = ['about', 'terms', 'privacy', 'responsible'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

const PARAGRAPHS = {
  about: ['help.about.p1', 'help.about.p2', 'help.about.p3'],
  terms: ['help.terms.p1', 'help.terms.p2', 'help.terms.p3', 'help.terms.p4'],
  privacy: ['help.privacy.p1', 'help.privacy.p2', 'help.privacy.p3'],
  responsible: ['help.responsible.p1', 'help.responsible.p2', 'help.responsible.p3'],
} as const;

function parseHelpSection(value: string | undefined): HelpSection {
  return HELP_SECTIONS.find((s) => s === value) ?? 'about';
}

interface HelpModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Section to show first; anything unknown shows "about". */
  section: string | undefined;
  siteName: string;
}

/** Help centre: about, terms, privacy and responsible gaming, in the current language. */
export function HelpModal({ open, onOpenChange, section: initial, siteName }: HelpModalProps) {
  const { t } = useTranslation();
  const [section, setSection] = useState<HelpSection>(() => parseHelpSection(initial));
  const items = HELP_SECTIONS.map((id) => ({ id, label: t(`help.sections.${id}`) }));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.titles.help')}
      size="lg"
      testId="modal-help"
    >
      <div className={styles.layout}>
        <Tabs
          label={t('help.sectionsLabel')}
          items={items}
          value={section}
          onChange={setSection}
          idBase="help"
          orientation="vertical"
          className={styles.tabs}
        />
        <article
          {...tabPanelProps('help', section)}
          className={styles.panel}
          data-section={section}
        >
          <h3 className={styles.heading}>{t(`help.sections.${section}`)}</h3>
          {PARAGRAPHS[section].map((key) => (
            <p key={key} className={styles.paragraph}>
              {t(key, { siteName })}
            </p>
          ))}
        </article>
      </div>
    </Modal>
  );
}
