import type { ModuleKey } from '@portal/contracts/system';

export interface ModuleSeed {
  modId: ModuleKey;
  parent?: ModuleKey;
  enabled?: boolean;
}

/** The module tree every new white label starts with; operators switch flags afterwards. */
export const DEFAULT_MODULES: readonly ModuleSeed[] = [
  { modId: 'REGISTER3' },
  { modId: 'USERNAMEREG3', parent: 'REGISTER3' },
  { modId: 'MOBILENUMREG3', parent: 'REGISTER3' },
  { modId: 'MOBILENUMPASSREG3', parent: 'REGISTER3' },
  { modId: 'REGMOBVERF3', parent: 'REGISTER3' },
  { modId: 'LOGIN3' },
  { modId: 'SMSLOGIN3', parent: 'LOGIN3' },
  { modId: 'GOOGLELOGIN3', parent: 'LOGIN3', enabled: false },
  { modId: 'FACEBOOKLOGIN3', parent: 'LOGIN3', enabled: false },
  { modId: 'FREEPLAY3', parent: 'LOGIN3' },
  { modId: 'SECURITY3' },
  { modId: 'CHNGPASSVERIF3', parent: 'SECURITY3' },
  { modId: 'PASSEXPIRY3', parent: 'SECURITY3', enabled: false },
  { modId: 'NEWIPVERIF3', parent: 'SECURITY3' },
  { modId: 'FORGOTPASSEMAIL3', parent: 'SECURITY3', enabled: false },
  { modId: 'FORGOTPASSMOBILE3', parent: 'SECURITY3' },
  { modId: 'AGENT3' },
  { modId: 'AGENTPOLICY3', parent: 'AGENT3' },
  { modId: 'AFFILIATE3', parent: 'AGENT3' },
  { modId: 'ENABLECT3', parent: 'AGENT3' },
  { modId: 'SALARY3', parent: 'AGENT3' },
  { modId: 'HOURSALARY3', parent: 'AGENT3' },
  { modId: 'REALTIMESALARY3', parent: 'AGENT3' },
  { modId: 'WALLET3' },
  { modId: 'DEPOSIT3', parent: 'WALLET3' },
  { modId: 'WITHDRAW3', parent: 'WALLET3' },
  { modId: 'TRANSFERUPLINE3', parent: 'WALLET3' },
  { modId: 'PROMO3' },
  { modId: 'REFERRAL3', parent: 'PROMO3' },
  { modId: 'VIP3', parent: 'PROMO3' },
  { modId: 'REBATE3', parent: 'PROMO3' },
  { modId: 'CASHBACK3', parent: 'PROMO3' },
  { modId: 'REDENVELOPE3', parent: 'PROMO3' },
  { modId: 'PRIZEWHEEL3', parent: 'PROMO3' },
  { modId: 'GOLDENEGG3', parent: 'PROMO3' },
  { modId: 'DAILYTASK3', parent: 'PROMO3' },
  { modId: 'SIGNIN3', parent: 'PROMO3' },
  { modId: 'POINTMALL3', parent: 'PROMO3' },
  { modId: 'MISSION3', parent: 'PROMO3' },
  { modId: 'SUPPORT3' },
  { modId: 'LIVECHAT3', parent: 'SUPPORT3' },
  { modId: 'FEEDBACK3', parent: 'SUPPORT3' },
  { modId: 'APPDOWNLOAD3' },
];

export interface MerchantSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: string;
  mainDomain: string;
  gtagId?: string;
  maintenance?: { endsInMinutes: number };
  regionRestriction?: boolean;
  domains: { domain: string; type: 'MAIN' | 'MOBILE' | 'AGENT' | 'BACKUP' }[];
  moduleOverrides?: Partial<Record<ModuleKey, boolean>>;
  customerService: { csType: string; title: string; path: string }[];
  resources: { resourceType: string; url: string }[];
  regionRules?: { kind: string; value: string; note?: string }[];
}

const demoSupport = (host: string) => [
  { csType: 'LIVECHAT', title: 'Live chat 24/7', path: `https://chat.${host}/` },
  { csType: 'FACEBOOK', title: 'Facebook', path: `https://facebook.${host}/` },
  { csType: 'TELEGRAM', title: 'Telegram', path: `https://telegram.${host}/support` },
  { csType: 'WHATSAPP', title: 'WhatsApp', path: `https://whatsapp.${host}/support` },
];

const demoResources = (host: string) => [
  { resourceType: 'ANDROID', url: `https://download.${host}/android` },
  { resourceType: 'IOS', url: `https://download.${host}/ios` },
  { resourceType: 'TELEGRAM', url: `https://telegram.${host}/channel` },
  { resourceType: 'TELEGRAM1', url: `https://telegram.${host}/promos` },
  { resourceType: 'WHATSAPP', url: `https://whatsapp.${host}/channel` },
];

/** Demo white labels: the Bengali-first main site and a second brand to show multi-tenancy. */
export const DEMO_MERCHANTS: readonly MerchantSeed[] = [
  {
    code: 'demo',
    name: 'Shapla Play',
    currency: 'BDT',
    currencySymbol: '৳',
    defaultLanguage: 'BN',
    mainDomain: 'localhost',
    domains: [
      { domain: 'localhost', type: 'MAIN' },
      { domain: '127.0.0.1', type: 'BACKUP' },
      { domain: '[::1]', type: 'BACKUP' },
      { domain: 'm.localhost', type: 'MOBILE' },
      { domain: 'agent.localhost', type: 'AGENT' },
    ],
    customerService: demoSupport('shapla.example'),
    resources: demoResources('shapla.example'),
  },
  {
    code: 'nova',
    name: 'Nova Games',
    currency: 'INR',
    currencySymbol: '₹',
    defaultLanguage: 'EN',
    mainDomain: 'nova.localhost',
    domains: [{ domain: 'nova.localhost', type: 'MAIN' }],
    moduleOverrides: { MOBILENUMREG3: false, REGMOBVERF3: false, SMSLOGIN3: false },
    customerService: demoSupport('nova.example').slice(0, 2),
    resources: demoResources('nova.example').slice(0, 2),
  },
];

/** White labels for browser tests: one in maintenance, one that blocks loopback visitors. */
export const E2E_FIXTURE_MERCHANTS: readonly MerchantSeed[] = [
  {
    code: 'maint',
    name: 'Shapla Play',
    currency: 'BDT',
    currencySymbol: '৳',
    defaultLanguage: 'BN',
    mainDomain: 'maint.localhost',
    maintenance: { endsInMinutes: 120 },
    domains: [{ domain: 'maint.localhost', type: 'MAIN' }],
    customerService: demoSupport('shapla.example'),
    resources: [],
  },
  {
    code: 'blocked',
    name: 'Shapla Play',
    currency: 'BDT',
    currencySymbol: '৳',
    defaultLanguage: 'BN',
    mainDomain: 'blocked.localhost',
    regionRestriction: true,
    domains: [{ domain: 'blocked.localhost', type: 'MAIN' }],
    customerService: demoSupport('shapla.example'),
    resources: [],
    regionRules: [
      { kind: 'DENY_IP', value: '127.0.0.0/8', note: 'e2e: block loopback IPv4' },
      { kind: 'DENY_IP', value: '::1', note: 'e2e: block loopback IPv6' },
    ],
  },
];

export interface MemberSeed {
  merchant: string;
  username: string;
  password: string;
  type: number;
  payeeName?: string;
  email?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  mustChangePassword?: boolean;
  /** Username of the upline (seeded earlier in the list). */
  upline?: string;
  /** Opening balance of the demo wallet, e.g. '5000.00'. */
  openingBalance?: string;
  paymentPassword?: string;
  /** An agent's contract as the operator would set it: one tier from 0 at `rateBp`. */
  contract?: { kind: 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY'; rateBp: number };
}

/** Demo accounts listed in README.md. */
export const DEMO_MEMBERS: readonly MemberSeed[] = [
  {
    merchant: 'demo',
    username: 'agent01',
    password: 'Agent#2026',
    type: 1,
    payeeName: 'Karim Ahmed',
    email: 'agent01@shapla.example',
    countryDialingCode: '880',
    mobileNum: '1711000002',
    openingBalance: '20000.00',
  },
  {
    merchant: 'demo',
    username: 'player01',
    password: 'Player#2026',
    type: 0,
    payeeName: 'Rahim Uddin',
    email: 'player01@shapla.example',
    countryDialingCode: '880',
    mobileNum: '1711000001',
    upline: 'agent01',
    openingBalance: '5000.00',
  },
  { merchant: 'nova', username: 'player01', password: 'Player#2026', type: 0 },
];

/** Accounts for browser tests only: one still on the default weak password. */
export const E2E_FIXTURE_MEMBERS: readonly MemberSeed[] = [
  { merchant: 'demo', username: 'weakuser', password: '{secret}', type: 0 },
  // The wallet browser tests' own member: other suites' failed logins never put a captcha on it.
  {
    merchant: 'demo',
    username: 'walletuser',
    password: 'Wallet#2026',
    type: 0,
    payeeName: 'Rahim Uddin',
    openingBalance: '20000.00',
  },
  // The agents browser test's top agent: a daily salary of 1% set by the operator, money to hand
  // down its tree, and a payment password.
  {
    merchant: 'demo',
    username: 'payagent',
    password: 'PayAgent#2026',
    type: 1,
    payeeName: 'Nasrin Akter',
    openingBalance: '20000.00',
    paymentPassword: '246810',
    contract: { kind: 'DAILY_SALARY', rateBp: 100 },
  },
  // The console withdrawal-queue browser test's member: its withdrawals are that suite's alone.
  {
    merchant: 'demo',
    username: 'queueuser',
    password: 'Queue#2026',
    type: 0,
    payeeName: 'Karim Ahmed',
    openingBalance: '5000.00',
  },
];

export interface OperatorSeed {
  merchant: string;
  username: string;
  displayName: string;
  password: string;
  role: 'owner' | 'finance' | 'support' | 'content' | 'agent_manager';
}

/** Console staff for the demo; each binds an authenticator at first sign-in. */
export const DEMO_OPERATORS: readonly OperatorSeed[] = [
  {
    merchant: 'demo',
    username: 'owner',
    displayName: 'Site Owner',
    password: 'Owner#2026',
    role: 'owner',
  },
  {
    merchant: 'demo',
    username: 'finance1',
    displayName: 'Finance Desk',
    password: 'Finance#2026',
    role: 'finance',
  },
  {
    merchant: 'demo',
    username: 'support1',
    displayName: 'Support Desk',
    password: 'Support#2026',
    role: 'support',
  },
];

export interface PaymentMethodSeed {
  merchant: string;
  code: string;
  type: 'BANK' | 'EWALLET' | 'GATEWAY';
  /** GATEWAY methods: the configured gateway's code. */
  gateway?: string;
  nameEn: string;
  nameBn: string;
  min: bigint;
  max: bigint;
  accountName?: string;
  accountNumber?: string;
  bankName?: string;
  instructionsEn?: string;
  instructionsBn?: string;
  turnoverCentiMultiplier?: number;
  sortOrder: number;
}

/** Deposit methods of the demo sites: a bank transfer, a mobile e-wallet and the demo gateway. */
export const DEMO_PAYMENT_METHODS: readonly PaymentMethodSeed[] = [
  {
    merchant: 'demo',
    code: 'DEMOPAY',
    type: 'GATEWAY',
    gateway: 'DEMO',
    nameEn: 'Demo Pay (instant)',
    nameBn: 'ডেমো পে (তাৎক্ষণিক)',
    min: 100_00n,
    max: 50_000_00n,
    instructionsEn:
      'You will be taken to the gateway to pay; the balance updates when it confirms.',
    instructionsBn: 'পেমেন্টের জন্য আপনাকে গেটওয়েতে নেওয়া হবে; নিশ্চিত হলে ব্যালেন্স আপডেট হবে।',
    sortOrder: 1,
  },
  {
    merchant: 'demo',
    code: 'MOBILE',
    type: 'EWALLET',
    nameEn: 'Mobile wallet',
    nameBn: 'মোবাইল ওয়ালেট',
    min: 200_00n,
    max: 25_000_00n,
    accountName: 'Shapla Play Ltd',
    accountNumber: '01700000000',
    instructionsEn: 'Send money to this number, then enter the transaction id.',
    instructionsBn: 'এই নম্বরে টাকা পাঠান, তারপর ট্রানজেকশন আইডি লিখুন।',
    turnoverCentiMultiplier: 100,
    sortOrder: 2,
  },
  {
    merchant: 'demo',
    code: 'BANK',
    type: 'BANK',
    nameEn: 'Bank transfer',
    nameBn: 'ব্যাংক ট্রান্সফার',
    min: 500_00n,
    max: 500_000_00n,
    bankName: 'Shapla Commercial Bank',
    accountName: 'Shapla Play Ltd',
    accountNumber: '2050-0011-7788',
    instructionsEn: 'Transfer from an account in your own name and keep the receipt.',
    instructionsBn: 'নিজের নামের অ্যাকাউন্ট থেকে ট্রান্সফার করুন এবং রসিদ রাখুন।',
    turnoverCentiMultiplier: 100,
    sortOrder: 3,
  },
  {
    merchant: 'nova',
    code: 'DEMOPAY',
    type: 'GATEWAY',
    gateway: 'DEMO',
    nameEn: 'Demo Pay (instant)',
    nameBn: 'ডেমো পে (তাৎক্ষণিক)',
    min: 100_00n,
    max: 50_000_00n,
    sortOrder: 1,
  },
];
