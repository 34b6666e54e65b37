import ipaddr from 'ipaddr.js';
import { COUNTRY_CODES } from '@portal/contracts/system';

/** Pure checks of what operators type into the console's site pages. */

/**
 * An IP or CIDR (IPv4 or IPv6) in canonical form (lower case, zero-compressed, network address
 * for a range: 10.1.2.3/8 is stored as 10.0.0.0/8); undefined when it is neither.
 */
export function canonicalIpRule(value: string): string | undefined {
  const text = value.trim();
  try {
    if (text.includes('/')) {
      if (!/\/\d{1,3}$/.test(text)) return undefined;
      if (!text.includes(':') && !ipaddr.IPv4.isValidCIDRFourPartDecimal(text)) return undefined;
      const [addr, bits] = ipaddr.parseCIDR(text);
      const network =
        addr.kind() === 'ipv4'
          ? ipaddr.IPv4.networkAddressFromCIDR(text)
          : ipaddr.IPv6.networkAddressFromCIDR(text);
      return `${network.toString()}/${bits}`;
    }
    // parse() accepts shorthand such as "10.1" or "0x0a.1.2.3"; only four dotted decimals pass.
    if (!text.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(text)) return undefined;
    return ipaddr.parse(text).toString();
  } catch {
    return undefined;
  }
}

const COUNTRIES = new Set(COUNTRY_CODES);

/** An ISO 3166-1 alpha-2 code in upper case; undefined when not an assigned code. */
export function canonicalCountry(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  return COUNTRIES.has(code) ? code : undefined;
}

/**
 * A link players may open: https:// (wa.me links included) or tg://, or an internal path
 * ("/promo", never "//host"). Anything else (javascript:, data:, http:, spaces) is refused.
 */
export function isSafeLink(value: string, allowInternal: boolean): boolean {
  const text = value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f<>"'`\\]/.test(text)) return false;
  if (allowInternal && text.startsWith('/')) return !text.startsWith('//');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname.length > 0 && !url.username && !url.password;
  if (url.protocol === 'tg:') return text.length > 'tg://'.length && text.startsWith('tg://');
  return false;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as the router matches it (lower case, no trailing dot), or an IP literal
 * (IPv6 in brackets); undefined when it is not one (schemes, ports, paths, spaces).
 */
export function canonicalHost(value: string): string | undefined {
  const text = value.trim().toLowerCase().replace(/\.$/, '');
  if (!text || text.length > 253) return undefined;
  if (text.startsWith('[') && text.endsWith(']')) {
    const inner = text.slice(1, -1);
    return ipaddr.IPv6.isValid(inner) ? `[${ipaddr.IPv6.parse(inner).toString()}]` : undefined;
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return text;
  const labels = text.split('.');
  if (!labels.every((label) => LABEL.test(label))) return undefined;
  // The last label of a public name is never all digits (that would be a bad IPv4).
  if (/^\d+$/.test(labels.at(-1)!)) return undefined;
  return text;
}
