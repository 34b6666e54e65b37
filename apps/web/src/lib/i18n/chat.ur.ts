import type { ChatMessages } from './chat.ts';

/** Urdu strings of live chat; loaded with the chat panel, registered by ./chat.ts. */
export const chatUr: ChatMessages = {
  chat: {
    title: 'لائیو چیٹ',
    lead: 'ہماری سپورٹ ٹیم یہاں جواب دیتی ہے۔',
    close: 'چیٹ بند کریں',
    empty: 'ہم سے کچھ بھی پوچھیں: سپورٹ ایجنٹ یہاں جواب دے گا۔',
    loadOlder: 'پچھلے پیغامات',
    loading: 'لوڈ ہو رہا ہے…',
    label: 'پیغام',
    placeholder: 'پیغام لکھیں',
    send: 'بھیجیں',
    attach: 'تصویر منسلک کریں (PNG یا JPG، زیادہ سے زیادہ 5 MB)',
    typing: 'سپورٹ لکھ رہی ہے…',
    you: 'آپ',
    support: 'سپورٹ',
    image: 'چیٹ میں تصویر',
    imageLoading: 'تصویر لوڈ ہو رہی ہے…',
    sent: 'بھیج دیا',
    read: 'پڑھ لیا',
    sending: 'بھیجا جا رہا ہے…',
    failed: 'نہیں بھیجا گیا: {{reason}}',
    counter: '{{max}} میں سے {{count}} حروف',
    connecting: 'کنیکٹ ہو رہا ہے…',
    reconnecting: 'کنکشن ٹوٹ گیا، دوبارہ کنیکٹ ہو رہا ہے…',
    status: {
      WAITING: 'سپورٹ ایجنٹ کا انتظار ہے',
      OPEN: 'سپورٹ ایجنٹ جواب دے رہا ہے',
      CLOSED: 'یہ گفتگو بند ہو چکی ہے۔ نئی گفتگو شروع کرنے کے لیے دوبارہ لکھیں۔',
    },
    fileType: 'صرف PNG یا JPG تصاویر بھیجی جا سکتی ہیں۔',
    fileSize: 'تصویر 5 MB یا اس سے چھوٹی ہونی چاہیے۔',
  },
};
