/**
 * Writes a minimal MaxMind DB (format 2.0, IPv4 tree, 24-bit records) so tests can exercise
 * country rules with a real .mmdb file read by the production `maxmind` reader.
 * Spec: https://maxmind.github.io/MaxMind-DB/
 */
type Value = string | number | { [key: string]: Value } | Value[] | { uint64: bigint };

function control(type: number, size: number): Buffer {
  const head = type <= 7 ? [type << 5] : [0, type - 7];
  if (size < 29) {
    head[0]! |= size;
    return Buffer.from(head);
  }
  if (size < 29 + 256) {
    head[0]! |= 29;
    return Buffer.from([...head, size - 29]);
  }
  head[0]! |= 30;
  const rest = size - 285;
  return Buffer.from([...head, rest >> 8, rest & 0xff]);
}

function uint(n: bigint): Buffer {
  const bytes: number[] = [];
  for (let v = n; v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  return Buffer.from(bytes);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    const bytes = uint(BigInt(value));
    return Buffer.concat([control(value > 0xffff ? 6 : 5, bytes.length), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  if ('uint64' in value && typeof value.uint64 === 'bigint') {
    const bytes = uint(value.uint64);
    return Buffer.concat([control(9, bytes.length), bytes]);
  }
  const entries = Object.entries(value as Record<string, Value>);
  return Buffer.concat([
    control(7, entries.length),
    ...entries.flatMap(([k, v]) => [encode(k), encode(v)]),
  ]);
}

interface TreeNode {
  left: TreeNode | number | null;
  right: TreeNode | number | null;
}

/** Builds a database mapping IPv4 CIDRs to GeoIP2-style country records. */
export function buildCountryMmdb(networks: { cidr: string; country: string }[]): Buffer {
  const records: Buffer[] = [];
  const offsets: number[] = [];
  let dataLength = 0;
  for (const n of networks) {
    const record = encode({ country: { iso_code: n.country } });
    offsets.push(dataLength);
    records.push(record);
    dataLength += record.length;
  }
  const root: TreeNode = { left: null, right: null };
  networks.forEach((n, index) => {
    const [ip, bitsText] = n.cidr.split('/');
    const bits = Number(bitsText);
    const addr = ip!.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
    let node = root;
    for (let depth = 0; depth < bits; depth++) {
      const bit = (addr >>> (31 - depth)) & 1;
      const side = bit ? 'right' : 'left';
      if (depth === bits - 1) {
        node[side] = index;
      } else {
        const next = node[side];
        if (typeof next === 'object' && next !== null) {
          node = next;
        } else {
          const created: TreeNode = { left: null, right: null };
          node[side] = created;
          node = created;
        }
      }
    }
  });
  const nodes: TreeNode[] = [];
  const ids = new Map<TreeNode, number>();
  const queue = [root];
  while (queue.length) {
    const node = queue.shift()!;
    ids.set(node, nodes.length);
    nodes.push(node);
    for (const child of [node.left, node.right]) {
      if (child && typeof child === 'object') queue.push(child);
    }
  }
  const nodeCount = nodes.length;
  const recordValue = (child: TreeNode | number | null): number => {
    if (child === null) return nodeCount;
    if (typeof child === 'number') return nodeCount + 16 + offsets[child]!;
    return ids.get(child)!;
  };
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((node, i) => {
    tree.writeUIntBE(recordValue(node.left), i * 6, 3);
    tree.writeUIntBE(recordValue(node.right), i * 6 + 3, 3);
  });
  const metadata = encode({
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: { uint64: 1_700_000_000n },
    database_type: 'GeoIP2-Country',
    description: { en: 'portal test database' },
    ip_version: 4,
    languages: ['en'],
    node_count: nodeCount,
    record_size: 24,
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...records,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com', 'ascii'),
    metadata,
  ]);
}
