import type { ContractPopupMessages } from './contract-popup.ts';

/** বাংলা: contract popup strings; exactly the keys of contract-popup.en.ts. */
export const contractPopupBn: ContractPopupMessages = {
  contractPopup: {
    title: 'চুক্তির অনুরোধ',
    intro: 'এই চুক্তির অনুরোধগুলো আপনার উত্তরের অপেক্ষায় আছে।',
    later: 'পরে',
    allContracts: 'সব চুক্তি',
  },
};
