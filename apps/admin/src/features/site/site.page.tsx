import { useTranslation } from 'react-i18next';
import { CustomerServiceCard, ResourcesCard } from './components/links-card.tsx';
import { DigitsCard } from './components/digits-card.tsx';
import { DomainsCard } from './components/domains-card.tsx';
import { MaintenanceCard } from './components/maintenance-card.tsx';
import { RegionCard } from './components/region-card.tsx';

/**
 * Site operations (owner): maintenance, region and IP rules, digits on Bengali pages, support
 * links, domain routes.
 */
export default function SitePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('site.title')}</h1>
      <p className="muted">{t('site.intro')}</p>
      <div className="stack">
        <MaintenanceCard />
        <RegionCard />
        <DigitsCard />
        <CustomerServiceCard />
        <ResourcesCard />
        <DomainsCard />
      </div>
    </>
  );
}
