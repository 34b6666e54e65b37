import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { AppError } from '../../lib/app-error.ts';

/**
 * E.164 form of a mobile number typed in national (01712345678) or international form, with the
 * dialing code chosen beside it; SMS_INVALID_PHONE when it is not a valid number.
 */
export interface Mobile {
  /** +8801712345678: the target of sms codes. */
  e164: string;
  /** 880 */
  countryCode: string;
  /** 1712345678: what the account stores beside the country code. */
  nationalNumber: string;
}

export function parseMobile(countryDialingCode: string, mobileNum: string): Mobile {
  const typed = mobileNum.replace(/[\s()-]/g, '');
  const code = countryDialingCode.replace(/^\+/, '');
  if (!/^\+?\d{4,17}$/.test(typed) || !/^\d{1,4}$/.test(code)) {
    throw new AppError('SMS_INVALID_PHONE');
  }
  try {
    const parsed = parsePhoneNumberWithError(typed, { defaultCallingCode: code });
    if (!parsed.isValid()) throw new AppError('SMS_INVALID_PHONE');
    return {
      e164: parsed.number,
      countryCode: parsed.countryCallingCode,
      nationalNumber: parsed.nationalNumber,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SMS_INVALID_PHONE');
  }
}

/** E.164 form only. */
export const toE164 = (countryDialingCode: string, mobileNum: string) =>
  parseMobile(countryDialingCode, mobileNum).e164;
