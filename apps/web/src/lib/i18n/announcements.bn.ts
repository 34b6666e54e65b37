import type { AnnouncementsMessages } from './announcements.ts';

/** বাংলা: announcement strings; exactly the keys of announcements.en.ts. */
export const announcementsBn: AnnouncementsMessages = {
  announcements: {
    marqueeLabel: 'সর্বশেষ নোটিশ',
    marqueeTag: 'নোটিশ',
    openAll: 'সব ঘোষণা',
    openNotice: 'নোটিশ খুলুন: {{title}}',
    listLabel: 'ঘোষণার শিরোনাম',
    pagerLabel: 'ঘোষণার পাতা',
    emptyTitle: 'এই মুহূর্তে কোনো ঘোষণা নেই',
    emptyText: 'সাইটের খবর এখানে দেখা যাবে।',
    loadFailed: 'ঘোষণা লোড করা যায়নি।',
    rewardCenter: 'রিওয়ার্ড সেন্টারে যান',
    popupTitle: 'নোটিশ',
    popupClose: 'বন্ধ করুন',
    types: {
      B: 'বুলেটিন',
      PL: 'নোটিশ',
      PU: 'পপআপ',
      PR: 'প্রোমোশন',
      H: 'হাইলাইট',
      AG: 'এজেন্ট',
    },
  },
};
