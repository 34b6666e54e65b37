import type { AdminVipLevels, VipLadder } from '@portal/contracts/vip';
import { parseAmount } from '@portal/contracts/money';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import { LOYALTY_VIP_JOB, levelView } from './vip.service.ts';
import * as repo from './vip.repo.ts';

export type VipAdmin = ReturnType<typeof createVipAdmin>;

/**
 * The console's VIP ladder: every level with how many members hold it, and the whole ladder
 * replaced at once, audited with before and after in the same transaction. A level members hold
 * cannot be removed (their level would name nothing); thresholds may change, and nobody goes
 * down a level for it (levels only go up).
 */
export function createVipAdmin(deps: { db: Db; audit: AuditTrail }) {
  const { db } = deps;

  async function view(on: Executor, merchantId: number): Promise<AdminVipLevels> {
    const [levels, holders] = await Promise.all([
      repo.ladder(on, merchantId),
      repo.holders(on, merchantId),
    ]);
    return {
      levels: levels.map((l) => ({ ...levelView(l, 'EN'), members: holders.get(l.level) ?? 0 })),
    };
  }

  async function replace(actor: Actor, ladder: VipLadder): Promise<AdminVipLevels> {
    const merchantId = actor.merchantId;
    return db.transaction(async (tx) => {
      // The VIP job's own lock: no pass raises a member to a level this change removes, and two
      // saves run one after the other.
      await repo.lockJob(tx, LOYALTY_VIP_JOB);
      const before = await view(tx, merchantId);
      const held = await repo.highestHeld(tx, merchantId);
      if (held > ladder.levels.length - 1) {
        throw new AppError('LOYALTY_VIP_LEVEL_HELD', { params: { level: String(held) } });
      }
      await repo.replaceLadder(
        tx,
        merchantId,
        ladder.levels.map((l) => ({
          merchantId,
          level: l.level,
          names: l.names,
          minValidStake: parseAmount(l.minValidStake)!,
          minDeposit: parseAmount(l.minDeposit)!,
          levelUpBonus: parseAmount(l.levelUpBonus)!,
          monthlyBonus: parseAmount(l.monthlyBonus)!,
          monthlyMinStake: parseAmount(l.monthlyMinStake)!,
          wageringCenti: l.wageringCenti,
          withdrawMax: l.withdrawMax === null ? null : parseAmount(l.withdrawMax)!,
          withdrawDailyCount: l.withdrawDailyCount,
        })),
      );
      const after = await view(tx, merchantId);
      const terms = (v: AdminVipLevels) => v.levels.map(({ members: _members, ...l }) => l);
      await deps.audit.byActor(
        tx,
        actor,
        'loyalty.configure',
        { type: 'vip-ladder', id: merchantId },
        { op: 'update', before: terms(before), after: terms(after) },
      );
      return after;
    });
  }

  return { list: (merchantId: number) => view(db, merchantId), replace };
}
