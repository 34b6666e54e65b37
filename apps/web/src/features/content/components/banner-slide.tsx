import { Link } from '../../../lib/router/index.ts';
import type { Banner } from '@portal/contracts/content';
import styles from './banners.module.css';

/** Where a banner's click leads inside the site, or null for an outside page or nothing. */
export function bannerRoute(banner: Pick<Banner, 'linkage' | 'linkageType'>): string | null {
  switch (banner.linkageType) {
    case 'ROUTE':
      // The server only stores paths that start with one '/'; check again all the same.
      return /^\/(?![/\\])/.test(banner.linkage) ? banner.linkage : null;
    case 'PROMOTION':
      return `/promotions#${encodeURIComponent(banner.linkage)}`;
    case 'GAME':
      return `/seamless#${encodeURIComponent(banner.linkage)}`;
    case 'NONE':
    case 'URL':
      return null;
  }
}

function Media({ banner }: { banner: Banner }) {
  if (banner.kind === 'VIDEO') {
    return (
      <iframe
        className={styles.video}
        src={banner.url}
        title={banner.title || 'video'}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    );
  }
  return (
    <img
      className={styles.image}
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      decoding="async"
      draggable={false}
    />
  );
}

/** One banner: its picture or embedded video; a click opens its linkage. */
export function BannerSlide({ banner }: { banner: Banner }) {
  const route = bannerRoute(banner);
  if (banner.kind !== 'VIDEO' && route) {
    return (
      <Link className={styles.link} to={route} data-banner={banner.id}>
        <Media banner={banner} />
      </Link>
    );
  }
  if (
    banner.kind !== 'VIDEO' &&
    banner.linkageType === 'URL' &&
    banner.linkage.startsWith('https://')
  ) {
    return (
      <a
        className={styles.link}
        href={banner.linkage}
        target="_blank"
        rel="noopener noreferrer"
        data-banner={banner.id}
      >
        <Media banner={banner} />
      </a>
    );
  }
  return (
    <div className={styles.link} data-banner={banner.id}>
      <Media banner={banner} />
    </div>
  );
}
