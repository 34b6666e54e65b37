/**
 * Stable error codes, prefixed by domain. The envelope carries the code; clients branch on it
 * and show their own translation. `ERROR_MESSAGES` is the server's translation per language.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'MERCHANT_UNKNOWN',
  'MERCHANT_REQUIRED',
  'SYSTEM_MAINTENANCE',
  'SYSTEM_REGION_BLOCKED',
  'AUTH_UNAUTHORIZED',
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_CAPTCHA_REQUIRED',
  'AUTH_CAPTCHA_INVALID',
  'AUTH_BOTCHECK_FAILED',
  'AUTH_ACCOUNT_LOCKED',
  'AUTH_NOT_MEMBER',
  'AUTH_NOT_AGENT',
  'AUTH_PASSWORD_CHANGE_REQUIRED',
  'AUTH_TRIAL_FORBIDDEN',
  'AUTH_TOO_MANY_ATTEMPTS',
  'AUTH_VERIFICATION_INVALID',
  'AUTH_TICKET_EXPIRED',
  'AUTH_PASSWORD_MISMATCH',
  'AUTH_OLD_PASSWORD_WRONG',
  'AUTH_PASSWORD_WEAK',
  'AUTH_RESET_INVALID',
  'MEMBER_NOT_FOUND',
  'MEMBER_USERNAME_TAKEN',
  'MEMBER_MOBILE_TAKEN',
  'MEMBER_TERMS_REQUIRED',
  'MEMBER_REGISTRATION_DISABLED',
  'AUTH_METHOD_DISABLED',
  'WALLET_INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'AFFILIATE_INVALID',
  'SMS_INVALID_PHONE',
  'SMS_TOO_MANY',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'CRYPTO_INVALID_PAYLOAD',
  'CRYPTO_REPLAY',
  'TOTP_ALREADY_BOUND',
  'UPLOAD_INVALID_IMAGE',
  'ADMIN_FORBIDDEN',
  'ADMIN_TOTP_REQUIRED',
  'ADMIN_TOTP_INVALID',
  'ADMIN_MODULE_UNKNOWN',
  'WALLET_AMOUNT_OUT_OF_RANGE',
  'WALLET_METHOD_UNKNOWN',
  'WALLET_VENDOR_UNKNOWN',
  'WALLET_TRANSFER_PENDING',
  'WALLET_TRANSFER_REFUSED',
  'WALLET_VENDOR_UNAVAILABLE',
  'WALLET_TURNOVER_REQUIRED',
  'WALLET_DAILY_LIMIT',
  'WALLET_PAYMENT_PASSWORD_REQUIRED',
  'WALLET_PAYMENT_PASSWORD_WRONG',
  'WALLET_PAYMENT_PASSWORD_LOCKED',
  'WALLET_PAYEE_UNKNOWN',
  'WALLET_PAYEE_NAME_MISMATCH',
  'WALLET_PAYEE_LIMIT',
  'WALLET_PAYEE_EXISTS',
  'WALLET_NO_UPLINE',
  'WALLET_NOT_DOWNLINE',
  'WALLET_ORDER_NOT_FOUND',
  'WALLET_STATE_CONFLICT',
  'WALLET_SIGNATURE_INVALID',
  'WALLET_SAME_OPERATOR',
  'WALLET_SETTINGS_INVALID',
  'WALLET_METHOD_EXISTS',
  'WALLET_GATEWAY_NOT_CONFIGURED',
  'WALLET_GATEWAY_UNAVAILABLE',
  'WALLET_NOTIFICATION_MISMATCH',
  'GAME_NOT_FOUND',
  'GAME_VENDOR_UNKNOWN',
  'GAME_MAINTENANCE',
  'GAME_LAUNCH_FAILED',
  'GAME_BET_LIMIT',
  'GAME_ROUND_NOT_FOUND',
  'GAME_ROUND_CLOSED',
  'GAME_ROUND_IN_PROGRESS',
  'FAIR_CLIENT_SEED_INVALID',
  'FAIR_PARAM_INVALID',
  'GAME_MAINTENANCE_END_INVALID',
  'BET_EXCEPTION_NOT_FOUND',
  'BET_EXCEPTION_RESOLVED',
  'CONTENT_GROUP_INVALID',
  'CONTENT_LINKAGE_INVALID',
  'CONTENT_VIDEO_HOST',
  'CONTENT_MEDIA_REQUIRED',
  'CONTENT_NOT_FOUND',
  'CONTENT_SLUG_TAKEN',
  'CONTENT_ORDER_INVALID',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Default HTTP status for each code; a throw site may not override it silently. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST_BODY: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  MERCHANT_UNKNOWN: 400,
  MERCHANT_REQUIRED: 400,
  SYSTEM_MAINTENANCE: 503,
  SYSTEM_REGION_BLOCKED: 403,
  AUTH_UNAUTHORIZED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_CAPTCHA_REQUIRED: 400,
  AUTH_CAPTCHA_INVALID: 400,
  AUTH_BOTCHECK_FAILED: 400,
  AUTH_ACCOUNT_LOCKED: 403,
  AUTH_NOT_MEMBER: 403,
  AUTH_NOT_AGENT: 403,
  AUTH_PASSWORD_CHANGE_REQUIRED: 403,
  AUTH_TRIAL_FORBIDDEN: 403,
  AUTH_TOO_MANY_ATTEMPTS: 429,
  AUTH_VERIFICATION_INVALID: 400,
  AUTH_TICKET_EXPIRED: 400,
  AUTH_PASSWORD_MISMATCH: 400,
  AUTH_OLD_PASSWORD_WRONG: 400,
  AUTH_PASSWORD_WEAK: 400,
  AUTH_RESET_INVALID: 400,
  MEMBER_NOT_FOUND: 404,
  MEMBER_USERNAME_TAKEN: 409,
  MEMBER_MOBILE_TAKEN: 409,
  MEMBER_TERMS_REQUIRED: 400,
  MEMBER_REGISTRATION_DISABLED: 403,
  AUTH_METHOD_DISABLED: 403,
  WALLET_INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_CONFLICT: 422,
  AFFILIATE_INVALID: 400,
  SMS_INVALID_PHONE: 400,
  SMS_TOO_MANY: 429,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  CRYPTO_INVALID_PAYLOAD: 400,
  CRYPTO_REPLAY: 400,
  TOTP_ALREADY_BOUND: 409,
  UPLOAD_INVALID_IMAGE: 400,
  ADMIN_FORBIDDEN: 403,
  ADMIN_TOTP_REQUIRED: 401,
  ADMIN_TOTP_INVALID: 400,
  ADMIN_MODULE_UNKNOWN: 404,
  WALLET_AMOUNT_OUT_OF_RANGE: 400,
  WALLET_METHOD_UNKNOWN: 400,
  WALLET_VENDOR_UNKNOWN: 400,
  WALLET_TRANSFER_PENDING: 409,
  WALLET_TRANSFER_REFUSED: 409,
  WALLET_VENDOR_UNAVAILABLE: 502,
  WALLET_TURNOVER_REQUIRED: 409,
  WALLET_DAILY_LIMIT: 409,
  WALLET_PAYMENT_PASSWORD_REQUIRED: 409,
  WALLET_PAYMENT_PASSWORD_WRONG: 400,
  WALLET_PAYMENT_PASSWORD_LOCKED: 429,
  WALLET_PAYEE_UNKNOWN: 404,
  WALLET_PAYEE_NAME_MISMATCH: 400,
  WALLET_PAYEE_LIMIT: 409,
  WALLET_PAYEE_EXISTS: 409,
  WALLET_NO_UPLINE: 409,
  WALLET_NOT_DOWNLINE: 404,
  WALLET_ORDER_NOT_FOUND: 404,
  WALLET_STATE_CONFLICT: 409,
  WALLET_SIGNATURE_INVALID: 401,
  WALLET_SAME_OPERATOR: 403,
  WALLET_SETTINGS_INVALID: 400,
  WALLET_METHOD_EXISTS: 409,
  WALLET_GATEWAY_NOT_CONFIGURED: 400,
  WALLET_GATEWAY_UNAVAILABLE: 502,
  WALLET_NOTIFICATION_MISMATCH: 422,
  GAME_NOT_FOUND: 404,
  GAME_VENDOR_UNKNOWN: 404,
  GAME_MAINTENANCE: 409,
  GAME_LAUNCH_FAILED: 502,
  GAME_BET_LIMIT: 400,
  GAME_ROUND_NOT_FOUND: 404,
  GAME_ROUND_CLOSED: 409,
  GAME_ROUND_IN_PROGRESS: 409,
  FAIR_CLIENT_SEED_INVALID: 400,
  FAIR_PARAM_INVALID: 400,
  GAME_MAINTENANCE_END_INVALID: 400,
  BET_EXCEPTION_NOT_FOUND: 404,
  BET_EXCEPTION_RESOLVED: 409,
  CONTENT_GROUP_INVALID: 400,
  CONTENT_LINKAGE_INVALID: 400,
  CONTENT_VIDEO_HOST: 400,
  CONTENT_MEDIA_REQUIRED: 400,
  CONTENT_NOT_FOUND: 404,
  CONTENT_SLUG_TAKEN: 409,
  CONTENT_ORDER_INVALID: 400,
};

type Messages = { EN: string; BN: string };

/** Server-side translations of every code, in the two complete languages. */
export const ERROR_MESSAGES: Record<ErrorCode, Messages> = {
  VALIDATION_FAILED: {
    EN: 'Some fields are not valid.',
    BN: 'কিছু তথ্য সঠিক নয়।',
  },
  BAD_REQUEST_BODY: {
    EN: 'The request could not be read.',
    BN: 'অনুরোধটি পড়া যায়নি।',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    EN: 'This content type is not accepted.',
    BN: 'এই ধরনের কন্টেন্ট গ্রহণযোগ্য নয়।',
  },
  PAYLOAD_TOO_LARGE: {
    EN: 'The request is too large.',
    BN: 'অনুরোধটি খুব বড়।',
  },
  URI_TOO_LONG: {
    EN: 'The address of the request is too long or malformed.',
    BN: 'অনুরোধের ঠিকানাটি খুব লম্বা বা ভুল।',
  },
  NOT_FOUND: {
    EN: 'Not found.',
    BN: 'খুঁজে পাওয়া যায়নি।',
  },
  METHOD_NOT_ALLOWED: {
    EN: 'This method is not allowed here.',
    BN: 'এখানে এই পদ্ধতি অনুমোদিত নয়।',
  },
  RATE_LIMITED: {
    EN: 'Too many requests, please try again later.',
    BN: 'অনেক বেশি অনুরোধ, পরে আবার চেষ্টা করুন।',
  },
  INTERNAL_ERROR: {
    EN: 'Unknown error, please try again.',
    BN: 'অজানা ত্রুটি, আবার চেষ্টা করুন।',
  },
  SERVICE_UNAVAILABLE: {
    EN: 'The service is temporarily unavailable.',
    BN: 'পরিষেবাটি সাময়িকভাবে অনুপলব্ধ।',
  },
  MERCHANT_UNKNOWN: {
    EN: 'Invalid site (domain check failed), please contact customer service.',
    BN: 'অবৈধ সাইট (ডোমেইন যাচাই ব্যর্থ), গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  MERCHANT_REQUIRED: {
    EN: 'The Merchant header is required.',
    BN: 'Merchant হেডার প্রয়োজন।',
  },
  SYSTEM_MAINTENANCE: {
    EN: 'The system is under maintenance.',
    BN: 'সিস্টেম রক্ষণাবেক্ষণ চলছে।',
  },
  SYSTEM_REGION_BLOCKED: {
    EN: 'Access is restricted from your IP or location.',
    BN: 'আপনার আইপি বা অবস্থান থেকে প্রবেশ সীমিত।',
  },
  AUTH_UNAUTHORIZED: {
    EN: 'You are not logged in, please log in.',
    BN: 'আপনি লগ ইন করেননি, অনুগ্রহ করে লগ ইন করুন।',
  },
  AUTH_INVALID_CREDENTIALS: {
    EN: 'The username or password is incorrect.',
    BN: 'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।',
  },
  AUTH_CAPTCHA_REQUIRED: {
    EN: 'Please enter the captcha.',
    BN: 'অনুগ্রহ করে ক্যাপচা লিখুন।',
  },
  AUTH_CAPTCHA_INVALID: {
    EN: 'The captcha is incorrect, please try again.',
    BN: 'ক্যাপচা সঠিক নয়, আবার চেষ্টা করুন।',
  },
  AUTH_BOTCHECK_FAILED: {
    EN: 'Please complete verification first.',
    BN: 'অনুগ্রহ করে প্রথমে যাচাই সম্পন্ন করুন।',
  },
  AUTH_ACCOUNT_LOCKED: {
    EN: 'This account is locked, please contact customer service.',
    BN: 'এই অ্যাকাউন্টটি লক করা আছে, গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  AUTH_NOT_MEMBER: {
    EN: 'Non-member account unable to log in.',
    BN: 'সদস্য নয় এমন অ্যাকাউন্ট লগ ইন করতে পারবে না।',
  },
  AUTH_NOT_AGENT: {
    EN: 'Non-agents cannot log in here.',
    BN: 'এজেন্ট ছাড়া এখানে কেউ লগ ইন করতে পারবে না।',
  },
  AUTH_PASSWORD_CHANGE_REQUIRED: {
    EN: 'Please change your password to continue.',
    BN: 'চালিয়ে যেতে আপনার পাসওয়ার্ড পরিবর্তন করুন।',
  },
  AUTH_TRIAL_FORBIDDEN: {
    EN: 'Please sign up for a real account to use this feature.',
    BN: 'এই সুবিধা ব্যবহার করতে একটি আসল অ্যাকাউন্ট খুলুন।',
  },
  AUTH_TOO_MANY_ATTEMPTS: {
    EN: 'Too many failed attempts from this address. Please try again later.',
    BN: 'এই ঠিকানা থেকে অনেকবার ব্যর্থ চেষ্টা করা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  },
  AUTH_VERIFICATION_INVALID: {
    EN: 'Please enter a valid verification code.',
    BN: 'অনুগ্রহ করে একটি সঠিক যাচাইকরণ কোড লিখুন।',
  },
  AUTH_TICKET_EXPIRED: {
    EN: 'The verification step has expired, please log in again.',
    BN: 'যাচাইয়ের সময় শেষ, আবার লগ ইন করুন।',
  },
  AUTH_PASSWORD_MISMATCH: {
    EN: 'Confirmation password is not correct.',
    BN: 'নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়।',
  },
  AUTH_OLD_PASSWORD_WRONG: {
    EN: 'The current password is incorrect.',
    BN: 'বর্তমান পাসওয়ার্ড সঠিক নয়।',
  },
  AUTH_PASSWORD_WEAK: {
    EN: 'Please choose a stronger password.',
    BN: 'অনুগ্রহ করে আরও শক্তিশালী পাসওয়ার্ড বেছে নিন।',
  },
  AUTH_RESET_INVALID: {
    EN: 'This reset link is invalid or has expired.',
    BN: 'এই রিসেট লিংকটি অবৈধ বা মেয়াদোত্তীর্ণ।',
  },
  MEMBER_NOT_FOUND: {
    EN: 'Username/Email does not exist.',
    BN: 'ইউজারনেম/ইমেইল বিদ্যমান নেই।',
  },
  MEMBER_USERNAME_TAKEN: {
    EN: 'This username is already taken.',
    BN: 'এই ইউজারনেমটি ইতিমধ্যে নেওয়া হয়েছে।',
  },
  MEMBER_MOBILE_TAKEN: {
    EN: 'This mobile number is already registered.',
    BN: 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত।',
  },
  MEMBER_TERMS_REQUIRED: {
    EN: 'Please accept the terms and confirm you are 18 or older.',
    BN: 'শর্তাবলী মেনে নিন এবং নিশ্চিত করুন যে আপনার বয়স ১৮ বা তার বেশি।',
  },
  WALLET_INSUFFICIENT_FUNDS: {
    EN: 'Your balance is not enough for this.',
    BN: 'এর জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
  },
  IDEMPOTENCY_CONFLICT: {
    EN: 'This request was already made with different details.',
    BN: 'এই অনুরোধটি আগেই ভিন্ন তথ্য দিয়ে করা হয়েছে।',
  },
  AUTH_METHOD_DISABLED: {
    EN: 'This way of signing in is not available on this site.',
    BN: 'এই সাইটে এভাবে লগ ইন করা যায় না।',
  },
  MEMBER_REGISTRATION_DISABLED: {
    EN: 'This registration method is not available.',
    BN: 'এই নিবন্ধন পদ্ধতি উপলব্ধ নয়।',
  },
  AFFILIATE_INVALID: {
    EN: 'Invalid invitation code.',
    BN: 'অবৈধ আমন্ত্রণ কোড।',
  },
  SMS_INVALID_PHONE: {
    EN: 'Please enter a valid mobile number.',
    BN: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর লিখুন।',
  },
  SMS_TOO_MANY: {
    EN: 'Too many requests, please try again after 5 minutes.',
    BN: 'অনেক বেশি অনুরোধ, ৫ মিনিট পরে আবার চেষ্টা করুন।',
  },
  SMS_CODE_INVALID: {
    EN: 'The verification code is not valid.',
    BN: 'যাচাইকরণ কোডটি সঠিক নয়।',
  },
  SMS_CODE_EXPIRED: {
    EN: 'The code has expired, please send again.',
    BN: 'কোডের মেয়াদ শেষ, আবার পাঠান।',
  },
  CRYPTO_INVALID_PAYLOAD: {
    EN: 'The request could not be decrypted.',
    BN: 'অনুরোধটি ডিক্রিপ্ট করা যায়নি।',
  },
  CRYPTO_REPLAY: {
    EN: 'This request was already used; please try again.',
    BN: 'এই অনুরোধটি আগেই ব্যবহৃত হয়েছে; আবার চেষ্টা করুন।',
  },
  TOTP_ALREADY_BOUND: {
    EN: 'The authenticator is already linked and cannot be changed.',
    BN: 'অথেনটিকেটর ইতিমধ্যে যুক্ত এবং পরিবর্তন করা যাবে না।',
  },
  UPLOAD_INVALID_IMAGE: {
    EN: 'Please upload a PNG or JPG image.',
    BN: 'অনুগ্রহ করে একটি PNG বা JPG ছবি আপলোড করুন।',
  },
  ADMIN_FORBIDDEN: {
    EN: 'Your role does not allow this action.',
    BN: 'আপনার ভূমিকায় এই কাজের অনুমতি নেই।',
  },
  ADMIN_TOTP_REQUIRED: {
    EN: 'Enter the code from your authenticator first.',
    BN: 'প্রথমে আপনার অথেনটিকেটরের কোড লিখুন।',
  },
  ADMIN_TOTP_INVALID: {
    EN: 'The authenticator code is not correct.',
    BN: 'অথেনটিকেটর কোডটি সঠিক নয়।',
  },
  ADMIN_MODULE_UNKNOWN: {
    EN: 'This module does not exist for the site.',
    BN: 'এই সাইটে এই মডিউলটি নেই।',
  },
  WALLET_AMOUNT_OUT_OF_RANGE: {
    EN: 'The amount must be between {min} and {max}.',
    BN: 'পরিমাণ {min} থেকে {max} এর মধ্যে হতে হবে।',
  },
  WALLET_METHOD_UNKNOWN: {
    EN: 'This payment method is not available.',
    BN: 'এই পেমেন্ট পদ্ধতি উপলব্ধ নয়।',
  },
  WALLET_VENDOR_UNKNOWN: {
    EN: 'This game wallet does not exist.',
    BN: 'এই গেম ওয়ালেটটি নেই।',
  },
  WALLET_TRANSFER_PENDING: {
    EN: 'The game vendor has not confirmed this transfer yet. Your balance will update as soon as it does.',
    BN: 'গেম প্রোভাইডার এখনও এই ট্রান্সফার নিশ্চিত করেনি। নিশ্চিত হলেই আপনার ব্যালেন্স আপডেট হবে।',
  },
  WALLET_TRANSFER_REFUSED: {
    EN: 'The game vendor refused this transfer. Nothing was moved.',
    BN: 'গেম প্রোভাইডার এই ট্রান্সফার গ্রহণ করেনি। কোনো টাকা সরানো হয়নি।',
  },
  WALLET_VENDOR_UNAVAILABLE: {
    EN: 'The game vendor cannot be reached right now. Please try again later.',
    BN: 'এই মুহূর্তে গেম প্রোভাইডারের সাথে যোগাযোগ করা যাচ্ছে না। পরে আবার চেষ্টা করুন।',
  },
  WALLET_TURNOVER_REQUIRED: {
    EN: 'You can withdraw after valid bets of {remaining} more.',
    BN: 'আরও {remaining} বৈধ বাজি ধরার পর আপনি উত্তোলন করতে পারবেন।',
  },
  WALLET_DAILY_LIMIT: {
    EN: 'You have reached today’s limit of {limit} withdrawals.',
    BN: 'আপনি আজকের {limit}টি উত্তোলনের সীমায় পৌঁছে গেছেন।',
  },
  WALLET_PAYMENT_PASSWORD_REQUIRED: {
    EN: 'Please set a payment password first.',
    BN: 'অনুগ্রহ করে প্রথমে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।',
  },
  WALLET_PAYMENT_PASSWORD_WRONG: {
    EN: 'The payment password is not correct. {left} more wrong tries lock payments for 15 minutes.',
    BN: 'পেমেন্ট পাসওয়ার্ড সঠিক নয়। আর {left} বার ভুল হলে ১৫ মিনিটের জন্য পেমেন্ট বন্ধ থাকবে।',
  },
  WALLET_PAYMENT_PASSWORD_LOCKED: {
    EN: 'Too many wrong payment passwords. Payments are locked; try again in {minutes} minutes.',
    BN: 'অনেকবার ভুল পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে। পেমেন্ট বন্ধ আছে; {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  },
  WALLET_PAYEE_UNKNOWN: {
    EN: 'This payee account was not found.',
    BN: 'এই প্রাপক অ্যাকাউন্টটি পাওয়া যায়নি।',
  },
  WALLET_PAYEE_NAME_MISMATCH: {
    EN: 'The account name must match your real name.',
    BN: 'অ্যাকাউন্টের নাম আপনার আসল নামের সাথে মিলতে হবে।',
  },
  WALLET_PAYEE_LIMIT: {
    EN: 'You can keep at most {limit} payee accounts.',
    BN: 'আপনি সর্বোচ্চ {limit}টি প্রাপক অ্যাকাউন্ট রাখতে পারবেন।',
  },
  WALLET_PAYEE_EXISTS: {
    EN: 'This payee account is already saved.',
    BN: 'এই প্রাপক অ্যাকাউন্টটি ইতিমধ্যে সংরক্ষিত।',
  },
  WALLET_NO_UPLINE: {
    EN: 'You have no upline to transfer to.',
    BN: 'আপনার কোনো আপলাইন নেই যাকে ট্রান্সফার করবেন।',
  },
  WALLET_NOT_DOWNLINE: {
    EN: 'This player is not your direct downline.',
    BN: 'এই খেলোয়াড় আপনার সরাসরি ডাউনলাইন নয়।',
  },
  WALLET_ORDER_NOT_FOUND: {
    EN: 'This order was not found.',
    BN: 'এই অর্ডারটি পাওয়া যায়নি।',
  },
  WALLET_STATE_CONFLICT: {
    EN: 'This order can no longer be changed this way.',
    BN: 'এই অর্ডারটি এখন আর এভাবে পরিবর্তন করা যাবে না।',
  },
  WALLET_SIGNATURE_INVALID: {
    EN: 'The signature is not valid.',
    BN: 'স্বাক্ষরটি সঠিক নয়।',
  },
  WALLET_SAME_OPERATOR: {
    EN: 'A second operator must approve this adjustment.',
    BN: 'এই সমন্বয়টি অন্য একজন অপারেটরকে অনুমোদন করতে হবে।',
  },
  WALLET_SETTINGS_INVALID: {
    EN: 'The minimum must not be above the maximum.',
    BN: 'সর্বনিম্ন পরিমাণ সর্বোচ্চের বেশি হতে পারবে না।',
  },
  WALLET_METHOD_EXISTS: {
    EN: 'A payment method with this code already exists.',
    BN: 'এই কোডের একটি পেমেন্ট পদ্ধতি ইতিমধ্যে আছে।',
  },
  WALLET_GATEWAY_NOT_CONFIGURED: {
    EN: 'This payment gateway is not configured on the server, so the method cannot be used.',
    BN: 'এই পেমেন্ট গেটওয়েটি সার্ভারে কনফিগার করা নেই, তাই পদ্ধতিটি ব্যবহার করা যাবে না।',
  },
  WALLET_GATEWAY_UNAVAILABLE: {
    EN: 'The payment gateway is not answering. Please try again in a moment.',
    BN: 'পেমেন্ট গেটওয়ে সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  },
  WALLET_NOTIFICATION_MISMATCH: {
    EN: 'The payment does not match the order (amount or currency).',
    BN: 'পেমেন্টটি অর্ডারের সাথে মেলে না (পরিমাণ বা মুদ্রা)।',
  },
  GAME_NOT_FOUND: {
    EN: 'This game does not exist.',
    BN: 'এই গেমটি নেই।',
  },
  GAME_VENDOR_UNKNOWN: {
    EN: 'This game provider does not exist.',
    BN: 'এই গেম প্রদানকারী নেই।',
  },
  GAME_MAINTENANCE: {
    EN: 'This game is under maintenance. Please try another game.',
    BN: 'এই গেমটির রক্ষণাবেক্ষণ চলছে। অনুগ্রহ করে অন্য একটি গেম খেলুন।',
  },
  GAME_LAUNCH_FAILED: {
    EN: 'The game could not be opened. Please try again.',
    BN: 'গেমটি খোলা যায়নি। আবার চেষ্টা করুন।',
  },
  GAME_BET_LIMIT: {
    EN: 'The stake must be between {min} and {max}.',
    BN: 'বাজির পরিমাণ {min} থেকে {max} এর মধ্যে হতে হবে।',
  },
  GAME_ROUND_NOT_FOUND: {
    EN: 'This round does not exist.',
    BN: 'এই রাউন্ডটি নেই।',
  },
  GAME_ROUND_CLOSED: {
    EN: 'This round is already over.',
    BN: 'এই রাউন্ডটি ইতিমধ্যে শেষ হয়েছে।',
  },
  GAME_ROUND_IN_PROGRESS: {
    EN: 'Finish the round in progress first.',
    BN: 'আগে চলমান রাউন্ডটি শেষ করুন।',
  },
  FAIR_CLIENT_SEED_INVALID: {
    EN: 'The client seed must be 1 to 64 printable characters without a colon.',
    BN: 'ক্লায়েন্ট সিড কোলন ছাড়া ১ থেকে ৬৪টি অক্ষরের হতে হবে।',
  },
  FAIR_PARAM_INVALID: {
    EN: 'These game settings are not allowed.',
    BN: 'এই গেম সেটিংস অনুমোদিত নয়।',
  },
  GAME_MAINTENANCE_END_INVALID: {
    EN: 'The maintenance end time must be in the future, with maintenance switched on.',
    BN: 'রক্ষণাবেক্ষণ শেষের সময় ভবিষ্যতের হতে হবে, এবং রক্ষণাবেক্ষণ চালু থাকতে হবে।',
  },
  BET_EXCEPTION_NOT_FOUND: {
    EN: 'This bet exception was not found.',
    BN: 'এই বাজির ব্যতিক্রমটি পাওয়া যায়নি।',
  },
  BET_EXCEPTION_RESOLVED: {
    EN: 'This bet exception is already resolved.',
    BN: 'এই বাজির ব্যতিক্রমটি ইতিমধ্যে নিষ্পন্ন হয়েছে।',
  },
  CONTENT_GROUP_INVALID: {
    EN: 'This banner group does not exist.',
    BN: 'এই ব্যানার গ্রুপটি নেই।',
  },
  CONTENT_LINKAGE_INVALID: {
    EN: 'The banner link is not allowed: use a page of this site (starting with /), an https address, a game or a promotion.',
    BN: 'ব্যানারের লিংকটি অনুমোদিত নয়: এই সাইটের একটি পেজ (/ দিয়ে শুরু), একটি https ঠিকানা, একটি গেম বা একটি প্রোমোশন ব্যবহার করুন।',
  },
  CONTENT_VIDEO_HOST: {
    EN: 'Video banners may only come from {host}.',
    BN: 'ভিডিও ব্যানার শুধুমাত্র {host} থেকে আসতে পারে।',
  },
  CONTENT_MEDIA_REQUIRED: {
    EN: 'A banner needs either an uploaded image or a video link, not both.',
    BN: 'একটি ব্যানারে একটি আপলোড করা ছবি অথবা একটি ভিডিও লিংক লাগবে, দুটোই নয়।',
  },
  CONTENT_NOT_FOUND: {
    EN: 'This content was not found.',
    BN: 'এই কনটেন্টটি পাওয়া যায়নি।',
  },
  CONTENT_SLUG_TAKEN: {
    EN: 'Another article in this language already uses this anchor.',
    BN: 'এই ভাষায় অন্য একটি আর্টিকেল ইতিমধ্যে এই অ্যাঙ্কর ব্যবহার করছে।',
  },
  CONTENT_ORDER_INVALID: {
    EN: 'The new order must list every banner of the group once.',
    BN: 'নতুন ক্রমে গ্রুপের প্রতিটি ব্যানার একবার করে থাকতে হবে।',
  },
};

/** The message for a code in a language; languages without translations use English. */
export function errorMessage(
  code: ErrorCode,
  language: string | undefined,
  params: Record<string, string> = {},
): string {
  const m = ERROR_MESSAGES[code];
  const text = language === 'BN' ? m.BN : m.EN;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
