import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** SMTP settings of a white label, without the password (kept sealed beside it). */
export interface SmtpSettingsRow {
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string | null;
  fromAddress: string;
  fromName: string;
}

/** Sms gateway settings of a white label, without the secret (kept sealed beside it). */
export interface SmsSettingsRow {
  url: string;
  keyId: string;
  from: string | null;
}

/**
 * Per white label: how its email and sms leave the site. The SMTP password and the gateway
 * secret are sealed (AES-256-GCM under the deployment's own key, lib/secret-box.ts) and never
 * leave the server.
 */
export const messagingSettings = pgTable('messaging_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  smtp: jsonb('smtp').$type<SmtpSettingsRow>(),
  smtpPassword: text('smtp_password'),
  sms: jsonb('sms').$type<SmsSettingsRow>(),
  smsSecret: text('sms_secret'),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
