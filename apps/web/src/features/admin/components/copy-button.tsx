import { useI18nContext } from '@acq/locales/react';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Copies a link to the clipboard and says, next to the button, whether that worked. It needs the
 * browser's clipboard, so it appears once the page has hydrated: before that (or with scripts off) the
 * link is there to select, and no button is dead.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { LL } = useI18nContext();
  const hydrated = useHydrated();
  const [result, setResult] = useState<{ text: string; copied: boolean } | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setResult({ text, copied: true });
    } catch {
      setResult({ text, copied: false });
    }
  }

  // A confirmation belongs to the text it copied; a new link starts without one.
  const shown = result?.text === text ? result : null;
  if (!hydrated) return null;
  return (
    <span className="copy-button">
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={shown && !shown.copied ? 'field-error' : undefined}>
        {shown && (shown.copied ? LL.screenPages.admin.copied() : LL.screenPages.admin.copyFailed())}
      </span>
    </span>
  );
}
