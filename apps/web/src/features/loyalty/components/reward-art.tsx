import type { ComponentType } from 'react';
import type { MallItem, MallRewardKind } from '@portal/contracts/points';
import { cx } from '../../../lib/cx.ts';
import styles from './loyalty.module.css';

/** A four-pointed sparkle centred on (x, y). */
function Sparkle({ x, y, r }: { x: number; y: number; r: number }) {
  const k = r / 4;
  return (
    <path
      d={`M${x} ${y - r}L${x + k} ${y - k}L${x + r} ${y}L${x + k} ${y + k}L${x} ${y + r}L${x - k} ${y + k}L${x - r} ${y}L${x - k} ${y - k}Z`}
      className={styles.artSpark}
    />
  );
}

/** Cash: a banknote over a second one, and a stack of coins. */
function Cash() {
  return (
    <>
      <rect
        x="30"
        y="26"
        width="76"
        height="44"
        rx="6"
        className={styles.artPanel}
        transform="rotate(-9 68 48)"
      />
      <g transform="rotate(5 76 50)">
        <rect x="38" y="28" width="76" height="44" rx="6" className={styles.artNote} />
        <rect x="44" y="34" width="64" height="32" rx="4" className={styles.artNoteLine} />
        <circle cx="76" cy="50" r="9" className={styles.artNoteMark} />
      </g>
      {[0, 1, 2].map((i) => {
        const y = 84 - i * 7;
        // The coin's edge: gold under a translucent shade, then its face on top.
        const edge = `M106 ${y - 6}v6a16 5 0 0032 0v-6z`;
        return (
          <g key={i}>
            <path d={edge} className={styles.artGold} />
            <path d={edge} className={styles.artGoldShade} />
            <ellipse cx="122" cy={y - 6} rx="16" ry="5" className={styles.artCoinTop} />
          </g>
        );
      })}
    </>
  );
}

/** Bonus: a voucher with a notch on each side and a percent sign. */
function Bonus() {
  return (
    <>
      <path
        d="M36 26h88v16a8 8 0 000 16v16H36V58a8 8 0 000-16z"
        className={styles.artGold}
        transform="rotate(-6 80 50)"
      />
      <g transform="rotate(-6 80 50)">
        <path d="M100 30v40" className={styles.artPerforation} />
        <circle cx="60" cy="40" r="6" className={styles.artInk} />
        <circle cx="80" cy="60" r="6" className={styles.artInk} />
        <path d="M84 36L56 64" className={styles.artInk} />
      </g>
    </>
  );
}

/** Goods: a parcel seen from above, tied with a ribbon and a bow. */
function Goods() {
  return (
    // Drawn small, then scaled up to stand as tall as the other pictures.
    <g transform="translate(80 54) scale(1.25) translate(-80 -59)">
      <path d="M50 42L80 30L110 42L80 54Z" className={styles.artLid} />
      <path d="M50 42L80 54V88L50 76Z" className={styles.artPanel} />
      <path d="M110 42L80 54V88L110 76Z" className={styles.artSide} />
      <path d="M65 36L95 48V82M95 36L65 48V82" className={styles.artRibbon} />
      <path
        d="M80 42c-10-12-22-8-16-1 4 4 10 2 16 1zm0 0c10-12 22-8 16-1-4 4-10 2-16 1z"
        className={styles.artGold}
      />
    </g>
  );
}

const ART: Record<MallRewardKind, ComponentType> = { CASH: Cash, BONUS: Bonus, GOODS: Goods };

/**
 * The picture of a reward kind, drawn here from the theme's colours (so both themes work) rather
 * than shipped as images: decorative, the card's text says what the reward is.
 */
export function RewardArt({ kind, className }: { kind: MallRewardKind; className?: string }) {
  const Art = ART[kind];
  return (
    <svg
      className={cx(styles.artSvg, className)}
      viewBox="0 0 160 100"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <ellipse cx="80" cy="92" rx="54" ry="5" className={styles.artShadow} />
      <Art />
      <Sparkle x={24} y={22} r={7} />
      <Sparkle x={142} y={20} r={5} />
    </svg>
  );
}

/**
 * A mall reward's picture: the operator's (named by the reward, lazily loaded, its box sized
 * before it arrives), else the drawn art of its kind.
 */
export function RewardPicture({
  item,
  className,
}: {
  item: Pick<MallItem, 'name' | 'rewardKind' | 'imageUrl'>;
  className?: string;
}) {
  if (!item.imageUrl) return <RewardArt kind={item.rewardKind} className={className} />;
  return (
    <img
      className={cx(styles.rewardImage, className)}
      src={item.imageUrl}
      alt={item.name}
      width={320}
      height={200}
      loading="lazy"
      decoding="async"
      data-testid="mall-item-image"
    />
  );
}
