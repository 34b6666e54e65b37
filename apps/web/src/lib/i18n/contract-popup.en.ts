/**
 * English strings of the contract popup: an agent's waiting contract requests, shown once after
 * login on the player site. Registered by ./contract-popup.ts; the cards themselves use the agent
 * centre's strings.
 */
export const contractPopupEn = {
  contractPopup: {
    title: 'Contract requests',
    intro: 'These contract requests are waiting for your answer.',
    later: 'Later',
    allContracts: 'All contracts',
  },
};
