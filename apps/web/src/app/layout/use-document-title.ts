import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { afterStrings } from '../../lib/i18n/i18n.ts';
import { useRouteTitle } from '../route-handle.ts';
import { useSite } from './use-site.ts';

/**
 * The tab title: "<page> · <white label>" from the route's handle, or the white label alone.
 * The page names live in a small lazy bundle: until it lands the tab shows the white label.
 */
export function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const { siteName } = useSite();
  const title = useRouteTitle();
  const [, setLoaded] = useState(false);
  const isReady = title !== undefined && i18n.exists('titles.format');
  useEffect(() => {
    if (title === undefined || isReady) return;
    void import('../../lib/i18n/titles.ts').then(afterStrings).then(() => setLoaded(true));
  }, [title, isReady]);
  const text = title && isReady ? t('titles.format', { page: t(title), siteName }) : siteName;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
