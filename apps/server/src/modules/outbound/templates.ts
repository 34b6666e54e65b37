/**
 * The words of every sms and email the portal sends, in Bengali and English, chosen by the
 * member's language (the page's language before there is a member): a subject, a text body (the
 * sms, and the email's text part) and a simple HTML part. Values are escaped into the HTML.
 */
export type CodePurpose = 'login' | 'register' | 'forgot' | 'login-verify';

export type MessageTemplate =
  | { kind: 'code'; purpose: CodePurpose; code: string; minutes: number }
  | { kind: 'password-reset'; link: string; minutes: number }
  | { kind: 'payment-locked'; until: string }
  | { kind: 'test' };

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnNumber = (n: number) => String(n).replace(/\d/g, (d) => BN_DIGITS[Number(d)]!);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const CODE_SUBJECTS: Record<CodePurpose, { EN: string; BN: string }> = {
  register: { EN: 'your registration code', BN: 'নিবন্ধন কোড' },
  login: { EN: 'your login code', BN: 'লগইন কোড' },
  forgot: { EN: 'your password reset code', BN: 'পাসওয়ার্ড রিসেট কোড' },
  'login-verify': { EN: 'confirm your login', BN: 'লগইন নিশ্চিত করুন' },
};

/** Lines of the message: the text body is their join; the HTML shows `strong` once, big. */
function linesOf(
  t: MessageTemplate,
  bn: boolean,
  site: string,
): { subject: string; lines: string[]; strong?: string; link?: string } {
  switch (t.kind) {
    case 'code':
      return {
        subject: `${site}: ${CODE_SUBJECTS[t.purpose][bn ? 'BN' : 'EN']}`,
        strong: t.code,
        lines: bn
          ? [
              `${site}: আপনার যাচাইকরণ কোড ${t.code}। ${t.minutes} মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।`,
            ]
          : [
              `${site}: your verification code is ${t.code}. It expires in ${t.minutes} minutes. Never share it.`,
            ],
      };
    case 'password-reset':
      return {
        subject: bn ? `${site}: পাসওয়ার্ড রিসেট` : `${site}: reset your password`,
        link: t.link,
        lines: bn
          ? [`পাসওয়ার্ড রিসেট করতে ${bnNumber(t.minutes)} মিনিটের মধ্যে এই লিংক খুলুন: ${t.link}`]
          : [`Open this link within ${t.minutes} minutes to reset your password: ${t.link}`],
      };
    case 'payment-locked':
      return {
        subject: bn ? `${site}: পেমেন্ট বন্ধ` : `${site}: payments locked`,
        lines: bn
          ? [
              `${site}: আপনার অ্যাকাউন্টে ৫ বার ভুল পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে। ${t.until} UTC পর্যন্ত পেমেন্ট বন্ধ থাকবে। এটি আপনি না করে থাকলে পাসওয়ার্ড পরিবর্তন করুন।`,
            ]
          : [
              `${site}: 5 wrong payment passwords were entered on your account. Payments are locked until ${t.until} UTC. If this was not you, change your password.`,
            ],
      };
    case 'test':
      return {
        subject: bn ? `${site}: পরীক্ষামূলক বার্তা` : `${site}: test message`,
        lines: bn
          ? [`${site}: এটি কনসোল থেকে পাঠানো একটি পরীক্ষামূলক বার্তা।`]
          : [`${site}: this is a test message sent from the console.`],
      };
  }
}

/** The message in BN when the language is BN, else in EN. */
export function renderMessage(
  template: MessageTemplate,
  language: string,
  siteName: string,
): RenderedMessage {
  const bn = language.toUpperCase() === 'BN';
  const { subject, lines, strong, link } = linesOf(template, bn, siteName);
  const text = lines.join('\n');
  const paragraphs = lines
    .map((line) => {
      let html = escapeHtml(line);
      if (link) {
        html = html.replace(
          escapeHtml(link),
          `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        );
      }
      return `<p style="margin:0 0 12px">${html}</p>`;
    })
    .join('');
  const big = strong
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(strong)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${bn ? 'bn' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1c1c1c;background:#f4f4f4;padding:24px">` +
    `<div style="max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px">` +
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(siteName)}</h1>${big}${paragraphs}</div></body></html>`;
  return { subject, text, html };
}
