import type { TitlesMessages } from './titles.ts';

/** Hindi page names of the tab title; registered by ./titles.ts. */
export const titlesHi: TitlesMessages = {
  titles: {
    format: '{{page}} · {{siteName}}',
    deposit: 'जमा करें',
    withdraw: 'निकासी',
    transferFund: 'मेरा वॉलेट',
    transferUpline: 'ट्रांसफर',
    transactionHistory: 'खाता रिकॉर्ड',
    bettingRecord: 'बेटिंग रिकॉर्ड',
    personalProfit: 'लाभ और हानि',
    bonusDetails: 'बोनस विवरण',
    messages: 'संदेश',
    rewardCenter: 'रिवॉर्ड सेंटर',
    referral: 'दोस्तों को आमंत्रित करें',
    vip: 'VIP क्लब',
    feedback: 'फ़ीडबैक',
    download: 'ऐप डाउनलोड',
    liveChat: 'लाइव चैट',
    agent: 'एजेंट लॉगिन',
    agentHome: 'एजेंट सेंटर',
    notFound: 'पेज नहीं मिला',
    dice: 'डाइस',
    limbo: 'लिम्बो',
    mines: 'माइंस',
    plinko: 'प्लिंको',
    slot: 'स्लॉट',
    crash: 'क्रैश',
    verify: 'राउंड सत्यापित करें',
  },
};
