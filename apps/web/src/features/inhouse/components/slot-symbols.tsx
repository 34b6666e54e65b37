import type { ReactNode } from 'react';
import type { SlotSymbol } from '@portal/fair';

/**
 * Original artwork for the "Lucky Reels" symbols (100×100 each). Gradients are defined once in
 * <SlotSymbolDefs/>, which the reels render a single time.
 */
export function SlotSymbolDefs() {
  return (
    <svg width="0" height="0" className="visually-hidden" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bgs-sym-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.5" stopColor="#ffc53d" />
          <stop offset="1" stopColor="#c9780a" />
        </linearGradient>
        <radialGradient id="bgs-sym-night" cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#8b6bff" />
          <stop offset="0.7" stopColor="#3b1d8f" />
          <stop offset="1" stopColor="#1e0f52" />
        </radialGradient>
        <linearGradient id="bgs-sym-tiger" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="1" stopColor="#e8620c" />
        </linearGradient>
        <radialGradient id="bgs-sym-feather" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#1a2a6b" />
          <stop offset="0.35" stopColor="#1f7ae0" />
          <stop offset="0.62" stopColor="#13c4a3" />
          <stop offset="1" stopColor="#0b6e4f" />
        </radialGradient>
        <linearGradient id="bgs-sym-lotus" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd1e8" />
          <stop offset="1" stopColor="#ec4c98" />
        </linearGradient>
        <linearGradient id="bgs-sym-drum" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7a3b12" />
          <stop offset="0.5" stopColor="#c8702a" />
          <stop offset="1" stopColor="#7a3b12" />
        </linearGradient>
        <linearGradient id="bgs-sym-mango" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe066" />
          <stop offset="0.55" stopColor="#ffae1f" />
          <stop offset="1" stopColor="#e8541c" />
        </linearGradient>
      </defs>
    </svg>
  );
}

const letter = (text: string, fill: string, stroke: string, size = 64) => (
  <>
    <text
      x="50"
      y="52"
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={size}
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      stroke={stroke}
      strokeWidth="3"
      paintOrder="stroke"
    >
      {text}
    </text>
    <circle cx="78" cy="22" r="4" fill={fill} opacity="0.8" />
  </>
);

const ART: Record<Exclude<SlotSymbol, 'WILD'>, ReactNode> = {
  SCATTER: (
    <>
      <circle cx="50" cy="50" r="40" fill="url(#bgs-sym-night)" />
      <circle cx="50" cy="50" r="40" fill="none" stroke="#c7b5ff" strokeWidth="2.5" opacity="0.7" />
      <path d="M58 24a26 26 0 1 0 18 40 21 21 0 1 1-18-40Z" fill="#ffe9a8" />
      <path
        d="m33 30 2.4 5 5.4.8-3.9 3.8.9 5.4-4.8-2.6-4.8 2.6.9-5.4-3.9-3.8 5.4-.8Z"
        fill="#fff6d6"
      />
      <circle cx="28" cy="62" r="2" fill="#fff6d6" />
      <circle cx="44" cy="72" r="1.6" fill="#fff6d6" />
    </>
  ),
  TIGER: (
    <>
      <path
        d="M22 30 18 14l17 8M78 30l4-16-17 8"
        fill="url(#bgs-sym-tiger)"
        stroke="#5a2500"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <ellipse
        cx="50"
        cy="54"
        rx="34"
        ry="32"
        fill="url(#bgs-sym-tiger)"
        stroke="#5a2500"
        strokeWidth="3"
      />
      <path
        d="M50 24v10M38 26l3 9M62 26l-3 9M17 50h10M83 50H73M19 62l9-3M81 62l-9-3"
        stroke="#2b1200"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="70" rx="17" ry="13" fill="#fff4e0" />
      <ellipse cx="37" cy="50" rx="5" ry="6" fill="#fff" />
      <ellipse cx="63" cy="50" rx="5" ry="6" fill="#fff" />
      <circle cx="38" cy="51" r="3" fill="#1b3b14" />
      <circle cx="62" cy="51" r="3" fill="#1b3b14" />
      <path d="M44 63h12l-6 6Z" fill="#3a1a10" />
      <path
        d="M50 69v5M44 76c3 2 9 2 12 0"
        stroke="#3a1a10"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  PEACOCK: (
    <>
      <path d="M50 92C48 70 44 52 50 30c6 22 2 40 0 62Z" fill="#0f8a5f" />
      <path
        d="M50 88c-12-14-26-24-30-44M50 88c12-14 26-24 30-44"
        stroke="#17b37a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="40" rx="27" ry="32" fill="url(#bgs-sym-feather)" />
      <ellipse cx="50" cy="42" rx="14" ry="17" fill="#0aa8c9" />
      <ellipse cx="50" cy="44" rx="8" ry="10" fill="#10215e" />
      <ellipse cx="47" cy="40" rx="2.6" ry="3.4" fill="#ffffff" opacity="0.8" />
      <ellipse
        cx="50"
        cy="40"
        rx="27"
        ry="32"
        fill="none"
        stroke="#c9ff8a"
        strokeWidth="2"
        opacity="0.6"
      />
    </>
  ),
  LOTUS: (
    <>
      <path
        d="M50 18c10 12 12 30 0 50-12-20-10-38 0-50Z"
        fill="url(#bgs-sym-lotus)"
        stroke="#a3225e"
        strokeWidth="2"
      />
      <path
        d="M22 36c14 2 26 14 28 32-18-2-28-14-28-32ZM78 36c-14 2-26 14-28 32 18-2 28-14 28-32Z"
        fill="url(#bgs-sym-lotus)"
        stroke="#a3225e"
        strokeWidth="2"
      />
      <path
        d="M10 58c14-4 30 2 40 12-14 6-30 2-40-12ZM90 58c-14-4-30 2-40 12 14 6 30 2 40-12Z"
        fill="#f77fb8"
        stroke="#a3225e"
        strokeWidth="2"
      />
      <path
        d="M22 80c16 4 40 4 56 0"
        stroke="#1fa36b"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="50" cy="64" r="4" fill="#ffd84d" />
    </>
  ),
  DRUM: (
    <>
      <ellipse cx="50" cy="28" rx="30" ry="10" fill="#f3e2c1" stroke="#4a230a" strokeWidth="3" />
      <path
        d="M20 28v44c0 6 13 11 30 11s30-5 30-11V28"
        fill="url(#bgs-sym-drum)"
        stroke="#4a230a"
        strokeWidth="3"
      />
      <path
        d="M20 36 35 76 50 38 65 78 80 36"
        stroke="#ffe2a8"
        strokeWidth="2.6"
        fill="none"
        strokeLinejoin="round"
      />
      <path
        d="M20 34c0 6 13 11 30 11s30-5 30-11M20 70c0 6 13 11 30 11s30-5 30-11"
        stroke="#d6a032"
        strokeWidth="3"
        fill="none"
      />
      <path d="M68 8 84 24" stroke="#6b3a12" strokeWidth="4" strokeLinecap="round" />
      <circle cx="66" cy="7" r="4" fill="#f3e2c1" />
    </>
  ),
  MANGO: (
    <>
      <path
        d="M54 20c22 2 34 24 28 46-5 18-24 26-40 20-16-6-24-24-18-40 5-14 16-27 30-26Z"
        fill="url(#bgs-sym-mango)"
        stroke="#8a3a06"
        strokeWidth="3"
      />
      <path
        d="M52 20c-2-6 0-10 4-13"
        stroke="#5a3208"
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M55 14c10-8 24-6 30 2-10 8-22 6-30-2Z"
        fill="#2fb35b"
        stroke="#17703a"
        strokeWidth="2"
      />
      <ellipse
        cx="40"
        cy="42"
        rx="7"
        ry="11"
        fill="#ffffff"
        opacity="0.35"
        transform="rotate(-25 40 42)"
      />
    </>
  ),
  A: letter('A', '#ff6b6b', '#5e0f16'),
  K: letter('K', '#5aa9ff', '#0b2a57'),
  Q: letter('Q', '#b98cff', '#2e1063'),
  J: letter('J', '#3ccf91', '#0a4a2f'),
  '10': letter('10', '#ffb347', '#5a2a00', 54),
};

/** One symbol; WILD carries its (translated) word. */
export function SlotSymbolArt({
  symbol,
  wildLabel,
  className,
}: {
  symbol: SlotSymbol;
  wildLabel: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" data-symbol={symbol}>
      {symbol === 'WILD' ? (
        <>
          <rect
            x="8"
            y="8"
            width="84"
            height="84"
            rx="18"
            fill="url(#bgs-sym-gold)"
            stroke="#7a4300"
            strokeWidth="3"
          />
          <path
            d="m50 16 8.8 17.8 19.7 2.9-14.3 13.9 3.4 19.6L50 60.9l-17.6 9.3 3.4-19.6-14.3-13.9 19.7-2.9Z"
            fill="#fff7d6"
            opacity="0.55"
          />
          <text
            x="50"
            y="56"
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={wildLabel.length > 5 ? 18 : 24}
            fontWeight="900"
            fill="#5a2a00"
            stroke="#fff7d6"
            strokeWidth="3"
            paintOrder="stroke"
            letterSpacing="1"
          >
            {wildLabel}
          </text>
        </>
      ) : (
        ART[symbol]
      )}
    </svg>
  );
}
