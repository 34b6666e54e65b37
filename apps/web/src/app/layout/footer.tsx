import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { formatSerial } from '../../lib/format.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { VendorLogos } from '../../features/games/components/vendor-logos.tsx';
import { useModalStore } from '../../lib/stores/modal-store.ts';
import {
  CertificationBadges,
  LicenseBadges,
  PaymentBadges,
  SocialBadges,
} from './footer-badges.tsx';
import { useMemberLinks } from './use-member-links.ts';
import { useSite } from './use-site.ts';
import styles from './footer.module.css';

const HELP_LINKS = [
  { section: 'about', label: 'footer.about' },
  { section: 'terms', label: 'footer.terms' },
  { section: 'privacy', label: 'footer.privacy' },
  { section: 'responsible', label: 'footer.responsible' },
] as const;

/** Copyright year fixed by the spec. */
const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const { t, i18n } = useTranslation();
  const { siteName } = useSite();
  const links = useMemberLinks();
  const openModal = useModalStore((s) => s.openModal);

  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.grid}>
          <section className={styles.block} aria-labelledby="footer-payment">
            <h2 id="footer-payment" className={styles.heading}>
              {t('footer.payment')}
            </h2>
            <PaymentBadges />
          </section>
          <section className={styles.block} aria-labelledby="footer-cert">
            <h2 id="footer-cert" className={styles.heading}>
              {t('footer.certification')}
            </h2>
            <CertificationBadges />
          </section>
          <section className={styles.block} aria-labelledby="footer-license">
            <h2 id="footer-license" className={styles.heading}>
              {t('footer.license')}
            </h2>
            <LicenseBadges />
          </section>
          <section className={styles.block} aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('footer.social')}
            </h2>
            <SocialBadges />
          </section>
        </div>
        <section className={styles.block} aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t('footer.vendors')}
          </h2>
          <VendorLogos />
        </section>
        <div className={styles.bottom}>
          <div className={styles.brand}>
            <Logo siteName={siteName} />
            <p className={styles.age}>{t('footer.ageNotice')}</p>
          </div>
          <nav aria-label={t('footer.help')}>
            <ul className={styles.links}>
              {HELP_LINKS.map((link) => (
                <li key={link.section}>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => openModal('help', { section: link.section })}
                  >
                    {t(link.label)}
                  </button>
                </li>
              ))}
              <li>
                <button type="button" className={styles.link} onClick={() => openModal('feedback')}>
                  {t('footer.feedback')}
                </button>
              </li>
              <li>
                <button type="button" className={styles.link} onClick={links.invite}>
                  {t('footer.inviteFriends')}
                </button>
              </li>
            </ul>
          </nav>
        </div>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: formatSerial(COPYRIGHT_YEAR, i18n.language), siteName })}
        </p>
      </div>
    </footer>
  );
}
