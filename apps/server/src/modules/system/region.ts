import { matchesAny, parseIp, parseRange, type ParsedRange } from '../../lib/ip-rules.ts';

export const REGION_RULE_KINDS = ['ALLOW_IP', 'DENY_IP', 'ALLOW_COUNTRY', 'DENY_COUNTRY'] as const;
export type RegionRuleKind = (typeof REGION_RULE_KINDS)[number];

export interface RegionRule {
  kind: string;
  value: string;
}

export interface RegionPolicy {
  allowIps: ParsedRange[];
  denyIps: ParsedRange[];
  allowCountries: Set<string>;
  denyCountries: Set<string>;
}

/** Compiles stored rules once; rules that do not parse are skipped (and reported by the caller). */
export function compileRegionPolicy(rules: readonly RegionRule[]): RegionPolicy {
  const policy: RegionPolicy = {
    allowIps: [],
    denyIps: [],
    allowCountries: new Set(),
    denyCountries: new Set(),
  };
  for (const rule of rules) {
    switch (rule.kind) {
      case 'ALLOW_IP':
      case 'DENY_IP': {
        const range = parseRange(rule.value);
        if (range) (rule.kind === 'ALLOW_IP' ? policy.allowIps : policy.denyIps).push(range);
        break;
      }
      case 'ALLOW_COUNTRY':
        policy.allowCountries.add(rule.value.trim().toUpperCase());
        break;
      case 'DENY_COUNTRY':
        policy.denyCountries.add(rule.value.trim().toUpperCase());
        break;
      default:
        break;
    }
  }
  return policy;
}

/**
 * Decides whether a visitor is blocked. Order: an allowed IP always passes (office and partner
 * addresses); a denied IP is blocked; then countries, which apply only when a GeoIP database is
 * configured: a denied country is blocked, and when an allow list exists any other country,
 * including an unknown one, is blocked.
 */
export function isRegionBlocked(
  policy: RegionPolicy,
  ipText: string,
  country: string | null,
  hasGeoIp: boolean,
): boolean {
  const ip = parseIp(ipText);
  if (ip && matchesAny(ip, policy.allowIps)) return false;
  if (ip && matchesAny(ip, policy.denyIps)) return true;
  if (!hasGeoIp) return false;
  if (country && policy.denyCountries.has(country)) return true;
  if (policy.allowCountries.size > 0) return !country || !policy.allowCountries.has(country);
  return false;
}
