import { describe, expect, it } from 'vitest';
import { isModuleEnabled, type WhitelabelNode } from './system.ts';

const tree: WhitelabelNode[] = [
  {
    modId: 'REGISTER3',
    enabled: true,
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: false, childrenNodes: [] },
    ],
  },
  {
    modId: 'PROMO3',
    enabled: false,
    childrenNodes: [{ modId: 'VIP3', enabled: true, childrenNodes: [] }],
  },
];

describe('isModuleEnabled', () => {
  it('reads nested flags', () => {
    expect(isModuleEnabled(tree, 'USERNAMEREG3')).toBe(true);
    expect(isModuleEnabled(tree, 'MOBILENUMREG3')).toBe(false);
    expect(isModuleEnabled(tree, 'REGISTER3')).toBe(true);
  });

  it('treats a child of a disabled parent, and a missing module, as off', () => {
    expect(isModuleEnabled(tree, 'VIP3')).toBe(false);
    expect(isModuleEnabled(tree, 'NOPE3')).toBe(false);
  });
});
