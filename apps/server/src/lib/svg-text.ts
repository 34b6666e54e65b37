/** Text for generated SVG: XML escaping and a stable hash for deterministic variations. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF). */
function isXmlChar(cp: number): boolean {
  if (cp === 0x9 || cp === 0xa || cp === 0xd) return true;
  if (cp < 0x20) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  return cp !== 0xfffe && cp !== 0xffff;
}

/** Escapes text for XML content and attribute values, dropping characters XML cannot carry. */
export function escapeXml(text: string): string {
  let out = '';
  for (const ch of text) {
    if (!isXmlChar(ch.codePointAt(0) ?? 0)) continue;
    out += XML_ESCAPES[ch] ?? ch;
  }
  return out;
}

/** FNV-1a, 32 bits: a stable number per text (art variations, a site's icon hue). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
