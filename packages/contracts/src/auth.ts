import { z } from 'zod';

/** Account types of the spec: agents are 1, 2, 41, 42; trial (free play) is 4; members are 0. */
export const MEMBER_TYPE = { member: 0, trial: 4 } as const;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** Spec §9: the default weak password that forces a change at next login. */
export const DEFAULT_WEAK_PASSWORD = '{secret}';
/** Header that carries the RSA-wrapped AES key of an encrypted call. */
export const ENCRYPTION_HEADER = 'encryption';
/** How far the client clock inside an encrypted payload may drift from the server's. */
export const ENCRYPTION_MAX_SKEW_MS = 120_000;

const text = (max: number) => z.string().max(max);
const Username = text(64).describe('Username, or the mobile number for sms login');
const Secret = text(128);
const Botcheck = text(4096).optional().describe('Proof-of-work bot-check solution (base64 JSON)');
const DialingCode = z
  .string()
  .regex(/^\+?\d{1,4}$/)
  .describe('Country dialing code, e.g. 880');

/** Server RSA key for encrypted calls (spec: login, register and password calls). */
export const PublicKeySchema = z.object({
  keyId: z.string(),
  publicKey: z.string().describe('RSA public key, SPKI DER in base64'),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
export type PublicKey = z.infer<typeof PublicKeySchema>;

/** The body of an encrypted call: base64(iv[12] || AES-256-GCM ciphertext with tag). */
export const EncryptedBodySchema = z.object({ value: z.string().max(65_536) });
/** What the ciphertext holds: a timestamp and a single-use nonce around the real payload. */
export const EncryptedInnerSchema = z.object({
  ts: z.number().int(),
  nonce: z.string().min(16).max(64),
  data: z.unknown(),
});

export const LoginRequestSchema = z.object({
  username: Username,
  password: Secret.describe('Password, or the sms verification code for sms login'),
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: DialingCode.optional(),
  captcha: text(16).optional(),
  captchaKey: text(64).optional().describe('The key sent with GET /wps/captcha'),
  botcheck: Botcheck,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SessionUserSchema = z.object({
  userName: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
});

export const VerificationChallengeSchema = z.object({
  ticket: z.string().describe('Single-use ticket for POST /wps/session/login/verify'),
  methods: z.array(z.enum(['sms', 'email', 'totp'])),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  needsPayeeName: z.boolean().describe('The bank account name must be confirmed too'),
});
export type VerificationChallenge = z.infer<typeof VerificationChallengeSchema>;

export const LoginResultSchema = z.object({
  token: z.string().nullable().describe('Session token; null while verification is pending'),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean().describe('Only change-password and logout work until changed'),
  user: SessionUserSchema,
  verification: VerificationChallengeSchema.nullable(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const VerifyLoginRequestSchema = z.object({
  ticket: text(128),
  method: z.enum(['sms', 'email', 'totp']),
  code: text(12).optional(),
  payeeName: text(128).optional(),
});

export const SendLoginCodeRequestSchema = z.object({
  ticket: text(128),
  method: z.enum(['sms', 'email']),
});

export const SmsNoLoginRequestSchema = z.object({
  mobileNum: text(20),
  countryDialingCode: DialingCode,
  purpose: z.enum(['login', 'forgot']).default('login'),
  botcheck: Botcheck,
});
export const SmsRegisterRequestSchema = z.object({
  mobileNo: text(20),
  countryDialingCode: DialingCode,
  botcheck: Botcheck,
});
export const SmsCodeResultSchema = z.object({
  expiredMinutes: z.number().int().describe('The send button stays disabled expiredMinutes × 60 s'),
});

/** Field names of the registration form (spec §3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'fullname',
  'birthday',
  'zalo',
  'telegram',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const FieldSettingSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string(),
  acceptedPattern: z.string().describe("Regular expression source; '*' accepts anything"),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type FieldSetting = z.infer<typeof FieldSettingSchema>;

export const RegisterSettingsSchema = z.object({
  fields: z.record(z.enum(REGISTER_FIELDS), FieldSettingSchema),
  captcha: z.boolean().describe('Registration asks for a captcha'),
  smsVerification: z.boolean().describe('REGMOBVERF3: mobile registration needs an sms code'),
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  minimumAge: z.number().int(),
  countryDialingCode: z.string().describe('Default dialing code of the white label'),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

const optionalField = text(256).optional();
export const RegisterRequestSchema = z.object({
  username: optionalField,
  password: Secret,
  confirmPassword: Secret,
  payeeName: optionalField,
  email: optionalField,
  qqNum: optionalField,
  mobileNum: optionalField,
  recommenderId: optionalField,
  affiliateCode: optionalField,
  paymentPassword: optionalField,
  line: optionalField,
  whatsapp: optionalField,
  facebook: optionalField,
  wechat: optionalField,
  idNumber: optionalField,
  nickname: optionalField,
  fullname: optionalField,
  birthday: optionalField,
  zalo: optionalField,
  telegram: optionalField,
  referralCode: optionalField,
  domain: optionalField,
  captcha: text(16).optional(),
  captchaKey: text(64).optional(),
  verificationCode: text(12).optional(),
  countryDialingCode: DialingCode.optional(),
  registerUrl: text(2048).optional(),
  registerMethod: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
  login: z.boolean().default(true),
  termsAccepted: z.boolean().describe('Terms accepted and 18 or older'),
  botcheck: Botcheck,
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const AffiliateCheckSchema = z.object({ valid: z.boolean() });

export const ChangePasswordRequestSchema = z.object({
  oldPassword: Secret,
  newPassword: Secret,
  confirmNewPassword: Secret,
});
export const ForgotByEmailRequestSchema = z.object({ username: Username, email: text(254) });
export const ForgotByPhoneRequestSchema = z.object({
  mobileNum: text(20),
  countryDialingCode: DialingCode,
  verificationCode: text(12),
  newPassword: Secret,
});
export const ResetByEmailTokenRequestSchema = z.object({
  token: text(128),
  newPassword: Secret,
  confirmNewPassword: Secret,
});

export const MemberInfoSchema = z.object({
  account: z.string(),
  id: z.number().int(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  balance: z.string().describe('Decimal string with two places'),
  currencySymbol: z.string(),
  unreadMessage: z.number().int(),
  availablePromo: z.boolean().describe('REFERRAL enabled for this member'),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int(),
  iconUrl: z.string().nullable(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  mustChangePassword: z.boolean(),
  totpBound: z.boolean(),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  language: z.string(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const FreePlayRequestSchema = z.object({
  os: text(32).optional(),
  platform: z.literal('W').default('W'),
});

export const LanguageUpdateSchema = z.object({ language: text(8) });

export const TotpSetupSchema = z.object({
  secret: z.string().describe('Base32 secret to type into an authenticator'),
  otpauthUrl: z.string(),
});
export const TotpConfirmSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

export const BotcheckChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
