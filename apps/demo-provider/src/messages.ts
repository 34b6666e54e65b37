/** Errors the game pages' API answers, with their HTTP status and text in both languages. */
export const PLAY_ERRORS = {
  SESSION_NOT_FOUND: {
    http: 404,
    en: 'This game session does not exist or has expired. Go back and open the game again.',
    bn: 'এই গেম সেশনটি নেই বা এর মেয়াদ শেষ হয়ে গেছে। ফিরে গিয়ে আবার গেমটি খুলুন।',
  },
  SESSION_EXPIRED: {
    http: 401,
    en: 'You are no longer signed in at the portal. Go back and open the game again.',
    bn: 'পোর্টালে আপনার লগইন আর সক্রিয় নেই। ফিরে গিয়ে আবার গেমটি খুলুন।',
  },
  BAD_REQUEST: {
    http: 400,
    en: 'That request is not valid.',
    bn: 'অনুরোধটি সঠিক নয়।',
  },
  STAKE_OUT_OF_LIMITS: {
    http: 400,
    en: 'The stake must be between {min} and {max} {currency}.',
    bn: 'বাজির পরিমাণ {min} থেকে {max} {currency}-এর মধ্যে হতে হবে।',
  },
  BAD_PICK: {
    http: 400,
    en: 'Pick exactly {count} different numbers from 1 to {pool}.',
    bn: '1 থেকে {pool}-এর মধ্যে ঠিক {count}টি আলাদা সংখ্যা বাছুন।',
  },
  INSUFFICIENT_FUNDS: {
    http: 409,
    en: 'Not enough balance for this stake.',
    bn: 'এই বাজির জন্য পর্যাপ্ত ব্যালেন্স নেই।',
  },
  BET_LIMIT: {
    http: 409,
    en: 'Your betting limit at the portal does not allow this stake.',
    bn: 'পোর্টালে আপনার বাজির সীমা এই পরিমাণ অনুমোদন করে না।',
  },
  PLAYER_BLOCKED: {
    http: 403,
    en: 'Your account cannot place bets right now.',
    bn: 'আপনার অ্যাকাউন্ট থেকে এখন বাজি ধরা যাচ্ছে না।',
  },
  GAME_UNAVAILABLE: {
    http: 503,
    en: 'This game is not available right now (maintenance). Try again later.',
    bn: 'গেমটি এখন পাওয়া যাচ্ছে না (রক্ষণাবেক্ষণ)। পরে আবার চেষ্টা করুন।',
  },
  BET_REFUSED: {
    http: 409,
    en: 'The bet was not accepted ({status}).',
    bn: 'বাজিটি গ্রহণ করা হয়নি ({status})।',
  },
  PORTAL_UNAVAILABLE: {
    http: 503,
    en: 'The wallet did not answer, so the bet was cancelled. Any stake taken will be returned.',
    bn: 'ওয়ালেট সাড়া দেয়নি, তাই বাজিটি বাতিল করা হয়েছে। কোনো টাকা কাটা হয়ে থাকলে তা ফেরত দেওয়া হবে।',
  },
  WALLET_UNREACHABLE: {
    http: 503,
    en: 'The wallet is not answering right now. Try again in a moment.',
    bn: 'ওয়ালেট এখন সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  },
  BETTING_CLOSED: {
    http: 409,
    en: 'Betting on this event has closed.',
    bn: 'এই ইভেন্টে বাজি ধরা বন্ধ হয়ে গেছে।',
  },
  FISH_GONE: {
    http: 409,
    en: 'That fish has swum away.',
    bn: 'মাছটি সাঁতরে চলে গেছে।',
  },
} as const satisfies Record<string, { http: number; en: string; bn: string }>;

export type PlayErrorCode = keyof typeof PLAY_ERRORS;

/** A refusal the page shows to the player: a code, an HTTP status and a message in their language. */
export class PlayError extends Error {
  readonly code: PlayErrorCode;
  readonly params: Record<string, string>;

  constructor(code: PlayErrorCode, params: Record<string, string> = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }

  get httpStatus(): number {
    return PLAY_ERRORS[this.code].http;
  }

  /** The player-facing text in `language`, with `{name}` filled from params. */
  text(language: 'bn' | 'en'): string {
    return PLAY_ERRORS[this.code][language].replace(
      /\{(\w+)\}/g,
      (_, key: string) => this.params[key] ?? '',
    );
  }
}
