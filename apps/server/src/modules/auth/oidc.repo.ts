import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { identityProviders, memberIdentities, oidcStates } from '../../db/schema/index.ts';

export async function findProvider(db: Executor, merchantId: number, provider: string) {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(
      and(eq(identityProviders.merchantId, merchantId), eq(identityProviders.provider, provider)),
    );
  return row;
}

export async function upsertProvider(db: Executor, values: typeof identityProviders.$inferInsert) {
  await db
    .insert(identityProviders)
    .values(values)
    .onConflictDoUpdate({
      target: [identityProviders.merchantId, identityProviders.provider],
      set: { issuer: values.issuer, clientId: values.clientId, clientSecret: values.clientSecret },
    });
}

export async function saveState(db: Executor, values: typeof oidcStates.$inferInsert) {
  await db.insert(oidcStates).values(values);
}

/** Removes and returns a login state: each state completes at most one login. */
export async function takeState(db: Executor, state: string) {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  return row;
}

export async function pruneStates(db: Executor, now: Date) {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
}

export async function findIdentity(
  db: Executor,
  merchantId: number,
  provider: string,
  subject: string,
) {
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

export async function linkIdentity(db: Executor, values: typeof memberIdentities.$inferInsert) {
  await db.insert(memberIdentities).values(values).onConflictDoNothing();
}
