import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { CustomerService, Resource } from '@portal/contracts/system';
import { useSiteConfig } from '../../features/system/api/get-site-config.ts';
import { isFlagOn } from '../../lib/whitelabel.ts';

/** Site-config values the chrome needs, with safe fallbacks while it (re)loads. */
export function useSite() {
  const { t } = useTranslation();
  const { data } = useSiteConfig();
  const service = (type: CustomerService['csType']) =>
    data?.customerService.find((c) => c.csType === type)?.path;
  const resource = (type: Resource['resourceType']) =>
    data?.resources.find((r) => r.resourceType === type)?.url;
  return {
    siteName: data?.siteName ?? t('app.siteNameFallback'),
    currencySymbol: data?.currencySymbol ?? '৳',
    customerService: data?.customerService ?? [],
    service,
    resource,
    /** A white-label module flag, e.g. SMSLOGIN3; off until the config has loaded. */
    flag: (key: string) => isFlagOn(data?.whitelabel, key),
  };
}
