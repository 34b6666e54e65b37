import { createHash } from 'node:crypto';

/** Every string the pay page shows, in English and Bengali (the browser's language picks). */
const en = {
  title: 'Demo Pay',
  heading: 'Demo Pay gateway',
  order: 'Order {orderNo}',
  pay: 'Pay now',
  cancel: 'Cancel payment',
  PAID: 'This order is paid.',
  FAILED: 'This order was cancelled.',
  notFound: 'There is no such payment order.',
  note: 'A stand-in for a real payment gateway: no money moves.',
};
type Text = typeof en;
const bn: Text = {
  title: 'ডেমো পে',
  heading: 'ডেমো পে গেটওয়ে',
  order: 'অর্ডার {orderNo}',
  pay: 'এখনই পেমেন্ট করুন',
  cancel: 'পেমেন্ট বাতিল করুন',
  PAID: 'এই অর্ডারের পেমেন্ট হয়ে গেছে।',
  FAILED: 'এই অর্ডারটি বাতিল করা হয়েছে।',
  notFound: 'এমন কোনো পেমেন্ট অর্ডার নেই।',
  note: 'আসল পেমেন্ট গেটওয়ের বদলে একটি ডেমো: কোনো টাকা লেনদেন হয় না।',
};

export type Language = 'en' | 'bn';

/** English unless the browser asks for Bengali first. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSS = `body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e293b;border-radius:16px;padding:24px;width:min(92vw,360px);box-shadow:0 10px 30px #0008}
h1{font-size:18px;margin:0 0 4px}p{margin:4px 0 16px;color:#94a3b8}.amt{font-size:28px;font-weight:700;color:#fbbf24}
button{width:100%;padding:12px;border:0;border-radius:10px;font-size:16px;margin-top:8px;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.fail{background:#334155;color:#e2e8f0}small{color:#64748b}`;

/** The page's policy: its one style block by hash, no scripts, no framing. */
export const PAY_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(language: Language, body: string): string {
  const text = language === 'bn' ? bn : en;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)}</title><style>${CSS}</style></head>
<body><main><h1>${escapeHtml(text.heading)}</h1>${body}<small>${escapeHtml(text.note)}</small></main></body></html>`;
}

/** The pay page of an order: amount, and pay/cancel while it is open. */
export function renderPayPage(
  language: Language,
  order: { orderNo: string; amount: string; currency: string; status: 'OPEN' | 'PAID' | 'FAILED' },
): string {
  const text = language === 'bn' ? bn : en;
  const actions =
    order.status === 'OPEN'
      ? `<form method="post"><button class="pay" name="action" value="pay" data-testid="gateway-pay">${escapeHtml(text.pay)}</button>
<button class="fail" name="action" value="fail" data-testid="gateway-fail">${escapeHtml(text.cancel)}</button></form>`
      : `<p data-testid="gateway-done">${escapeHtml(text[order.status])}</p>`;
  return page(
    language,
    `<p>${escapeHtml(text.order.replace('{orderNo}', order.orderNo))}</p>
<div class="amt" data-testid="gateway-amount">${escapeHtml(order.currency)} ${escapeHtml(order.amount)}</div>
${actions}`,
  );
}

/** The answer for a pay page that does not exist. */
export function renderMissingPage(language: Language): string {
  const text = language === 'bn' ? bn : en;
  return page(language, `<p data-testid="gateway-missing">${escapeHtml(text.notFound)}</p>`);
}
