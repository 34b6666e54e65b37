import { svgToWebp } from '../../lib/svg-raster.ts';
import type { Db } from '../../db/client.ts';
import * as contentRepo from './content.repo.ts';
import { storeImage } from './banners.service.ts';
import { sanitiseArticle } from './help.service.ts';

/*
 * First content of a white label: two home banners drawn here (original SVG art, rendered to
 * WebP with sharp) and the help centre in English and Bengali. Runs once per white label: an
 * operator's later changes (even deleting everything) are never overwritten.
 */

const GOLD = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe7a0"/><stop offset="0.5" stop-color="#f5b731"/><stop offset="1" stop-color="#d98a06"/></linearGradient>`;
const coin = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.34}" cy="${r * 0.18}" fill="#9a5d00"/><ellipse rx="${r}" ry="${r * 0.34}" fill="url(#gold)"/><ellipse rx="${r * 0.7}" ry="${r * 0.22}" fill="none" stroke="#fff3c4" stroke-opacity="0.55"/></g>`;
const chip = (x: number, y: number, color: string) =>
  `<g transform="translate(${x} ${y})"><circle r="34" fill="${color}"/><circle r="34" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="12 14"/><circle r="22" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/></g>`;
const spark = (x: number, y: number, s: number) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -16l6 10 10 6-10 6-6 10-6-10-10-6 10-6z" fill="url(#gold)"/>`;

/** Cards, chips and a stack of gold coins under light rays (the launch art). */
const CASINO_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>${GOLD}
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c1a3c"/><stop offset="0.45" stop-color="#13295a"/><stop offset="1" stop-color="#1c1446"/></linearGradient>
<radialGradient id="ray" cx="0.7" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffcf5c" stop-opacity="0.5"/><stop offset="0.45" stop-color="#7b5cff" stop-opacity="0.16"/><stop offset="1" stop-color="#0c1a3c" stop-opacity="0"/></radialGradient>
<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe6f5"/></linearGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#ray)"/>
<g opacity="0.18" fill="#ffd36e">${[-50, -30, -10, 10, 30, 50].map((a) => `<path d="M840 180L1400 130L1400 230Z" transform="rotate(${a} 840 180)"/>`).join('')}</g>
<g transform="translate(700 90) rotate(-14)"><rect width="140" height="198" rx="14" fill="url(#card)"/><path d="M70 64l28 34-28 34-28-34z" fill="#e0344b"/></g>
<g transform="translate(820 74) rotate(10)"><rect width="140" height="198" rx="14" fill="url(#card)"/><path d="M70 62c-22 24-40 36-40 56 0 15 17 24 32 13l-6 24h30l-6-24c15 11 32 2 32-13 0-20-20-32-42-56z" fill="#14213d"/></g>
${chip(640, 320, '#d7263d')}${chip(1080, 300, '#1b7f5b')}
${[0, 1, 2, 3, 4, 5].map((i) => coin(930, 352 - i * 16, 58)).join('')}${coin(820, 364, 44)}${coin(820, 348, 44)}
${spark(560, 120, 1)}${spark(1140, 160, 0.7)}${spark(760, 40, 0.5)}${spark(300, 300, 0.6)}${spark(180, 90, 0.8)}
</svg>`;

/** A ball, a goal net and a pitch under floodlights (sports). */
const SPORTS_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>${GOLD}
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#062b2a"/><stop offset="0.5" stop-color="#0b4a3e"/><stop offset="1" stop-color="#1b1446"/></linearGradient>
<radialGradient id="lamp" cx="0.75" cy="0" r="0.7"><stop offset="0" stop-color="#d9fff4" stop-opacity="0.45"/><stop offset="1" stop-color="#062b2a" stop-opacity="0"/></radialGradient>
<radialGradient id="ball" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d3e6"/></radialGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#lamp)"/>
<g stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" fill="none"><path d="M0 330 Q600 270 1200 330"/><ellipse cx="640" cy="360" rx="180" ry="40"/></g>
<g transform="translate(760 90)" stroke="#ffffff" stroke-opacity="0.5" fill="none" stroke-width="4"><rect width="360" height="170"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${i * 45} 0V170" stroke-width="1.5" stroke-opacity="0.35"/>`).join('')}${Array.from({ length: 4 }, (_, i) => `<path d="M0 ${i * 45}H360" stroke-width="1.5" stroke-opacity="0.35"/>`).join('')}</g>
<g transform="translate(900 260)"><circle r="70" fill="url(#ball)"/><path d="M0 -26l25 18-10 30h-30l-10-30z" fill="#14213d"/><path d="M0 -70v44M25 -8l42 -14M15 22l26 36M-15 22l-26 36M-25 -8l-42 -14" stroke="#14213d" stroke-width="4"/></g>
${coin(1090, 360, 40)}${coin(1090, 344, 40)}${coin(1090, 328, 40)}
${spark(700, 60, 0.8)}${spark(1150, 60, 0.6)}${spark(560, 250, 0.5)}${spark(260, 120, 0.7)}
</svg>`;

/** The help centre's first content (the portal's former static help text), {{siteName}} filled in at seed. */
const HELP_SEED: Record<
  'EN' | 'BN',
  { title: string; articles: { slug: string; title: string; paragraphs: string[] }[] }[]
> = {
  EN: [
    {
      title: 'About us',
      articles: [
        {
          slug: 'about',
          title: 'About us',
          paragraphs: [
            '{{siteName}} is an online gaming portal offering live casino, slots, sports, lottery, fishing and card games from established providers, together with our own provably fair originals.',
            'We keep deposits and withdrawals fast and transparent, and our support team is available around the clock by live chat and messaging apps.',
            'Every account is protected by encrypted connections, and every game result comes from certified random number generators.',
          ],
        },
        {
          slug: 'responsible',
          title: 'Responsible gaming',
          paragraphs: [
            'Gaming should be entertainment, not a way to make money. Set a budget before you play and never chase losses.',
            'You can ask customer service for deposit limits, a cooling-off break or self-exclusion at any time; we apply these promptly.',
            'If gaming stops being fun, take a break and talk to someone you trust. Players under 18 are not allowed to play.',
          ],
        },
      ],
    },
    {
      title: 'Rules and policies',
      articles: [
        {
          slug: 'terms',
          title: 'Terms & conditions',
          paragraphs: [
            'By opening an account you confirm that you are at least 18 years old and that online gaming is legal where you live.',
            'Each person may hold one account. Bonuses carry turnover requirements that must be met before a withdrawal; the details of each offer are shown on its promotion page.',
            'We may suspend accounts involved in fraud, collusion or abuse of promotions, and may ask for proof of identity before paying out.',
            'Winnings are paid to a payment method in the account holder’s own name. In case of a dispute, contact customer service first; we answer every case in writing.',
          ],
        },
        {
          slug: 'privacy',
          title: 'Privacy policy',
          paragraphs: [
            'We collect only the data needed to run your account: your username, contact details, payment records and game history.',
            'Your data is stored securely, used to provide and protect the service, and never sold. We share it only with payment providers and when the law requires it.',
            'You may ask to see, correct or delete your personal data at any time through customer service.',
          ],
        },
      ],
    },
  ],
  BN: [
    {
      title: 'আমাদের সম্পর্কে',
      articles: [
        {
          slug: 'about',
          title: 'আমাদের সম্পর্কে',
          paragraphs: [
            '{{siteName}} একটি অনলাইন গেমিং পোর্টাল, যেখানে স্বনামধন্য প্রোভাইডারদের লাইভ ক্যাসিনো, স্লট, স্পোর্টস, লটারি, ফিশিং ও কার্ড গেমের পাশাপাশি আমাদের নিজস্ব যাচাইযোগ্য-ন্যায্য গেম রয়েছে।',
            'আমরা ডিপোজিট ও উত্তোলন দ্রুত ও স্বচ্ছ রাখি, এবং আমাদের সহায়তা দল লাইভ চ্যাট ও মেসেজিং অ্যাপে সার্বক্ষণিক পাশে থাকে।',
            'প্রতিটি অ্যাকাউন্ট এনক্রিপ্টেড সংযোগে সুরক্ষিত, এবং প্রতিটি গেমের ফলাফল আসে সনদপ্রাপ্ত র‍্যান্ডম নম্বর জেনারেটর থেকে।',
          ],
        },
        {
          slug: 'responsible',
          title: 'দায়িত্বশীল গেমিং',
          paragraphs: [
            'গেমিং হোক বিনোদন, আয়ের উপায় নয়। খেলার আগে বাজেট ঠিক করুন এবং হারানো টাকা ফেরত পেতে কখনো বাড়তি বাজি ধরবেন না।',
            'যেকোনো সময় গ্রাহক সেবার কাছে ডিপোজিট সীমা, সাময়িক বিরতি বা স্ব-বর্জনের অনুরোধ করতে পারেন; আমরা দ্রুত তা কার্যকর করি।',
            'গেমিং আর আনন্দ না দিলে বিরতি নিন এবং বিশ্বস্ত কারো সাথে কথা বলুন। ১৮ বছরের কম বয়সীদের খেলা নিষেধ।',
          ],
        },
      ],
    },
    {
      title: 'নিয়ম ও নীতি',
      articles: [
        {
          slug: 'terms',
          title: 'শর্তাবলি',
          paragraphs: [
            'অ্যাকাউন্ট খোলার মাধ্যমে আপনি নিশ্চিত করছেন যে আপনার বয়স কমপক্ষে ১৮ বছর এবং আপনার এলাকায় অনলাইন গেমিং বৈধ।',
            'প্রত্যেক ব্যক্তি একটি অ্যাকাউন্ট রাখতে পারবেন। বোনাসের ক্ষেত্রে উত্তোলনের আগে টার্নওভারের শর্ত পূরণ করতে হয়; প্রতিটি অফারের বিস্তারিত তার প্রমোশন পৃষ্ঠায় দেওয়া থাকে।',
            'প্রতারণা, যোগসাজশ বা প্রমোশনের অপব্যবহারে জড়িত অ্যাকাউন্ট আমরা স্থগিত করতে পারি, এবং অর্থ প্রদানের আগে পরিচয়ের প্রমাণ চাইতে পারি।',
            'জয়ের অর্থ কেবল অ্যাকাউন্টধারীর নিজের নামের পেমেন্ট মাধ্যমে পাঠানো হয়। কোনো বিরোধ হলে প্রথমে গ্রাহক সেবায় যোগাযোগ করুন; আমরা প্রতিটি বিষয়ের লিখিত উত্তর দিই।',
          ],
        },
        {
          slug: 'privacy',
          title: 'গোপনীয়তা নীতি',
          paragraphs: [
            'আপনার অ্যাকাউন্ট চালাতে যা প্রয়োজন শুধু সেটুকু তথ্যই আমরা সংগ্রহ করি: ইউজারনেম, যোগাযোগের তথ্য, পেমেন্ট রেকর্ড ও গেমের ইতিহাস।',
            'আপনার তথ্য নিরাপদে সংরক্ষিত থাকে, সেবা দেওয়া ও সুরক্ষার কাজে ব্যবহৃত হয় এবং কখনো বিক্রি করা হয় না। শুধু পেমেন্ট প্রোভাইডারদের সাথে এবং আইনের প্রয়োজনে তা শেয়ার করা হয়।',
            'যেকোনো সময় গ্রাহক সেবার মাধ্যমে আপনার ব্যক্তিগত তথ্য দেখা, সংশোধন বা মুছে ফেলার অনুরোধ করতে পারেন।',
          ],
        },
      ],
    },
  ],
};

const HOME_BANNERS = [
  {
    svg: CASINO_ART,
    title: 'Casino, slots and live games',
    linkageType: 'ROUTE',
    linkage: '/bgs/crash',
  },
  { svg: SPORTS_ART, title: 'Sports', linkageType: 'ROUTE', linkage: '/promotions' },
] as const;

const rendered = new Map<string, Promise<{ content: Buffer; width: number; height: number }>>();
function render(svg: string) {
  let image = rendered.get(svg);
  if (!image) {
    image = svgToWebp(svg, { quality: 82 });
    rendered.set(svg, image);
  }
  return image;
}

/** Seeds the banners and help centre of white labels that have none yet. */
export async function seedContent(db: Db, merchantCodes: readonly string[]): Promise<void> {
  for (const code of merchantCodes) {
    const merchant = await contentRepo.findMerchant(db, code);
    if (!merchant) continue;
    const has = await contentRepo.hasContent(db, merchant.id);
    if (!has.banners) {
      for (const [sequence, banner] of HOME_BANNERS.entries()) {
        const image = await render(banner.svg);
        await db.transaction(async (tx) => {
          const imageId = await storeImage(tx, merchant.id, {
            ...image,
            contentType: 'image/webp',
          });
          await contentRepo.insertBanner(tx, {
            merchantId: merchant.id,
            groupName: 'w_home',
            sequence,
            title: banner.title,
            imageId,
            linkageType: banner.linkageType,
            linkage: banner.linkage,
          });
        });
      }
    }
    if (!has.help) await seedHelp(db, merchant.id, merchant.name);
  }
}

async function seedHelp(db: Db, merchantId: number, siteName: string) {
  await db.transaction(async (tx) => {
    for (const language of ['BN', 'EN'] as const) {
      for (const [sequence, category] of HELP_SEED[language].entries()) {
        const row = await contentRepo.insertCategory(tx, {
          merchantId,
          language,
          title: category.title,
          sequence,
        });
        for (const [order, article] of category.articles.entries()) {
          const html = article.paragraphs
            .map((p) => `<p>${p.replaceAll('{{siteName}}', siteName)}</p>`)
            .join('');
          await contentRepo.insertArticle(tx, {
            merchantId,
            categoryId: row.id,
            language,
            slug: article.slug,
            title: article.title,
            body: sanitiseArticle(html),
            sequence: order,
          });
        }
      }
    }
  });
}
