import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HelpArticle } from '@portal/contracts/content';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useHelpCenter } from '../api/content.ts';
import styles from './help-modal.module.css';

/** The footer's help links; each names an article (its anchor). */
export const HELP_SECTIONS = ['about', 'terms', 'privacy', 'responsible'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

interface HelpModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Anchor (slug) of the article to show first; unknown shows the first article. */
  section: string | undefined;
  siteName: string;
}

/**
 * Help centre: the operator's categories and articles in the current language (from
 * /wps/system/helpCenter). Article bodies are HTML sanitised by the server when stored.
 */
export function HelpModal({ open, onOpenChange, section: initial }: HelpModalProps) {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const [chosen, setChosen] = useState<string | undefined>(initial);
  const entries = (help.data?.categories ?? []).flatMap((c) =>
    c.articles.map((a) => ({ category: c.title, article: a })),
  );
  const current = entries.find((e) => e.article.slug === chosen) ?? entries[0];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.titles.help')}
      size="lg"
      testId="modal-help"
    >
      {help.isPending ? (
        <Loading />
      ) : help.isError ? (
        <LoadError message={errorText(help.error, t)} onRetry={() => void help.refetch()} />
      ) : !current ? (
        <p className={styles.empty}>{t('help.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <Tabs
            label={t('help.sectionsLabel')}
            items={entries.map((e) => ({ id: e.article.slug, label: e.article.title }))}
            value={current.article.slug}
            onChange={setChosen}
            idBase="help"
            orientation="vertical"
            className={styles.tabs}
          />
          <Article category={current.category} article={current.article} />
        </div>
      )}
    </Modal>
  );
}

function Article({ category, article }: { category: string; article: HelpArticle }) {
  return (
    <article
      {...tabPanelProps('help', article.slug)}
      className={styles.panel}
      data-section={article.slug}
    >
      <p className={styles.category}>{category}</p>
      <h3 className={styles.heading}>{article.title}</h3>
      {/* Sanitised on the server at write (sanitize-html: no scripts, handlers or styles). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.body }} />
    </article>
  );
}
