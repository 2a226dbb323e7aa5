interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy };
};

// The page's policy requires Trusted Types for script URLs (server/content-security-policy.ts):
// this is the one place the app sets one, for the consent platform's and the tag manager's
// scripts, whose URLs come from the runtime settings. Browsers without Trusted Types take the string.
const policies = new WeakMap<Document, ScriptUrlPolicy>();
function scriptUrlPolicy(doc: Document): ScriptUrlPolicy {
  let policy = policies.get(doc);
  if (!policy) {
    const trustedTypes = (doc.defaultView as TrustedTypesWindow | null)?.trustedTypes;
    const rules = { createScriptURL: (url: string) => url };
    policy = trustedTypes ? trustedTypes.createPolicy('acq-third-party-scripts', rules) : rules;
    policies.set(doc, policy);
  }
  return policy;
}

/** Adds an async third-party script to the page (once per URL). */
export function loadScript(doc: Document, src: string): HTMLScriptElement {
  const existing = Array.from(doc.scripts).find((script) => script.src === new URL(src, doc.baseURI).href);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = scriptUrlPolicy(doc).createScriptURL(src);
  doc.head.append(script);
  return script;
}
