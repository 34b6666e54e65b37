/** A value matched literally inside a LIKE pattern: its %, _ and \ escaped (the default escape). */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
