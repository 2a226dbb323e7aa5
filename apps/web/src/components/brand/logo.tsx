import 'virtual:wordmark.css';

/**
 * The brand's wordmark, drawn by the stylesheet (build/wordmark-css.ts makes the `wordmark` rule
 * from wordmark.ts), in the text's colour; its accessible name is the brand's name (which is not
 * translated). No path in the page's JavaScript or HTML: the stylesheet is cached.
 */
export function Logo({ name, className }: { name: string; className?: string }) {
  return <span className={className ? `wordmark ${className}` : 'wordmark'} role="img" aria-label={name} />;
}
