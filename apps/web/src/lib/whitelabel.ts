// A zod-free copy of the contracts' isModuleEnabled, because the header (entry chunk) needs it.

interface FlagNode {
  modId: string;
  enabled: boolean;
  childrenNodes: readonly FlagNode[];
}

/** Depth-first lookup of a module flag; missing modules and disabled parents count as off. */
export function isFlagOn(tree: readonly FlagNode[] | undefined, key: string): boolean {
  for (const node of tree ?? []) {
    if (node.modId === key) return node.enabled;
    if (node.enabled && isFlagOn(node.childrenNodes, key)) return true;
  }
  return false;
}
