import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { members, merchants } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

let counter = 0;
let cachedHash: string | undefined;

/** A fresh member of the demo white label (for ledger tests that need wallet owners). */
export async function makeMember(db: Db): Promise<{ merchantId: number; memberId: number }> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  counter += 1;
  const username = `ledger${Date.now().toString(36)}${counter}`;
  cachedHash ??= await hashPassword('not-used-in-ledger-tests');
  const [row] = await db
    .insert(members)
    .values({
      merchantId: merchant!.id,
      username,
      usernameKey: username,
      passwordHash: cachedHash,
      referralCode: username.toUpperCase().slice(0, 16),
    })
    .returning({ id: members.id });
  return { merchantId: merchant!.id, memberId: row!.id };
}
