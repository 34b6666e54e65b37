import { useId } from 'react';

function Coin({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse rx={r} ry={r * 0.34} cy={r * 0.18} fill="#9a5d00" />
      <ellipse rx={r} ry={r * 0.34} fill={fill} />
      <ellipse rx={r * 0.7} ry={r * 0.22} fill="none" stroke="#fff3c4" strokeOpacity="0.55" />
    </g>
  );
}

function Chip({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="34" fill={color} />
      <circle r="34" fill="none" stroke="#fff" strokeWidth="8" strokeDasharray="12 14" />
      <circle r="22" fill="none" stroke="#fff" strokeOpacity="0.7" strokeWidth="2" />
      <circle r="14" fill="#fff" fillOpacity="0.16" />
    </g>
  );
}

/** Original hero artwork: light rays, playing cards, chips and a stack of gold coins. */
export function BannerArt({ className }: { className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const gold = `bgold-${id}`;
  const ray = `bray-${id}`;
  const card = `bcard-${id}`;
  return (
    <svg
      className={className}
      viewBox="0 0 1200 360"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe7a0" />
          <stop offset="0.5" stopColor="#f5b731" />
          <stop offset="1" stopColor="#d98a06" />
        </linearGradient>
        <radialGradient id={ray} cx="0.78" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#ffcf5c" stopOpacity="0.5" />
          <stop offset="0.45" stopColor="#7b5cff" stopOpacity="0.16" />
          <stop offset="1" stopColor="#0c1a3c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={card} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dfe6f5" />
        </linearGradient>
      </defs>
      <rect width="1200" height="360" fill={`url(#${ray})`} />
      <g opacity="0.18" fill="#ffd36e">
        {[-50, -30, -10, 10, 30, 50].map((a) => (
          <path key={a} d="M930 160L1400 120L1400 200Z" transform={`rotate(${a} 930 160)`} />
        ))}
      </g>
      <g opacity="0.35" fill="#ffffff">
        <circle cx="660" cy="60" r="2" />
        <circle cx="720" cy="300" r="3" />
        <circle cx="1130" cy="40" r="2.5" />
        <circle cx="1160" cy="310" r="2" />
        <circle cx="820" cy="30" r="1.5" />
      </g>
      <g transform="translate(820 70) rotate(-14)">
        <rect width="130" height="184" rx="14" fill={`url(#${card})`} />
        <path d="M65 60l26 32-26 32-26-32z" fill="#e0344b" />
        <path d="M22 22l8 10-8 10-8-10z" fill="#e0344b" />
        <path d="M108 142l8 10-8 10-8-10z" fill="#e0344b" />
      </g>
      <g transform="translate(930 58) rotate(10)">
        <rect width="130" height="184" rx="14" fill={`url(#${card})`} />
        <path
          d="M65 58c-20 22-38 34-38 52 0 14 16 22 30 12l-6 22h28l-6-22c14 10 30 2 30-12 0-18-18-30-38-52z"
          fill="#14213d"
        />
      </g>
      <Chip x={760} y={290} color="#d7263d" />
      <Chip x={1110} y={270} color="#1b7f5b" />
      <g>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Coin key={i} x={1000} y={318 - i * 16} r={56} fill={`url(#${gold})`} />
        ))}
        <Coin x={900} y={330} r={44} fill={`url(#${gold})`} />
        <Coin x={900} y={314} r={44} fill={`url(#${gold})`} />
      </g>
      <g fill={`url(#${gold})`}>
        <path d="M700 110l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" />
        <path d="M1150 150l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M880 20l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
      </g>
    </svg>
  );
}
