import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A white label: one brand served by this deployment. Every merchant-owned row points here. */
export const merchants = pgTable('merchants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  defaultLanguage: text('default_language').notNull().default('BN'),
  mainDomain: text('main_domain').notNull(),
  gtagId: text('gtag_id'),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default([]),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull().default([]),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  regionRestriction: boolean('region_restriction').notNull().default(false),
  /** Account and security policy; missing keys take the defaults in merchant-policy.ts. */
  policy: jsonb('policy').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The white-label module tree: a flag per module key, nested by parent key. */
export const merchantModules = pgTable(
  'merchant_modules',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

export const customerServices = pgTable(
  'customer_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    csType: text('cs_type').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('customer_services_merchant_type_title').on(t.merchantId, t.csType, t.title)],
);

export const siteResources = pgTable(
  'site_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('site_resources_merchant_type').on(t.merchantId, t.resourceType)],
);

/** Host names; a host belongs to exactly one merchant, which is how a visitor finds its site. */
export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull().unique(),
    type: text('type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('domain_routes_merchant').on(t.merchantId)],
);

/** Region restriction rules: ALLOW_IP, DENY_IP (IP or CIDR), ALLOW_COUNTRY, DENY_COUNTRY (ISO). */
export const regionRules = pgTable(
  'region_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('region_rules_merchant_kind_value').on(t.merchantId, t.kind, t.value)],
);
