import type { ChatMessages } from './chat.ts';

/** Nepali strings of live chat; loaded with the chat panel, registered by ./chat.ts. */
export const chatNe: ChatMessages = {
  chat: {
    title: 'लाइभ च्याट',
    lead: 'हाम्रो सहयोग टोलीले यहाँ जवाफ दिन्छ।',
    close: 'च्याट बन्द गर्नुहोस्',
    empty: 'जे पनि सोध्नुहोस्: सहयोग एजेन्टले यहाँ जवाफ दिनेछन्।',
    loadOlder: 'पहिलेका सन्देशहरू',
    loading: 'लोड हुँदैछ…',
    label: 'सन्देश',
    placeholder: 'सन्देश लेख्नुहोस्',
    send: 'पठाउनुहोस्',
    attach: 'तस्बिर संलग्न गर्नुहोस् (PNG वा JPG, बढीमा ५ MB)',
    typing: 'सहयोग टोली टाइप गर्दैछ…',
    you: 'तपाईं',
    support: 'सहयोग',
    image: 'च्याटमा रहेको तस्बिर',
    imageLoading: 'तस्बिर लोड हुँदैछ…',
    sent: 'पठाइयो',
    read: 'पढियो',
    sending: 'पठाउँदै…',
    failed: 'पठाइएन: {{reason}}',
    counter: '{{max}}मध्ये {{count}} अक्षर',
    connecting: 'जोडिँदै…',
    reconnecting: 'जडान टुट्यो, फेरि जोडिँदै…',
    status: {
      WAITING: 'सहयोग एजेन्टको प्रतीक्षा गर्दै',
      OPEN: 'सहयोग एजेन्टले जवाफ दिँदै हुनुहुन्छ',
      CLOSED: 'यो कुराकानी बन्द भयो। नयाँ सुरु गर्न फेरि लेख्नुहोस्।',
    },
    fileType: 'PNG वा JPG तस्बिर मात्र पठाउन सकिन्छ।',
    fileSize: 'तस्बिर ५ MB वा सोभन्दा सानो हुनुपर्छ।',
  },
};
