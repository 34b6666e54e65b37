import type { TitlesMessages } from './titles.ts';

/** Urdu page names of the tab title; registered by ./titles.ts. */
export const titlesUr: TitlesMessages = {
  titles: {
    format: '{{page}} · {{siteName}}',
    deposit: 'ڈپازٹ',
    withdraw: 'رقم نکالیں',
    transferFund: 'میرا والیٹ',
    transferUpline: 'منتقلی',
    transactionHistory: 'اکاؤنٹ ریکارڈ',
    bettingRecord: 'بیٹنگ ریکارڈ',
    personalProfit: 'نفع و نقصان',
    bonusDetails: 'بونس کی تفصیلات',
    messages: 'پیغامات',
    rewardCenter: 'انعامی مرکز',
    referral: 'دوستوں کو مدعو کریں',
    vip: 'VIP کلب',
    feedback: 'رائے',
    download: 'ایپ ڈاؤن لوڈ',
    liveChat: 'لائیو چیٹ',
    agent: 'ایجنٹ لاگ ان',
    agentHome: 'ایجنٹ سینٹر',
    notFound: 'صفحہ نہیں ملا',
    dice: 'ڈائس',
    limbo: 'لمبو',
    mines: 'مائنز',
    plinko: 'پلنکو',
    slot: 'سلاٹ',
    crash: 'کریش',
    verify: 'راؤنڈ کی تصدیق کریں',
  },
};
