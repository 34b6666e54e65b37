import type { AgentCentreMessages } from './agent-centre.ts';

/** Nepali strings of the agent centre; registered by ./agent-centre.ts. */
export const agentCentreNe: AgentCentreMessages = {
  agentCentre: {
    menuLabel: 'एजेन्ट केन्द्र',
    menu: {
      downlines: 'डाउनलाइन व्यवस्थापन',
      deposit: 'जम्मा गर्नुहोस्',
      withdraw: 'रकम निकाल्नुहोस्',
      messages: 'प्लेटफर्म सन्देशहरू',
      customerService: 'ग्राहक सेवा',
    },
    unreadBadge: '{{count}} नपढिएका',
    clock: {
      label: 'तपाईंको स्थानीय समय',
      zone: 'समय क्षेत्र: {{zone}}',
    },
    downlines: {
      lead: 'तपाईंको टिमका सबै सदस्य। प्रयोगकर्ता नामले खोज्नुहोस्, वा आफ्ना प्रत्यक्ष डाउनलाइन मात्र हेर्नुहोस्।',
      search: 'प्रयोगकर्ता नाम',
      searchPlaceholder: 'प्रयोगकर्ता नामको सुरुवात…',
      submit: 'खोज्नुहोस्',
      clear: 'खोज हटाउनुहोस्',
      scopeLabel: 'देखाउनुहोस्',
      scope: { direct: 'प्रत्यक्ष', all: 'सबै तह' },
      caption: 'तपाईंका डाउनलाइन',
      agent: 'एजेन्ट',
      never: 'कहिल्यै होइन',
      columns: {
        username: 'प्रयोगकर्ता नाम',
        level: 'तह',
        upline: 'अपलाइन',
        teamCount: 'टिमको आकार',
        balance: 'ब्यालेन्स',
        status: 'स्थिति',
        lastLogin: 'अन्तिम लगइन',
        joined: 'सामेल मिति',
      },
      status: { ACTIVE: 'सक्रिय', LOCKED: 'लक गरिएको' },
      pages: 'डाउनलाइनका पेजहरू',
      emptyTitle: 'अहिलेसम्म कुनै डाउनलाइन छैन',
      emptyText: 'तपाईंको निमन्त्रणा लिङ्कबाट साइन अप गर्ने सदस्यहरू यहाँ देखिनेछन्।',
      noMatchTitle: 'कुनै डाउनलाइन भेटिएन',
      noMatchText: 'यस सूचीमा “{{username}}” बाट सुरु हुने कुनै प्रयोगकर्ता नाम छैन।',
    },
  },
};
