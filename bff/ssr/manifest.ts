import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);
type Manifest = z.output<typeof manifestSchema>;

/** What the browser should fetch early for a lazily loaded screen: its chunk, the chunks it imports, its CSS. */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** What the BFF reads from Vite's build manifest. */
export interface ManifestReader {
  /** The chunks a lazily loaded screen needs beyond the app's entry. */
  preloadsOf(module: string): Promise<Preloads>;
  /** The built file of a source (`/assets/…`), undefined when the build has none. */
  fileOf(module: string): Promise<string | undefined>;
}

/**
 * Vite's build manifest (`.vite/manifest.json` under the built SPA), re-read when a new build replaced it.
 * The chunks the entry already loads are left out of a screen's preloads: the browser fetches them with the app.
 */
export function manifestReader(file: string): ManifestReader {
  let cached: { manifest: Manifest; entryChunks: Set<string>; mtimeMs: number } | null = null;
  const load = async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const manifest = manifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      const entryChunks = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, entryChunks);
      cached = { manifest, entryChunks, mtimeMs: info.mtimeMs };
    }
    return cached;
  };
  return {
    async preloadsOf(module) {
      const state = await load();
      if (!state || !state.manifest[module]) return { scripts: [], styles: [] };
      const keys = new Set<string>();
      collect(state.manifest, module, keys);
      const scripts: string[] = [];
      const styles: string[] = [];
      for (const key of keys) {
        const chunk = state.manifest[key];
        if (!chunk || state.entryChunks.has(key)) continue;
        scripts.push(`/${chunk.file}`);
        for (const css of chunk.css ?? []) styles.push(`/${css}`);
      }
      return { scripts, styles };
    },
    async fileOf(module) {
      const chunk = (await load())?.manifest[module];
      return chunk ? `/${chunk.file}` : undefined;
    },
  };
}

function collect(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, into);
}
