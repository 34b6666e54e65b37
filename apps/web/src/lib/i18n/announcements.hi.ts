import type { AnnouncementsMessages } from './announcements.ts';

/** Hindi: announcement strings; exactly the keys of announcements.en.ts. */
export const announcementsHi: AnnouncementsMessages = {
  announcements: {
    marqueeLabel: 'ताज़ा सूचनाएँ',
    marqueeTag: 'सूचना',
    openAll: 'सभी घोषणाएँ',
    openNotice: 'सूचना खोलें: {{title}}',
    listLabel: 'घोषणाओं के शीर्षक',
    pagerLabel: 'घोषणाओं के पेज',
    emptyTitle: 'अभी कोई घोषणा नहीं है',
    emptyText: 'साइट की खबरें यहाँ दिखाई देंगी।',
    loadFailed: 'घोषणाएँ लोड नहीं हो सकीं।',
    rewardCenter: 'रिवॉर्ड सेंटर पर जाएँ',
    popupTitle: 'सूचना',
    popupClose: 'बंद करें',
    types: {
      B: 'बुलेटिन',
      PL: 'सूचना',
      PU: 'पॉपअप',
      PR: 'प्रमोशन',
      H: 'हाइलाइट',
      AG: 'एजेंट',
    },
  },
};
