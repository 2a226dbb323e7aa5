/**
 * A typed or pasted text as the visitor meant it: composed (NFC, so "Zoë" typed with a combining
 * diaeresis is the same as the precomposed one), without the spaces autofill and pasting leave at
 * either end, and with each run of inner whitespace (no-break spaces, tabs) as one space. Forms
 * validate and send this value, so the backend sees what the schema's patterns describe.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}
