/** Adds an async third-party script to the page (once per URL). */
export function loadScript(doc: Document, src: string): HTMLScriptElement {
  const existing = Array.from(doc.scripts).find((script) => script.src === new URL(src, doc.baseURI).href);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return script;
}
