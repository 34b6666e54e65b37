import { z } from 'zod';
import { LANGUAGE_CODES } from './i18n.ts';

/** System status codes of the spec: 0 normal, 1 maintenance, 2 region-blocked. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

export const SystemStatusSchema = z
  .object({
    status: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .describe('0 normal, 1 maintenance, 2 region-blocked (never during maintenance)'),
    maintenance: z.boolean(),
    maintenanceStart: z.string().nullable().describe('ISO time maintenance began, if known'),
    maintenanceEnd: z.string().nullable().describe('ISO time maintenance is planned to end'),
    regionRestriction: z.boolean().describe('True when this visitor is blocked by region rules'),
    ip: z.string().describe('The visitor IP as the server sees it'),
    country: z.string().nullable().describe('ISO country of the visitor when a GeoIP file is set'),
  })
  .describe('System status for this visitor');
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/** White-label module keys. The spec names the *3 registration and policy keys. */
export const MODULE_KEYS = [
  'REGISTER3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'LOGIN3',
  'SMSLOGIN3',
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  'FREEPLAY3',
  'SECURITY3',
  'CHNGPASSVERIF3',
  'PASSEXPIRY3',
  'NEWIPVERIF3',
  'FORGOTPASSEMAIL3',
  'FORGOTPASSMOBILE3',
  'AGENT3',
  'AGENTPOLICY3',
  'AFFILIATE3',
  'ENABLECT3',
  'SALARY3',
  'HOURSALARY3',
  'REALTIMESALARY3',
  'WALLET3',
  'DEPOSIT3',
  'WITHDRAW3',
  'TRANSFERUPLINE3',
  'PROMO3',
  'REFERRAL3',
  'VIP3',
  'REBATE3',
  'CASHBACK3',
  'REDENVELOPE3',
  'PRIZEWHEEL3',
  'GOLDENEGG3',
  'DAILYTASK3',
  'SIGNIN3',
  'POINTMALL3',
  'MISSION3',
  'SUPPORT3',
  'LIVECHAT3',
  'FEEDBACK3',
  'APPDOWNLOAD3',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().describe('Module key, e.g. USERNAMEREG3'),
    enabled: z.boolean(),
    childrenNodes: z.array(WhitelabelNodeSchema),
  }),
);
export const WhitelabelSchema = z.array(WhitelabelNodeSchema).describe('White-label module tree');

export const CS_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;
export const CustomerServiceSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string(),
  path: z.string().describe('Where the entry leads (URL)'),
});
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const RESOURCE_TYPES = ['ANDROID', 'IOS', 'TELEGRAM', 'TELEGRAM1', 'WHATSAPP'] as const;
export const ResourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const DOMAIN_ROUTE_TYPES = ['MAIN', 'MOBILE', 'AGENT', 'BACKUP'] as const;
export const DomainRouteSchema = z.object({
  domain: z.string().describe('Host name serving this white label'),
  type: z.enum(DOMAIN_ROUTE_TYPES),
  sort: z.number().int(),
});
export type DomainRoute = z.infer<typeof DomainRouteSchema>;
export const DomainRouteListSchema = z.array(DomainRouteSchema);

/** How a white label writes numbers on Bengali pages (issue 14); other languages use Latin. */
export const BN_DIGITS = ['bengali', 'latin'] as const;
export type BnDigits = (typeof BN_DIGITS)[number];

/** Everything the portal needs for its first paint, in one call. */
export const SiteConfigSchema = z
  .object({
    merchantCode: z.string().describe('White-label code to send as the Merchant header'),
    siteName: z.string(),
    currency: z.string().describe('ISO 4217 code'),
    currencySymbol: z.string(),
    defaultLanguage: z.enum(LANGUAGE_CODES),
    bnDigits: z
      .enum(BN_DIGITS)
      .describe('Digits on Bengali pages: bengali (০১২, default) or latin (012); others use latin'),
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    location: z.object({ ip: z.string(), country: z.string().nullable() }),
    maintenance: z.boolean(),
    maintenanceEnd: z.string().nullable(),
    regionRestriction: z.boolean(),
    status: SystemStatusSchema.shape.status,
    whitelabel: WhitelabelSchema,
    customerService: z.array(CustomerServiceSchema),
    resources: z.array(ResourceSchema),
    domainRoute: DomainRouteListSchema,
    register: z
      .object({ username: z.boolean(), mobile: z.boolean() })
      .describe('Which registration tabs are enabled'),
    serverTime: z.string(),
  })
  .describe('Consolidated site configuration');
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** Depth-first lookup of a module flag; missing modules and disabled parents count as off. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], key: string): boolean {
  for (const node of tree) {
    if (node.modId === key) return node.enabled;
    if (node.enabled && isModuleEnabled(node.childrenNodes, key)) return true;
  }
  return false;
}

// ---- Console site operations (maintenance, region and IP rules, links, domains) ----

/** ISO 3166-1 alpha-2 codes of assigned countries and territories. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const REGION_RULE_KINDS = ['ALLOW_IP', 'DENY_IP', 'ALLOW_COUNTRY', 'DENY_COUNTRY'] as const;
export type RegionRuleKind = (typeof REGION_RULE_KINDS)[number];

/** The console's number settings of a white label (stored in its policy). */
export const AdminDigitsSchema = z.object({
  bnDigits: z
    .enum(BN_DIGITS)
    .describe('Digits on Bengali pages: bengali (default) or latin; other languages use latin'),
});
export type AdminDigits = z.infer<typeof AdminDigitsSchema>;

export const AdminMaintenanceSchema = z.object({
  maintenance: z.boolean().describe('The switch as stored (a window may not have begun yet)'),
  maintenanceStart: z.string().nullable().describe('ISO time the window begins; null: at once'),
  maintenanceEnd: z.string().nullable().describe('ISO time the window ends by itself; null: open'),
  active: z.boolean().describe('Players see the maintenance page now'),
  serverTime: z.string(),
});
export type AdminMaintenance = z.infer<typeof AdminMaintenanceSchema>;

export const AdminMaintenanceUpdateSchema = z.object({
  maintenance: z.boolean().describe('false ends maintenance (and any schedule) at once'),
  start: z.iso.datetime({ offset: true }).nullish().describe('Begin at; omitted or null: now'),
  end: z.iso
    .datetime({ offset: true })
    .nullish()
    .describe('End by itself at (after the start, in the future); null: until switched off'),
});
export type AdminMaintenanceUpdate = z.infer<typeof AdminMaintenanceUpdateSchema>;

export const AdminRegionRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REGION_RULE_KINDS),
  value: z.string().describe('IP or CIDR (IPv4/IPv6) for *_IP, ISO 3166 alpha-2 for *_COUNTRY'),
  note: z.string().nullable(),
});
export type AdminRegionRule = z.infer<typeof AdminRegionRuleSchema>;

export const AdminRegionSchema = z.object({
  enabled: z.boolean().describe('Region restriction switched on'),
  rules: z.array(AdminRegionRuleSchema),
  yourIp: z.string().describe("The calling operator's address, as the rules see it"),
  geoip: z.boolean().describe('A GeoIP database is configured (country rules apply only then)'),
});
export type AdminRegion = z.infer<typeof AdminRegionSchema>;

export const AdminRegionToggleSchema = z.object({ enabled: z.boolean() });
export type AdminRegionToggle = z.infer<typeof AdminRegionToggleSchema>;

export const AdminRegionRuleCreateSchema = z.object({
  kind: z.enum(REGION_RULE_KINDS),
  value: z.string().trim().min(1).max(64),
  note: z.string().trim().max(200).optional(),
});
export type AdminRegionRuleCreate = z.infer<typeof AdminRegionRuleCreateSchema>;

export const AdminCustomerServiceSchema = z.object({
  id: z.number().int(),
  csType: z.enum(CS_TYPES),
  title: z.string(),
  path: z.string(),
  sortOrder: z.number().int(),
});
export type AdminCustomerService = z.infer<typeof AdminCustomerServiceSchema>;

export const AdminCustomerServiceInputSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string().trim().min(1).max(60),
  path: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('https:// or tg:// link (wa.me links are https), or an internal path /…'),
  sortOrder: z.number().int().min(0).max(999).default(0),
});
export type AdminCustomerServiceInput = z.input<typeof AdminCustomerServiceInputSchema>;

export const AdminResourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
});
export const AdminResourceInputSchema = z.object({
  url: z.string().trim().min(1).max(500).describe('https:// or tg:// link'),
});
export const ResourceTypeParamSchema = z.object({ type: z.enum(RESOURCE_TYPES) });

export const AdminDomainRouteSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  type: z.enum(DOMAIN_ROUTE_TYPES),
  sort: z.number().int(),
});
export type AdminDomainRoute = z.infer<typeof AdminDomainRouteSchema>;

export const AdminDomainRouteInputSchema = z.object({
  domain: z.string().trim().min(1).max(253).describe('Host name without scheme or port'),
  type: z.enum(DOMAIN_ROUTE_TYPES),
});
export type AdminDomainRouteInput = z.infer<typeof AdminDomainRouteInputSchema>;

export const SiteItemIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
