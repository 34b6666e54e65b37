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

/** Everything the portal needs for its first paint, in one call. */
export const SiteConfigSchema = z
  .object({
    merchantCode: z.string().describe('White-label code to send as the Merchant header'),
    siteName: z.string(),
    currency: z.string().describe('ISO 4217 code'),
    currencySymbol: z.string(),
    defaultLanguage: z.enum(LANGUAGE_CODES),
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
