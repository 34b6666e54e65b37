/** Bengali, Arabic-Indic and Persian digits a phone keyboard may type, mapped to 0–9. */
const DIGIT_SETS = ['০১২৩৪৫৬৭৮৯', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

/** Typed text with native digits mapped to 0–9 (amounts, codes and points typed on any keyboard). */
export function normalizeDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const set = DIGIT_SETS.find((digits) => digits.includes(char));
    out += set ? String(set.indexOf(char)) : char;
  }
  return out;
}
