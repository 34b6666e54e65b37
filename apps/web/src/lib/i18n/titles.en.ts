/**
 * English page names of the tab title ("Deposit · Site"). Loaded on the first page that has one,
 * never with the home page; registered by ./titles.ts.
 */
export const titlesEn = {
  titles: {
    format: '{{page}} · {{siteName}}',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    transferFund: 'My wallet',
    transferUpline: 'Transfer',
    transactionHistory: 'Account record',
    bettingRecord: 'Betting record',
    personalProfit: 'Profit & loss',
    bonusDetails: 'Bonus details',
    messages: 'Messages',
    rewardCenter: 'Reward centre',
    referral: 'Invite friends',
    vip: 'VIP club',
    feedback: 'Feedback',
    download: 'App download',
    liveChat: 'Live chat',
    agent: 'Agent login',
    agentHome: 'Agent centre',
    notFound: 'Page not found',
    dice: 'Dice',
    limbo: 'Limbo',
    mines: 'Mines',
    plinko: 'Plinko',
    slot: 'Slot',
    crash: 'Crash',
    verify: 'Verify a round',
  },
};
