import type { AgentCentreMessages } from './agent-centre.ts';

/** Urdu strings of the agent centre; registered by ./agent-centre.ts. */
export const agentCentreUr: AgentCentreMessages = {
  agentCentre: {
    menuLabel: 'ایجنٹ سینٹر',
    menu: {
      downlines: 'ڈاؤن لائن کا انتظام',
      deposit: 'ڈپازٹ',
      withdraw: 'رقم نکالیں',
      messages: 'پلیٹ فارم کے پیغامات',
      customerService: 'کسٹمر سروس',
    },
    unreadBadge: '{{count}} بغیر پڑھے',
    clock: {
      label: 'آپ کا مقامی وقت',
      zone: 'ٹائم زون: {{zone}}',
    },
    downlines: {
      lead: 'آپ کی ٹیم کے سب ارکان۔ یوزر نیم سے تلاش کریں، یا صرف اپنی براہ راست ڈاؤن لائن دیکھیں۔',
      search: 'یوزر نیم',
      searchPlaceholder: 'یوزر نیم کا آغاز…',
      submit: 'تلاش کریں',
      clear: 'تلاش صاف کریں',
      scopeLabel: 'دکھائیں',
      scope: { direct: 'براہ راست', all: 'تمام سطحیں' },
      caption: 'آپ کی ڈاؤن لائن',
      agent: 'ایجنٹ',
      never: 'کبھی نہیں',
      columns: {
        username: 'یوزر نیم',
        level: 'سطح',
        upline: 'اپ لائن',
        teamCount: 'ٹیم کا سائز',
        balance: 'بیلنس',
        status: 'حیثیت',
        lastLogin: 'آخری لاگ ان',
        joined: 'شمولیت',
      },
      status: { ACTIVE: 'فعال', LOCKED: 'مقفل' },
      pages: 'ڈاؤن لائن کے صفحات',
      emptyTitle: 'ابھی کوئی ڈاؤن لائن نہیں',
      emptyText: 'جو ارکان آپ کے دعوتی لنک سے سائن اپ کریں گے، وہ یہاں نظر آئیں گے۔',
      noMatchTitle: 'کوئی ڈاؤن لائن نہیں ملی',
      noMatchText: 'اس فہرست میں کوئی یوزر نیم “{{username}}” سے شروع نہیں ہوتا۔',
    },
  },
};
