import { count, eq } from 'drizzle-orm';
import type { AnnouncementExecution, AnnouncementType } from '@portal/contracts/announcements';
import { sanitiseHtml } from '../lib/html-sanitiser.ts';
import type { Db } from './client.ts';
import type { OperatorSeed } from './seed-data.ts';
import { announcements, merchants } from './schema/index.ts';

export interface AnnouncementSeed {
  merchant: string;
  type: AnnouncementType;
  execution: AnnouncementExecution;
  sequence: number;
  linkage?: 'rewardCenter';
  /** The same item in both languages. */
  EN: { title: string; content: string };
  BN: { title: string; content: string };
}

/** The demo white label's notices and popups (they replace the fixed marquee sentence). */
export const DEMO_ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    merchant: 'demo',
    type: 'B',
    execution: 'B',
    sequence: 1,
    EN: {
      title: 'Welcome to Shapla Play: 70% bonus on your first deposit',
      content:
        '<p>New members get a <strong>70% bonus</strong> on their first deposit.</p><ul><li>Deposit from ৳500</li><li>Turnover 10x before withdrawal</li></ul>',
    },
    BN: {
      title: 'শাপলা প্লে-তে স্বাগতম: প্রথম ডিপোজিটে ৭০% বোনাস',
      content:
        '<p>নতুন সদস্যরা প্রথম ডিপোজিটে <strong>৭০% বোনাস</strong> পাবেন।</p><ul><li>৳৫০০ থেকে ডিপোজিট</li><li>উত্তোলনের আগে ১০ গুণ টার্নওভার</li></ul>',
    },
  },
  {
    merchant: 'demo',
    type: 'PL',
    execution: 'B',
    sequence: 2,
    EN: {
      title: 'Scheduled maintenance on Sunday 02:00–03:00',
      content:
        '<p>Some games pause on <b>Sunday 02:00–03:00</b> (GMT+6) while we upgrade our servers. Your balance is safe.</p>',
    },
    BN: {
      title: 'রবিবার ০২:০০–০৩:০০ নির্ধারিত রক্ষণাবেক্ষণ',
      content:
        '<p>সার্ভার আপগ্রেডের জন্য <b>রবিবার ০২:০০–০৩:০০</b> (GMT+6) কিছু গেম বন্ধ থাকবে। আপনার ব্যালেন্স নিরাপদ।</p>',
    },
  },
  {
    merchant: 'demo',
    type: 'PR',
    execution: 'B',
    sequence: 3,
    linkage: 'rewardCenter',
    EN: {
      title: 'Daily tasks: collect points every day',
      content:
        '<p>Sign in daily and finish simple tasks to earn points you can spend in the points mall.</p>',
    },
    BN: {
      title: 'দৈনিক টাস্ক: প্রতিদিন পয়েন্ট সংগ্রহ করুন',
      content: '<p>প্রতিদিন সাইন ইন করে সহজ টাস্ক শেষ করুন এবং পয়েন্ট মলে খরচযোগ্য পয়েন্ট অর্জন করুন।</p>',
    },
  },
  {
    merchant: 'demo',
    type: 'H',
    execution: 'B',
    sequence: 4,
    EN: {
      title: 'Play responsibly: support is here 24/7',
      content:
        '<p>Set limits that suit you. Our support team answers every day, around the clock.</p>',
    },
    BN: {
      title: 'দায়িত্বের সাথে খেলুন: সহায়তা ২৪/৭ চালু',
      content: '<p>আপনার উপযোগী সীমা ঠিক করুন। আমাদের সহায়তা দল প্রতিদিন সার্বক্ষণিক উত্তর দেয়।</p>',
    },
  },
  {
    merchant: 'demo',
    type: 'PU',
    execution: 'B',
    sequence: 5,
    EN: {
      title: 'Join today and get 70% more',
      content: '<p>Sign up in a minute and claim your first-deposit bonus.</p>',
    },
    BN: {
      title: 'আজই যোগ দিন, ৭০% বেশি পান',
      content: '<p>এক মিনিটে সাইন আপ করে প্রথম ডিপোজিট বোনাস নিন।</p>',
    },
  },
  {
    merchant: 'demo',
    type: 'PU',
    execution: 'A',
    sequence: 6,
    linkage: 'rewardCenter',
    EN: {
      title: 'Your rewards are waiting',
      content: '<p>Open the reward centre to see today’s tasks, rebate and VIP bonus.</p>',
    },
    BN: {
      title: 'আপনার পুরস্কার অপেক্ষা করছে',
      content: '<p>আজকের টাস্ক, রিবেট ও ভিআইপি বোনাস দেখতে রিওয়ার্ড সেন্টার খুলুন।</p>',
    },
  },
  {
    merchant: 'demo',
    type: 'PU',
    execution: 'F',
    sequence: 7,
    EN: {
      title: 'Welcome aboard!',
      content: '<p>Thanks for joining. Make your first deposit to unlock the 70% bonus.</p>',
    },
    BN: {
      title: 'স্বাগতম!',
      content: '<p>যোগ দেওয়ার জন্য ধন্যবাদ। ৭০% বোনাস পেতে প্রথম ডিপোজিট করুন।</p>',
    },
  },
];

/**
 * A content editor of the second white label for browser tests: the announcements e2e publishes
 * there, so its popups never cover another suite's pages on the demo site.
 */
export const E2E_ANNOUNCEMENT_OPERATORS: readonly OperatorSeed[] = [
  {
    merchant: 'nova',
    username: 'editor',
    displayName: 'Content Editor',
    password: 'Editor#2026',
    role: 'content',
  },
];

/**
 * Adds a white label's seed announcements once: only while it has none (idempotent). With
 * `popups: false` (browser-test fixtures) the popups are stored switched off, so they do not
 * cover the pages other suites drive; an operator switches them on in the console.
 */
export async function seedAnnouncements(
  db: Db,
  seeds: readonly AnnouncementSeed[],
  options: { popups: boolean } = { popups: true },
) {
  const codes = [...new Set(seeds.map((s) => s.merchant))];
  for (const code of codes) {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, code));
    if (!merchant) continue;
    const [existing] = await db
      .select({ n: count() })
      .from(announcements)
      .where(eq(announcements.merchantId, merchant.id));
    if (Number(existing?.n ?? 0) > 0) continue;
    const rows = seeds
      .filter((s) => s.merchant === code)
      .flatMap((s) =>
        (['EN', 'BN'] as const).map((language) => ({
          merchantId: merchant.id,
          language,
          type: s.type,
          execution: s.execution,
          sequence: s.sequence,
          linkage: s.linkage ?? null,
          title: s[language].title,
          content: sanitiseHtml(s[language].content),
          enabled: s.type !== 'PU' || options.popups,
        })),
      );
    await db.insert(announcements).values(rows);
  }
}
