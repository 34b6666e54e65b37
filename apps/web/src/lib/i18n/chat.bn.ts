import type { ChatMessages } from './chat.ts';

/** Bengali strings of live chat; loaded with the chat panel, registered by ./chat.ts. */
export const chatBn: ChatMessages = {
  chat: {
    title: 'লাইভ চ্যাট',
    lead: 'আমাদের সাপোর্ট টিম এখানে উত্তর দেয়।',
    close: 'চ্যাট বন্ধ করুন',
    empty: 'যেকোনো প্রশ্ন করুন: একজন সাপোর্ট এজেন্ট এখানে উত্তর দেবেন।',
    loadOlder: 'আগের বার্তা',
    loading: 'লোড হচ্ছে…',
    label: 'বার্তা',
    placeholder: 'একটি বার্তা লিখুন',
    send: 'পাঠান',
    attach: 'একটি ছবি যুক্ত করুন (PNG বা JPG, সর্বোচ্চ ৫ MB)',
    typing: 'সাপোর্ট লিখছে…',
    you: 'আপনি',
    support: 'সাপোর্ট',
    image: 'চ্যাটের ছবি',
    imageLoading: 'ছবি লোড হচ্ছে…',
    sent: 'পাঠানো হয়েছে',
    read: 'পড়া হয়েছে',
    sending: 'পাঠানো হচ্ছে…',
    failed: 'পাঠানো যায়নি: {{reason}}',
    counter: '{{max}} অক্ষরের মধ্যে {{count}}',
    connecting: 'সংযোগ হচ্ছে…',
    reconnecting: 'সংযোগ বিচ্ছিন্ন, আবার সংযোগ হচ্ছে…',
    status: {
      WAITING: 'একজন সাপোর্ট এজেন্টের অপেক্ষায়',
      OPEN: 'একজন সাপোর্ট এজেন্ট উত্তর দিচ্ছেন',
      CLOSED: 'এই কথোপকথনটি বন্ধ। নতুন করে শুরু করতে আবার লিখুন।',
    },
    fileType: 'শুধু PNG বা JPG ছবি পাঠানো যায়।',
    fileSize: 'ছবিটি ৫ MB বা তার ছোট হতে হবে।',
  },
};
