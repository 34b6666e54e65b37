import type { AnnouncementsMessages } from './announcements.ts';

/** Urdu (اردو): announcement strings; exactly the keys of announcements.en.ts. */
export const announcementsUr: AnnouncementsMessages = {
  announcements: {
    marqueeLabel: 'تازہ ترین نوٹسز',
    marqueeTag: 'نوٹس',
    openAll: 'تمام اعلانات',
    openNotice: 'نوٹس کھولیں: {{title}}',
    listLabel: 'اعلانات کے عنوانات',
    pagerLabel: 'اعلانات کے صفحات',
    emptyTitle: 'اس وقت کوئی اعلان نہیں',
    emptyText: 'سائٹ کی خبریں یہاں دکھائی دیں گی۔',
    loadFailed: 'اعلانات لوڈ نہیں ہو سکے۔',
    rewardCenter: 'انعامی مرکز پر جائیں',
    popupTitle: 'نوٹس',
    popupClose: 'بند کریں',
    types: {
      B: 'بلیٹن',
      PL: 'نوٹس',
      PU: 'پاپ اپ',
      PR: 'پروموشن',
      H: 'نمایاں',
      AG: 'ایجنٹ',
    },
  },
};
