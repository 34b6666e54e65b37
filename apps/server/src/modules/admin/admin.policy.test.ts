import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, OPERATOR_ROLES } from '@portal/contracts/admin';
import { can, permissionsOf } from './admin.policy.ts';

describe('console policy', () => {
  it.each([
    ['owner', ADMIN_ACTIONS],
    [
      'support',
      [
        'members.read',
        'members.lock',
        'members.forceReset',
        'outbox.read',
        'settings.read',
        'wallet.read',
        'games.read',
        'messages.send',
        'outbox.retry',
        'feedback.read',
        'feedback.reply',
        'content.read',
        'chat.answer',
        'loyalty.read',
        'loyalty.approve',
        'agents.read',
      ],
    ],
    [
      'finance',
      [
        'members.read',
        'wallet.read',
        'deposits.review',
        'withdrawals.review',
        'adjustments.create',
        'adjustments.approve',
        'bets.review',
        'loyalty.read',
        'loyalty.configure',
        'loyalty.approve',
      ],
    ],
    ['agent_manager', ['members.read', 'agents.read', 'agents.manage']],
    [
      'content',
      [
        'settings.read',
        'games.read',
        'games.write',
        'messages.send',
        'content.read',
        'content.write',
        'loyalty.read',
      ],
    ],
  ] as const)('%s may do exactly %j', (role, actions) => {
    expect(permissionsOf(role)).toEqual([...actions]);
  });

  it('lets only the owner configure sms and email, and owner and support re-send a failed one', () => {
    for (const role of OPERATOR_ROLES) {
      expect(can(role, 'messaging.configure'), role).toBe(role === 'owner');
      expect(can(role, 'outbox.retry'), role).toBe(role === 'owner' || role === 'support');
    }
  });

  it('gives an unknown role nothing', () => {
    expect(permissionsOf('root')).toEqual([]);
    expect(ADMIN_ACTIONS.some((a) => can('', a))).toBe(false);
  });

  it('lets owner and content change the games catalog, and support only read it', () => {
    for (const role of OPERATOR_ROLES) {
      expect(can(role, 'games.write'), role).toBe(role === 'owner' || role === 'content');
      expect(can(role, 'games.read'), role).toBe(role !== 'finance' && role !== 'agent_manager');
    }
  });

  it('lets owner and finance review bet exceptions, and only the owner those of no white label', () => {
    for (const role of OPERATOR_ROLES) {
      expect(can(role, 'bets.review'), role).toBe(role === 'owner' || role === 'finance');
      expect(can(role, 'bets.reviewUnassigned'), role).toBe(role === 'owner');
    }
  });

  it('lets only the owner write settings and read the audit log', () => {
    for (const role of OPERATOR_ROLES) {
      expect(can(role, 'settings.write')).toBe(role === 'owner');
      expect(can(role, 'audit.read')).toBe(role === 'owner');
    }
  });
});
