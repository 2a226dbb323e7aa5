/**
 * Whether a check box is ticked: "on" as the browser posts it, "true" as an older release
 * posted it, or true as the form holds it. No zod here: pages use it.
 */
export const ticked = (value: unknown): boolean => value === true || value === 'on' || value === 'true';
