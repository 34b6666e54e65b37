import type { AgentCentreMessages } from './agent-centre.ts';

/** Hindi strings of the agent centre; registered by ./agent-centre.ts. */
export const agentCentreHi: AgentCentreMessages = {
  agentCentre: {
    menuLabel: 'एजेंट सेंटर',
    menu: {
      downlines: 'डाउनलाइन मैनेजमेंट',
      deposit: 'जमा करें',
      withdraw: 'निकासी',
      messages: 'प्लेटफ़ॉर्म संदेश',
      customerService: 'ग्राहक सेवा',
    },
    unreadBadge: '{{count}} अपठित',
    clock: {
      label: 'आपका स्थानीय समय',
      zone: 'टाइम ज़ोन: {{zone}}',
    },
    downlines: {
      lead: 'आपकी टीम के सभी सदस्य। यूज़रनेम से खोजें, या सिर्फ़ अपने सीधे डाउनलाइन देखें।',
      search: 'यूज़रनेम',
      searchPlaceholder: 'यूज़रनेम की शुरुआत…',
      submit: 'खोजें',
      clear: 'खोज हटाएँ',
      scopeLabel: 'दिखाएँ',
      scope: { direct: 'सीधे', all: 'सभी स्तर' },
      caption: 'आपके डाउनलाइन',
      agent: 'एजेंट',
      never: 'कभी नहीं',
      columns: {
        username: 'यूज़रनेम',
        level: 'स्तर',
        upline: 'अपलाइन',
        teamCount: 'टीम का आकार',
        balance: 'बैलेंस',
        status: 'स्थिति',
        lastLogin: 'आख़िरी लॉग इन',
        joined: 'जुड़ने की तारीख',
      },
      status: { ACTIVE: 'सक्रिय', LOCKED: 'लॉक' },
      pages: 'डाउनलाइन के पेज',
      emptyTitle: 'अभी कोई डाउनलाइन नहीं',
      emptyText: 'जो सदस्य आपके आमंत्रण लिंक से साइन अप करेंगे, वे यहाँ दिखेंगे।',
      noMatchTitle: 'कोई डाउनलाइन नहीं मिला',
      noMatchText: 'इस सूची में कोई यूज़रनेम “{{username}}” से शुरू नहीं होता।',
    },
  },
};
