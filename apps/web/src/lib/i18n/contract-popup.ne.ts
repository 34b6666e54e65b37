import type { ContractPopupMessages } from './contract-popup.ts';

/** नेपाली: contract popup strings; exactly the keys of contract-popup.en.ts. */
export const contractPopupNe: ContractPopupMessages = {
  contractPopup: {
    title: 'सम्झौता अनुरोधहरू',
    intro: 'यी सम्झौता अनुरोधहरू तपाईंको जवाफको पर्खाइमा छन्।',
    later: 'पछि',
    allContracts: 'सबै सम्झौता',
  },
};
