/** Game category glyphs, keyed by category code. Original drawings on a 24px grid. */
export const CATEGORY_GLYPHS = {
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5l3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 3v4.5M15.6 10.1L20 8.5M14.2 14.3l2.6 4M9.8 14.3l-2.6 4M8.4 10.1L4 8.5" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 7h10a5 5 0 014.8 6.4l-1 3.3a2.2 2.2 0 01-3.8.8L15 15H9l-2 2.5a2.2 2.2 0 01-3.8-.8l-1-3.3A5 5 0 017 7z" />
      <path d="M8 10v3M6.5 11.5h3M15.5 11h.01M17.5 12.5h.01" />
    </>
  ),
  LIVE: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="14" r="5" />
      <circle cx="16.5" cy="9" r="4.5" />
      <path d="M7 12.5l1.5-1v5M15 8l1.5-1v4.5" />
    </>
  ),
  ELOTT: (
    <>
      <path d="M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4z" />
      <path d="M9 7v10" strokeDasharray="1.5 2" />
      <path d="M13 12h4" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-5 9-6 13-3l5-3-1.5 6 1.5 6-5-3c-4 3-10 2-13-3z" />
      <path d="M8 11h.01" />
    </>
  ),
  PVP: (
    <>
      <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-8 8.5 12.5)" />
      <rect x="10" y="4" width="11" height="15" rx="2" transform="rotate(8 15.5 11.5)" />
      <path d="M15.5 9.5l1.5 2-1.5 2-1.5-2z" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="5" width="15" height="14" rx="2" />
      <path d="M7 10h2l-1.5 4M11 10h2l-1.5 4M18 9h2v-3M6 5V3h9v2" />
    </>
  ),
  BGS: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01" strokeWidth={2.6} />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M9 20c-3-1-5-4-5-7 0-2 1-3.5 3-4.5L8 5l2 2 1.5-3 1.5 3 2-1.5L14 9c2 .5 3 1.5 3.5 3l2.5-.5-1.5 2.5c0 3-3 6-9.5 6z" />
      <path d="M11 12h.01M9 20v1.5M13 19.5v2" />
    </>
  ),
};
