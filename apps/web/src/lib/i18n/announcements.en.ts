/**
 * English strings of announcements, notices, popups and the home marquee. Loaded with the
 * marquee and the popups (after the first paint); registered by ./announcements.ts.
 */
export const announcementsEn = {
  announcements: {
    marqueeLabel: 'Latest notices',
    marqueeTag: 'Notice',
    openAll: 'All announcements',
    openNotice: 'Open notice: {{title}}',
    listLabel: 'Announcement titles',
    pagerLabel: 'Announcement pages',
    emptyTitle: 'No announcements right now',
    emptyText: 'News from the site will appear here.',
    loadFailed: 'Announcements could not be loaded.',
    rewardCenter: 'Go to the reward centre',
    popupTitle: 'Notice',
    popupClose: 'Close',
    types: {
      B: 'Bulletin',
      PL: 'Notice',
      PU: 'Popup',
      PR: 'Promotion',
      H: 'Highlight',
      AG: 'Agents',
    },
  },
};
