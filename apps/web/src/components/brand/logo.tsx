import { wordmarkPath, wordmarkViewBox } from './wordmark';

/** The brand's wordmark; its accessible name is the brand's name (which is not translated). */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <svg className={className} viewBox={wordmarkViewBox} role="img" aria-label={name} focusable="false">
      <path fill="currentColor" d={wordmarkPath} />
    </svg>
  );
}
