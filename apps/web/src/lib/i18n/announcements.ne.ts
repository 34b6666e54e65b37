import type { AnnouncementsMessages } from './announcements.ts';

/** नेपाली: announcement strings; exactly the keys of announcements.en.ts. */
export const announcementsNe: AnnouncementsMessages = {
  announcements: {
    marqueeLabel: 'पछिल्ला सूचनाहरू',
    marqueeTag: 'सूचना',
    openAll: 'सबै घोषणाहरू',
    openNotice: 'सूचना खोल्नुहोस्: {{title}}',
    listLabel: 'घोषणाका शीर्षकहरू',
    pagerLabel: 'घोषणाका पेजहरू',
    emptyTitle: 'अहिले कुनै घोषणा छैन',
    emptyText: 'साइटका समाचारहरू यहाँ देखिनेछन्।',
    loadFailed: 'घोषणाहरू लोड गर्न सकिएन।',
    rewardCenter: 'रिवार्ड सेन्टरमा जानुहोस्',
    popupTitle: 'सूचना',
    popupClose: 'बन्द गर्नुहोस्',
    types: {
      B: 'बुलेटिन',
      PL: 'सूचना',
      PU: 'पपअप',
      PR: 'प्रमोसन',
      H: 'मुख्य आकर्षण',
      AG: 'एजेन्ट',
    },
  },
};
