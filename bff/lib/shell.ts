import { readFile, stat } from 'node:fs/promises';
import { BOOT_DATA_ID, type BootData } from '../../shared/contract/boot.ts';

/** JSON safe inside a <script> element: no `<` can close it, no U+2028/9 can break it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built SPA's index.html with the boot data written into it. Re-read when a new build replaced the file,
 * so a running server never points at deleted assets; null when the front end is not built.
 */
export function shellReader(file: string, boot: BootData): () => Promise<string | null> {
  const script = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`;
  let shell: { html: string; mtimeMs: number } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (shell?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8');
      const root = html.indexOf('<div id="root">');
      shell = {
        html: root >= 0 ? html.slice(0, root) + script + html.slice(root) : html.replace('</body>', `${script}</body>`),
        mtimeMs: info.mtimeMs,
      };
    }
    return shell.html;
  };
}
