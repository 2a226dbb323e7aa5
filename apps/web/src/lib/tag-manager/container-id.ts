/** docs/product.md §5: `GTM-` (Tag Manager) or `G-` (Google tag) followed by upper-case letters and digits. */
const containerIdPattern = /^(GTM|G)-[A-Z0-9]+$/;

export type ContainerIdCheck =
  { valid: true; id: string } | { valid: false; message: string; suggestion: string | null };

/** The id as it was probably meant: trimmed, upper-case, one dash after the prefix, nothing else. */
export function suggestedContainerId(raw: string): string | null {
  const match = /^(GTM|G)[^A-Z0-9]*(.*)$/.exec(raw.trim().toUpperCase());
  const rest = match?.[2]?.replace(/[^A-Z0-9]/g, '') ?? '';
  const suggestion = match && rest ? `${match[1]}-${rest}` : null;
  return suggestion && containerIdPattern.test(suggestion) ? suggestion : null;
}

/** Checks a configured container id; an invalid one gets a message that suggests the corrected form. */
export function checkContainerId(raw: string): ContainerIdCheck {
  if (containerIdPattern.test(raw)) return { valid: true, id: raw };
  const suggestion = suggestedContainerId(raw);
  const message =
    `Invalid tag-manager container id ${JSON.stringify(raw)}: it must be GTM- or G- followed by upper-case letters and digits.` +
    (suggestion ? ` Did you mean ${JSON.stringify(suggestion)}?` : '');
  return { valid: false, message, suggestion };
}
