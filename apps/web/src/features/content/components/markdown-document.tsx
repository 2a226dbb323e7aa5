import Markdown from 'react-markdown';
import '../content.css';

/**
 * A content page's markdown. Raw HTML in the source is not rendered (react-markdown without
 * rehype-raw), and the default URL transform drops unsafe links such as `javascript:`; keep both.
 */
export function MarkdownDocument({ source }: { source: string }) {
  return (
    <article className="content-document">
      <Markdown>{source}</Markdown>
    </article>
  );
}
