import type { ContractPopupMessages } from './contract-popup.ts';

/** Hindi: contract popup strings; exactly the keys of contract-popup.en.ts. */
export const contractPopupHi: ContractPopupMessages = {
  contractPopup: {
    title: 'अनुबंध अनुरोध',
    intro: 'ये अनुबंध अनुरोध आपके जवाब की प्रतीक्षा में हैं।',
    later: 'बाद में',
    allContracts: 'सभी अनुबंध',
  },
};
