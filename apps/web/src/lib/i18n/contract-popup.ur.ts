import type { ContractPopupMessages } from './contract-popup.ts';

/** Urdu (اردو): contract popup strings; exactly the keys of contract-popup.en.ts. */
export const contractPopupUr: ContractPopupMessages = {
  contractPopup: {
    title: 'معاہدے کی درخواستیں',
    intro: 'یہ معاہدے کی درخواستیں آپ کے جواب کی منتظر ہیں۔',
    later: 'بعد میں',
    allContracts: 'تمام معاہدے',
  },
};
