import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/stores/session-store.ts';
import {
  isAgentPath,
  isGamePage,
  requireAgent,
  requireLogin,
  requiresLogin,
} from './route-rules.ts';

describe('isGamePage', () => {
  it.each([
    '/seamless',
    '/SEAMLESS?gameCode=x',
    '/lottery',
    '/lottert',
    '/seaLottery',
    '/vnLottery',
    '/vnlottery/abc',
    '/sealottery',
    '/bgs/dice',
    '/bgs/limbo',
    '/bgs/mines',
    '/bgs/plinko',
    '/bgs/slot',
    '/bgs/crash',
    '/bgs/verify',
    '/BGS/Dice/',
  ])('%s is a game page', (path) => expect(isGamePage(path)).toBe(true));

  it.each([
    '/',
    '/lott',
    '/elott',
    '/live',
    '/member',
    '/sports',
    '/promotions',
    // The BGS game list is a list page, whatever vendor it shows.
    '/bgs',
    '/bgs/',
    '/BGS',
    '/bgs?vassalage=BGS',
    '/bgsx',
  ])('%s is not a game page', (path) => expect(isGamePage(path)).toBe(false));
});

describe('login guard', () => {
  afterEach(() => useSessionStore.setState({ token: null, isAgent: false }));

  it.each([
    '/member',
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/favorite',
    '/recent',
    '/Member/',
    '/depositv2',
    '/withdraw',
    '/transferFund',
    '/transferUpline',
    '/transactionHistory',
    '/personalHistoryCopy',
    '/personalProfit',
    '/bonusDetails',
    '/vip',
    '/VIP/',
    '/liveChat',
    '/bgs/dice',
    '/bgs/crash',
  ])('%s requires login', (path) => expect(requiresLogin(path)).toBe(true));

  it.each(['/', '/live', '/promotions', '/seamless', '/agent', '/bgs', '/bgs/verify'])(
    '%s is public',
    (path) => expect(requiresLogin(path)).toBe(false),
  );

  it('redirects to /login without a token and lets a token through', () => {
    expect(requireLogin()).toBe('/login');
    useSessionStore.setState({ token: 'abc' });
    expect(requireLogin()).toBeNull();
  });

  it('sends non-agents from the agent centre to /agent', () => {
    expect(requireAgent()).toBe('/agent');
    useSessionStore.setState({ token: 'abc', isAgent: false });
    expect(requireAgent()).toBe('/agent');
    useSessionStore.setState({ token: 'abc', isAgent: true });
    expect(requireAgent()).toBeNull();
  });

  it('recognises agent paths case-insensitively', () => {
    expect(isAgentPath('/agent')).toBe(true);
    expect(isAgentPath('/AgentHome')).toBe(true);
    expect(isAgentPath('/agents')).toBe(false);
  });
});
