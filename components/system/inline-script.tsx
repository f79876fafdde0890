import { scriptNoncePlaceholder } from '@/lib/server/runtime/script-nonce';

/**
 * A script of ours in a page's HTML, run before the bundle. It carries the process's nonce
 * placeholder, which each response swaps for its own nonce (docs/reliability.md, "Content security
 * policy"): without it the page's policy refuses the script.
 */
export function InlineScript({ code }: { code: string }) {
  return <script nonce={scriptNoncePlaceholder()} dangerouslySetInnerHTML={{ __html: code }} />;
}
