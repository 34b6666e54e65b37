import { readFileSync } from 'node:fs';
import type { GameSession, Language } from '../sessions.ts';
import { PAGE_TEXT } from './page-text.ts';

const CSS = readFileSync(new URL('./play.css', import.meta.url), 'utf8');
const SCRIPT = readFileSync(new URL('./play-client.js', import.meta.url), 'utf8');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Only http(s) return links; anything else becomes a dead link. */
export function safeReturnUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '#';
  } catch {
    return '#';
  }
}

/** The Content-Security-Policy of a page whose inline style and script carry `nonce`. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The self-contained game page of a session (inline CSS and script, no external assets). */
export function renderPlayPage(session: GameSession, nonce: string): string {
  const text = PAGE_TEXT[session.language];
  const boot = {
    sessionId: session.id,
    category: session.category,
    mode: session.mode,
    currency: session.currency,
    language: session.language,
    text,
  };
  return `<!doctype html>
<html lang="${session.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(session.gameName)}</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body data-category="${session.category}">
<header class="bar">
<a class="back" href="${escapeHtml(safeReturnUrl(session.returnUrl))}" target="_top" rel="noopener">‹ <span>${escapeHtml(text.back)}</span></a>
<h1>${escapeHtml(session.gameName)}</h1>
<div class="wallet"><small>${escapeHtml(text.balance)}</small><strong id="balance">—</strong>${
    session.mode === 'FUN' ? `<span class="fun-badge">${escapeHtml(text.funMode)}</span>` : ''
  }</div>
</header>
<main id="game"><p class="loading">${escapeHtml(text.loading)}</p></main>
<div id="toast" class="toast" role="status" aria-live="polite"></div>
<script id="boot" type="application/json" nonce="${nonce}">${scriptJson(boot)}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

/** The page for a session id that does not exist (any more). */
export function renderMissingPage(language: Language, message: string, nonce: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(message)}</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body>
<main><div class="panel error-box"><p>${escapeHtml(message)}</p></div></main>
</body>
</html>
`;
}
