import type { AgentCentreMessages } from './agent-centre.ts';

/** Bengali strings of the agent centre; registered by ./agent-centre.ts. */
export const agentCentreBn: AgentCentreMessages = {
  agentCentre: {
    menuLabel: 'এজেন্ট সেন্টার',
    menu: {
      downlines: 'ডাউনলাইন ব্যবস্থাপনা',
      deposit: 'ডিপোজিট',
      withdraw: 'উত্তোলন',
      messages: 'প্ল্যাটফর্মের বার্তা',
      customerService: 'গ্রাহক সেবা',
    },
    unreadBadge: '{{count}}টি অপঠিত',
    clock: {
      label: 'আপনার স্থানীয় সময়',
      zone: 'টাইম জোন: {{zone}}',
    },
    downlines: {
      lead: 'আপনার দলের সবাই। ইউজারনেম দিয়ে খুঁজুন, অথবা শুধু সরাসরি ডাউনলাইন দেখুন।',
      search: 'ইউজারনেম',
      searchPlaceholder: 'ইউজারনেমের শুরু…',
      submit: 'খুঁজুন',
      clear: 'খোঁজা মুছুন',
      scopeLabel: 'দেখান',
      scope: { direct: 'সরাসরি', all: 'সব স্তর' },
      caption: 'আপনার ডাউনলাইন',
      agent: 'এজেন্ট',
      never: 'কখনো না',
      columns: {
        username: 'ইউজারনেম',
        level: 'স্তর',
        upline: 'আপলাইন',
        teamCount: 'দলের আকার',
        balance: 'ব্যালেন্স',
        status: 'অবস্থা',
        lastLogin: 'সর্বশেষ লগ ইন',
        joined: 'যোগদান',
      },
      status: { ACTIVE: 'সক্রিয়', LOCKED: 'লক করা' },
      pages: 'ডাউনলাইনের পৃষ্ঠা',
      emptyTitle: 'এখনো কোনো ডাউনলাইন নেই',
      emptyText: 'আপনার আমন্ত্রণ লিংক দিয়ে যাঁরা সাইন আপ করবেন, তাঁরা এখানে দেখা যাবেন।',
      noMatchTitle: 'কোনো ডাউনলাইন পাওয়া যায়নি',
      noMatchText: 'এই তালিকায় “{{username}}” দিয়ে শুরু হওয়া কোনো ইউজারনেম নেই।',
    },
  },
};
