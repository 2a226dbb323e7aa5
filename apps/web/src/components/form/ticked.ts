/**
 * Whether a check box is ticked: "on" as the browser posts it, "true" as remix-hook-form's
 * `createFormData` writes it, or true as react-hook-form holds it. No zod here: pages use it.
 */
export const ticked = (value: unknown): boolean => value === true || value === 'on' || value === 'true';
