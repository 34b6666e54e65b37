import { z } from 'zod';
import { formatAmount } from './money.ts';
import type { LanguageCode } from './i18n.ts';

/*
 * Platform messages (the spec's messageV2): what the operator and the portal say to a member.
 * Operators write broadcasts (every member, players only or agents only) and personal messages
 * in the console; the portal writes one itself whenever money moves for the member.
 */

/** Who an operator's message is for. */
export const MESSAGE_AUDIENCES = ['ALL', 'PLAYERS', 'AGENTS', 'MEMBER'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** What the portal writes by itself when money moves for the member. */
export const NOTICE_TEMPLATES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_REJECTED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'ADJUSTMENT_CREDIT',
  'ADJUSTMENT_DEBIT',
  'APPLICATION_APPROVED',
  'APPLICATION_REJECTED',
  'AGENT_CONTRACT_ENDED',
] as const;
export type NoticeTemplate = (typeof NOTICE_TEMPLATES)[number];

/** A notice's facts: amounts in minor units (as strings), the order number when there is one. */
export interface NoticeParams {
  amount: string;
  currencySymbol: string;
  orderNo?: string;
  /** A promotion application: the promotion's title (in the member's language when it has one). */
  title?: string;
  /** An agent contract's kind (DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY, DIVIDEND). */
  contractKind?: string;
}

const CONTRACT_KIND_NAMES: Record<'EN' | 'BN', Record<string, string>> = {
  EN: {
    DAILY_SALARY: 'daily salary',
    HOURLY_SALARY: 'hourly salary',
    REALTIME_SALARY: 'real-time salary',
    DIVIDEND: 'dividend',
  },
  BN: {
    DAILY_SALARY: 'দৈনিক বেতন',
    HOURLY_SALARY: 'ঘণ্টাভিত্তিক বেতন',
    REALTIME_SALARY: 'রিয়েল-টাইম বেতন',
    DIVIDEND: 'লভ্যাংশ',
  },
};

const NOTICE_TEXT: Record<
  NoticeTemplate,
  Record<'EN' | 'BN', { title: string; body: (p: NoticeParams & { money: string }) => string }>
> = {
  DEPOSIT_CREDITED: {
    EN: {
      title: 'Deposit credited',
      body: (p) =>
        `Your deposit ${p.orderNo ?? ''} of ${p.money} has been credited to your wallet.`,
    },
    BN: {
      title: 'ডিপোজিট জমা হয়েছে',
      body: (p) => `আপনার ডিপোজিট ${p.orderNo ?? ''} (${p.money}) আপনার ওয়ালেটে জমা হয়েছে।`,
    },
  },
  DEPOSIT_REJECTED: {
    EN: {
      title: 'Deposit not accepted',
      body: (p) =>
        `Your deposit ${p.orderNo ?? ''} of ${p.money} was not accepted. Contact customer service if you paid it.`,
    },
    BN: {
      title: 'ডিপোজিট গৃহীত হয়নি',
      body: (p) =>
        `আপনার ডিপোজিট ${p.orderNo ?? ''} (${p.money}) গৃহীত হয়নি। টাকা পাঠিয়ে থাকলে গ্রাহক সেবায় যোগাযোগ করুন।`,
    },
  },
  WITHDRAWAL_PAID: {
    EN: {
      title: 'Withdrawal paid',
      body: (p) =>
        `Your withdrawal ${p.orderNo ?? ''} of ${p.money} has been paid. Please confirm when you receive it.`,
    },
    BN: {
      title: 'উত্তোলন পরিশোধিত',
      body: (p) =>
        `আপনার উত্তোলন ${p.orderNo ?? ''} (${p.money}) পরিশোধ করা হয়েছে। টাকা পেলে নিশ্চিত করুন।`,
    },
  },
  WITHDRAWAL_REJECTED: {
    EN: {
      title: 'Withdrawal returned',
      body: (p) =>
        `Your withdrawal ${p.orderNo ?? ''} of ${p.money} was not paid; the amount is back in your wallet.`,
    },
    BN: {
      title: 'উত্তোলন ফেরত',
      body: (p) =>
        `আপনার উত্তোলন ${p.orderNo ?? ''} (${p.money}) পরিশোধ হয়নি; টাকা আপনার ওয়ালেটে ফেরত এসেছে।`,
    },
  },
  ADJUSTMENT_CREDIT: {
    EN: {
      title: 'Balance adjusted',
      body: (p) => `${p.money} has been added to your wallet by the operator.`,
    },
    BN: {
      title: 'ব্যালেন্স সমন্বয়',
      body: (p) => `অপারেটর আপনার ওয়ালেটে ${p.money} যোগ করেছেন।`,
    },
  },
  ADJUSTMENT_DEBIT: {
    EN: {
      title: 'Balance adjusted',
      body: (p) => `${p.money} has been deducted from your wallet by the operator.`,
    },
    BN: {
      title: 'ব্যালেন্স সমন্বয়',
      body: (p) => `অপারেটর আপনার ওয়ালেট থেকে ${p.money} কেটে নিয়েছেন।`,
    },
  },
  APPLICATION_APPROVED: {
    EN: {
      title: 'Application approved',
      body: (p) =>
        `Your application for ${p.title ?? 'a promotion'} was approved: ${p.money} has been added to your wallet.`,
    },
    BN: {
      title: 'আবেদন অনুমোদিত',
      body: (p) =>
        `${p.title ?? 'প্রমোশন'}-এর জন্য আপনার আবেদন অনুমোদিত হয়েছে: আপনার ওয়ালেটে ${p.money} যোগ হয়েছে।`,
    },
  },
  APPLICATION_REJECTED: {
    EN: {
      title: 'Application not approved',
      body: (p) =>
        `Your application for ${p.title ?? 'a promotion'} was not approved. See the reason in your applications.`,
    },
    BN: {
      title: 'আবেদন অনুমোদিত হয়নি',
      body: (p) =>
        `${p.title ?? 'প্রমোশন'}-এর জন্য আপনার আবেদন অনুমোদিত হয়নি। কারণ আপনার আবেদনের তালিকায় দেখুন।`,
    },
  },
  AGENT_CONTRACT_ENDED: {
    EN: {
      title: 'Contract ended',
      body: (p) =>
        `Your ${CONTRACT_KIND_NAMES.EN[p.contractKind ?? ''] ?? 'agent'} contract has ended because your upline's own rate is now lower than yours. Your upline can offer you a new contract.`,
    },
    BN: {
      title: 'চুক্তি শেষ হয়েছে',
      body: (p) =>
        `আপনার ${CONTRACT_KIND_NAMES.BN[p.contractKind ?? ''] ?? 'এজেন্ট'} চুক্তি শেষ হয়েছে, কারণ আপনার আপলাইনের নিজের হার এখন আপনার হারের চেয়ে কম। আপনার আপলাইন আপনাকে নতুন চুক্তি দিতে পারেন।`,
    },
  },
};

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A notice in the member's language (Bengali for BN, English for every other language). In BN
 * the amount has Bengali digits unless the white label chose Latin (`bnDigits`); order numbers
 * are codes and keep their Latin digits.
 */
export function renderNotice(
  template: NoticeTemplate,
  params: NoticeParams,
  language: LanguageCode,
  bnDigits: 'bengali' | 'latin' = 'bengali',
): { title: string; content: string } {
  const bn = language === 'BN';
  const text = NOTICE_TEXT[template][bn ? 'BN' : 'EN'];
  const amount = formatAmount(BigInt(params.amount));
  const digits =
    bn && bnDigits === 'bengali'
      ? amount.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d)
      : amount;
  const money = `${params.currencySymbol} ${digits}`;
  const content = text.body({ ...params, money }).replace(/\s{2,}/g, ' ');
  return { title: text.title, content };
}

/** One message in the member's inbox, in the member's language. */
export const MemberMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Plain text; line breaks are kept'),
  kind: z.enum(['OPERATOR', 'NOTICE']),
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
});
export type MemberMessage = z.infer<typeof MemberMessageSchema>;

export const MemberMessageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const MemberMessagePageSchema = z.object({
  list: z.array(MemberMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberMessagePage = z.infer<typeof MemberMessagePageSchema>;

/** Messages to mark read or delete: some ids, or (for read) all of them. */
export const MessageIdsSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MessageIds = z.infer<typeof MessageIdsSchema>;

export const MessageUnreadSchema = z.object({ unread: z.number().int() });

const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      (s) => [...s].every((c) => c >= ' ' || c === '\n' || c === '\r' || c === '\t'),
      'control characters',
    );

/** An operator's message: English and Bengali texts (the other languages read the English). */
export const AdminMessageCreateSchema = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES),
    memberId: z.number().int().positive().optional().describe('Only with audience MEMBER'),
    titleEn: Text(100),
    titleBn: Text(100),
    contentEn: Text(2000),
    contentBn: Text(2000),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((m) => (m.audience === 'MEMBER') === (m.memberId !== undefined), {
    message: 'memberId is given exactly when the audience is MEMBER',
    path: ['memberId'],
  });
export type AdminMessageCreate = z.infer<typeof AdminMessageCreateSchema>;

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  audience: z.enum(MESSAGE_AUDIENCES),
  memberId: z.number().int().nullable(),
  titleEn: z.string(),
  titleBn: z.string(),
  contentEn: z.string(),
  contentBn: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;
