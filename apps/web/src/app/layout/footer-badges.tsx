import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { formatCount } from '../../lib/format.ts';
import { Icon, type IconName } from '../../components/ui/icons/icon.tsx';
import styles from './footer.module.css';

type BadgeKey = `footer.badges.${
  | 'bank'
  | 'card'
  | 'ewallet'
  | 'crypto'
  | 'rng'
  | 'fair'
  | 'ssl'
  | 'adult'
  | 'licensed'
  | 'facebook'
  | 'telegram'
  | 'whatsapp'
  | 'youtube'}`;

function Badge({ label, children }: { label: BadgeKey; children: ReactNode }) {
  const { t } = useTranslation();
  const text = t(label);
  return (
    <li className={styles.badge} title={text}>
      <svg viewBox="0 0 96 40" width="96" height="40" role="img" aria-label={text}>
        <rect x="1" y="1" width="94" height="38" rx="9" className={styles.badgeFrame} />
        {children}
      </svg>
    </li>
  );
}

function Glyph({ name, x = 10 }: { name: IconName; x?: number }) {
  return (
    <g transform={`translate(${x} 8)`} className={styles.badgeGlyph}>
      <Icon name={name} size={24} />
    </g>
  );
}

function Word({ children, x = 60 }: { children: string; x?: number }) {
  return (
    <text x={x} y="25" className={styles.badgeWord}>
      {children}
    </text>
  );
}

/** Original payment-method badges (generic methods, no brand marks). */
export function PaymentBadges() {
  return (
    <ul className={styles.badges}>
      <Badge label="footer.badges.bank">
        <path
          d="M14 17l10-6 10 6zM16 18v8M21 18v8M27 18v8M32 18v8M13 28h22"
          className={styles.badgeLine}
        />
        <Word>BANK</Word>
      </Badge>
      <Badge label="footer.badges.card">
        <rect x="12" y="12" width="24" height="16" rx="3" className={styles.badgeLine} />
        <path d="M12 17h24M16 24h6" className={styles.badgeLine} />
        <Word>CARD</Word>
      </Badge>
      <Badge label="footer.badges.ewallet">
        <rect x="17" y="9" width="14" height="22" rx="3" className={styles.badgeLine} />
        <path d="M22 27h4" className={styles.badgeLine} />
        <Word>E-PAY</Word>
      </Badge>
      <Badge label="footer.badges.crypto">
        <path d="M24 8l10 6v12l-10 6-10-6V14z" className={styles.badgeLine} />
        <path d="M21 15h5a3 3 0 010 5h-5zm0 5h6a3 3 0 010 6h-6z" className={styles.badgeLine} />
        <Word>CRYPTO</Word>
      </Badge>
    </ul>
  );
}

/** Certification and licence seals drawn for this portal. */
export function CertificationBadges() {
  const { i18n } = useTranslation();
  return (
    <ul className={styles.badges}>
      <Badge label="footer.badges.rng">
        <Glyph name="BGS" />
        <Word>RNG</Word>
      </Badge>
      <Badge label="footer.badges.fair">
        <Glyph name="shield" />
        <Word>FAIR</Word>
      </Badge>
      <Badge label="footer.badges.ssl">
        <Glyph name="lock" />
        <Word>SSL</Word>
      </Badge>
      <Badge label="footer.badges.adult">
        <circle cx="48" cy="20" r="14" className={styles.badgeAlert} />
        <text x="48" y="25" className={styles.badgeWordSmall}>
          {`${formatCount(18, i18n.language)}+`}
        </text>
      </Badge>
    </ul>
  );
}

export function LicenseBadges() {
  return (
    <ul className={styles.badges}>
      <Badge label="footer.badges.licensed">
        <path
          d="M22 6l3 3h4v4l3 3-3 3v4h-4l-3 3-3-3h-4v-4l-3-3 3-3V9h4z"
          className={styles.badgeSeal}
        />
        <path d="M18 16l3 3 5-5" className={styles.badgeLine} />
        <Word x={64}>LICENSED</Word>
      </Badge>
    </ul>
  );
}

const SOCIAL = [
  ['facebook', 'footer.badges.facebook'],
  ['telegram', 'footer.badges.telegram'],
  ['whatsapp', 'footer.badges.whatsapp'],
  ['chevronEnd', 'footer.badges.youtube'],
] as const;

export function SocialBadges() {
  const { t } = useTranslation();
  return (
    <ul className={styles.social}>
      {SOCIAL.map(([icon, label]) => (
        <li key={label}>
          <span className={styles.socialIcon} role="img" aria-label={t(label)} title={t(label)}>
            <Icon name={icon} size={18} />
          </span>
        </li>
      ))}
    </ul>
  );
}
