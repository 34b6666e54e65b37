import type { ReactNode } from 'react';
import { Link } from '../../lib/router/index.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import type { IllustrationKind } from '../../components/ui/illustration.tsx';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  icon: IconName;
  illustration: IllustrationKind;
  emptyTitle: string;
  emptyText: string;
  /** Chips under the sentence, e.g. the selected vendor or game code. */
  chips?: string[];
  testId: string;
  children?: ReactNode;
}

/** A page whose feature arrives later: its real title and a designed empty state. */
export function PlaceholderPage(props: PlaceholderPageProps) {
  const { t } = useTranslation();
  const chips = props.chips?.filter(Boolean) ?? [];
  return (
    <div className={styles.page} data-testid={props.testId}>
      <header className={styles.head}>
        <span className={styles.icon}>
          <Icon name={props.icon} size={22} />
        </span>
        <h1 className={styles.title}>{props.title}</h1>
      </header>
      {props.children}
      <EmptyState
        illustration={props.illustration}
        title={props.emptyTitle}
        text={props.emptyText}
        testId="empty-state"
        meta={
          chips.length > 0
            ? chips.map((chip) => (
                <span key={chip} className={styles.chip}>
                  {chip}
                </span>
              ))
            : undefined
        }
        action={
          <Link to="/" className={buttonClassName('primary', 'lg')}>
            <Icon name="home" />
            {t('empty.backHome')}
          </Link>
        }
      />
    </div>
  );
}
