import type { TitlesMessages } from './titles.ts';

/** Nepali page names of the tab title; registered by ./titles.ts. */
export const titlesNe: TitlesMessages = {
  titles: {
    format: '{{page}} · {{siteName}}',
    deposit: 'जम्मा',
    withdraw: 'रकम निकाल्नुहोस्',
    transferFund: 'मेरो वालेट',
    transferUpline: 'स्थानान्तरण',
    transactionHistory: 'खाता रेकर्ड',
    bettingRecord: 'बेटिङ रेकर्ड',
    personalProfit: 'नाफा र नोक्सान',
    bonusDetails: 'बोनस विवरण',
    messages: 'सन्देशहरू',
    rewardCenter: 'पुरस्कार केन्द्र',
    referral: 'साथीहरूलाई निम्तो दिनुहोस्',
    vip: 'VIP क्लब',
    feedback: 'प्रतिक्रिया',
    download: 'एप डाउनलोड',
    liveChat: 'लाइभ च्याट',
    agent: 'एजेन्ट लगइन',
    agentHome: 'एजेन्ट केन्द्र',
    notFound: 'पृष्ठ भेटिएन',
    dice: 'डाइस',
    limbo: 'लिम्बो',
    mines: 'माइन्स',
    plinko: 'प्लिन्को',
    slot: 'स्लट',
    crash: 'क्र्यास',
    verify: 'राउन्ड प्रमाणित गर्नुहोस्',
  },
};
