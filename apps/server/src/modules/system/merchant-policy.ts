import { z } from 'zod';
import { BN_DIGITS } from '@portal/contracts/system';

/** Account and security policy of a white label; every key has a careful default. */
const PolicySchema = z.object({
  /** Lifetime of sms and email codes; the send button waits as long (spec: expiredMinutes × 60 s). */
  smsCodeMinutes: z.number().int().min(1).max(10).catch(5),
  /** With PASSEXPIRY3 on, a password older than this must be changed. */
  passwordExpiryDays: z.number().int().min(1).max(3650).catch(90),
  /** A session unused this long ends. */
  sessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .catch(60),
  /** A session ends this long after login whatever happens. */
  sessionAbsoluteHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .catch(24),
  /** Default dialing code for mobile fields. */
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .catch('880'),
  /** Terms checkbox age. */
  minimumAge: z.number().int().min(18).max(25).catch(18),
  /** Failed logins (per account or per IP, 15 minutes) after which a captcha is required. */
  captchaAfterFailures: z.number().int().min(1).max(20).catch(3),
  /** The white label's time zone: "today", date filters and daily limits follow it. */
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    })
    .catch('Asia/Dhaka'),
  /** Registration always asks for a captcha. */
  registerCaptcha: z.boolean().catch(false),
  /** The one host video banners may be embedded from (https only). */
  bannerVideoHost: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/)
    .catch('www.youtube-nocookie.com'),
  /** Digits on Bengali pages: Bengali (default) or Latin; other languages always use Latin. */
  bnDigits: z.enum(BN_DIGITS).catch('bengali'),
});

export type MerchantPolicy = z.infer<typeof PolicySchema>;

/** The effective policy: stored values where valid, defaults elsewhere. */
export function policyOf(merchant: { policy: Record<string, unknown> }): MerchantPolicy {
  return PolicySchema.parse(merchant.policy ?? {});
}
