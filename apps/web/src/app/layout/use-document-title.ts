import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../route-handle.ts';
import { useSite } from './use-site.ts';

/** The tab title: "<page> · <white label>" from the route's handle, or the white label alone. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  const title = useRouteTitle();
  const text = title ? t('titles.format', { page: t(title), siteName }) : siteName;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
