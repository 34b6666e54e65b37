// drizzle-kit needs one entry point for the schema; this is the only barrel in the server.
export * from './system.ts';
export * from './members.ts';
export * from './verification.ts';
export * from './admin.ts';
export * from './wallet.ts';
export * from './payments.ts';
export * from './games.ts';
export * from './inhouse.ts';
export * from './messages.ts';
export * from './outbound.ts';
export * from './feedback.ts';
export * from './announcements.ts';
export * from './chat.ts';
export * from './content.ts';
export * from './loyalty.ts';
export * from './points.ts';
export * from './agents.ts';
