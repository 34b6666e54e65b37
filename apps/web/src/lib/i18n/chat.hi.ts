import type { ChatMessages } from './chat.ts';

/** Hindi strings of live chat; loaded with the chat panel, registered by ./chat.ts. */
export const chatHi: ChatMessages = {
  chat: {
    title: 'लाइव चैट',
    lead: 'हमारी सपोर्ट टीम यहाँ जवाब देती है।',
    close: 'चैट बंद करें',
    empty: 'हमसे कुछ भी पूछें: सपोर्ट एजेंट यहाँ जवाब देगा।',
    loadOlder: 'पिछले संदेश',
    loading: 'लोड हो रहा है…',
    label: 'संदेश',
    placeholder: 'संदेश लिखें',
    send: 'भेजें',
    attach: 'इमेज जोड़ें (PNG या JPG, अधिकतम 5 MB)',
    typing: 'सपोर्ट टाइप कर रहा है…',
    you: 'आप',
    support: 'सपोर्ट',
    image: 'चैट में इमेज',
    imageLoading: 'इमेज लोड हो रही है…',
    sent: 'भेजा गया',
    read: 'पढ़ा गया',
    sending: 'भेजा जा रहा है…',
    failed: 'नहीं भेजा गया: {{reason}}',
    counter: '{{max}} में से {{count}} अक्षर',
    connecting: 'कनेक्ट हो रहा है…',
    reconnecting: 'कनेक्शन टूट गया, फिर से कनेक्ट हो रहा है…',
    status: {
      WAITING: 'सपोर्ट एजेंट की प्रतीक्षा है',
      OPEN: 'सपोर्ट एजेंट जवाब दे रहा है',
      CLOSED: 'यह बातचीत बंद हो चुकी है। नई बातचीत शुरू करने के लिए फिर से लिखें।',
    },
    fileType: 'केवल PNG या JPG इमेज भेजी जा सकती हैं।',
    fileSize: 'इमेज 5 MB या उससे छोटी होनी चाहिए।',
  },
};
