import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { fileVersion } from '../lib/file-version.ts';

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
  const version = fileVersion(file);
  type State = { manifest: Manifest; entryChunks: Set<string>; preloads: Map<string, Preloads> };
  let cached: { mtimeMs: number; state: Promise<State> } | null = null;
  const load = async (): Promise<State | null> => {
    const mtimeMs = await version();
    if (mtimeMs === null) return null;
    if (cached?.mtimeMs !== mtimeMs) {
      const state = readFile(file, 'utf8').then((text) => {
        const manifest = manifestSchema.parse(JSON.parse(text));
        const entryChunks = new Set<string>();
        for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, entryChunks);
        return { manifest, entryChunks, preloads: new Map() };
      });
      // A read that failed (the file replaced mid-read) is tried again by the next request.
      state.catch(() => {
        if (cached?.state === state) cached = null;
      });
      cached = { mtimeMs, state };
    }
    return cached.state;
  };
  return {
    async preloadsOf(module) {
      const state = await load();
      if (!state || !state.manifest[module]) return { scripts: [], styles: [] };
      // Worked out once per module and build: every page of that screen asks the same.
      let preloads = state.preloads.get(module);
      if (!preloads) {
        const keys = new Set<string>();
        collect(state.manifest, module, keys);
        preloads = { scripts: [], styles: [] };
        for (const key of keys) {
          const chunk = state.manifest[key];
          if (!chunk || state.entryChunks.has(key)) continue;
          preloads.scripts.push(`/${chunk.file}`);
          for (const css of chunk.css ?? []) preloads.styles.push(`/${css}`);
        }
        state.preloads.set(module, preloads);
      }
      return preloads;
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
