import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityProviders, memberIdentities, oidcStates } from '../../db/schema/index.ts';

export async function findProvider(db: Db, merchantId: number, provider: string) {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(
      and(eq(identityProviders.merchantId, merchantId), eq(identityProviders.provider, provider)),
    );
  return row;
}

export async function upsertProvider(db: Db, values: typeof identityProviders.$inferInsert) {
  await db
    .insert(identityProviders)
    .values(values)
    .onConflictDoUpdate({
      target: [identityProviders.merchantId, identityProviders.provider],
      set: { issuer: values.issuer, clientId: values.clientId, clientSecret: values.clientSecret },
    });
}

export async function saveState(db: Db, values: typeof oidcStates.$inferInsert) {
  await db.insert(oidcStates).values(values);
}

/** Removes and returns a login state: each state completes at most one login. */
export async function takeState(db: Db, state: string) {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row;
}

export async function pruneStates(db: Db, now: Date) {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
}

export async function findIdentity(db: Db, merchantId: number, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.merchantId, merchantId),
        eq(memberIdentities.provider, provider),
        eq(memberIdentities.subject, subject),
      ),
    );
  return row;
}

export async function linkIdentity(db: Db, values: typeof memberIdentities.$inferInsert) {
  await db.insert(memberIdentities).values(values).onConflictDoNothing();
}
