import type { TitlesMessages } from './titles.ts';

/** বাংলা: ট্যাবের শিরোনামে পৃষ্ঠার নাম (titles.en.ts এর একই কী)। */
export const titlesBn: TitlesMessages = {
  titles: {
    format: '{{page}} · {{siteName}}',
    deposit: 'ডিপোজিট',
    withdraw: 'উত্তোলন',
    transferFund: 'আমার ওয়ালেট',
    transferUpline: 'ট্রান্সফার',
    transactionHistory: 'অ্যাকাউন্ট রেকর্ড',
    bettingRecord: 'বেটিং রেকর্ড',
    personalProfit: 'লাভ ও ক্ষতি',
    bonusDetails: 'বোনাসের বিবরণ',
    messages: 'বার্তা',
    rewardCenter: 'রিওয়ার্ড সেন্টার',
    referral: 'বন্ধুদের আমন্ত্রণ',
    vip: 'ভিআইপি ক্লাব',
    feedback: 'মতামত',
    download: 'অ্যাপ ডাউনলোড',
    liveChat: 'লাইভ চ্যাট',
    agent: 'এজেন্ট লগ ইন',
    agentHome: 'এজেন্ট সেন্টার',
    notFound: 'পৃষ্ঠা পাওয়া যায়নি',
    dice: 'ডাইস',
    limbo: 'লিম্বো',
    mines: 'মাইনস',
    plinko: 'প্লিংকো',
    slot: 'স্লট',
    crash: 'ক্র্যাশ',
    verify: 'রাউন্ড যাচাই',
  },
};
