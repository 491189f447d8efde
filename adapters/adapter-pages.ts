import type { FastifyPluginAsync } from 'fastify';

/**
 * What the shop hands an adapter's pages when it registers them: the adapter never imports the shop, so it learns
 * here where it is served and where its built scripts are.
 */
export interface AdapterPageOptions {
  /** The shop's public origin (SHOP_ORIGIN): the only origin an adapter's page may name or trust. */
  shopOrigin: string;
  /** The `{vehicle_ws}` prefix of the parts-catalogue calls (SPEC §7). */
  vehicleWs: string;
  /** The URL of a built front-end entry (e.g. `parts-frame/frame.ts`), or undefined before the build. */
  builtFile(entry: string): Promise<string | undefined>;
}

/** A page an embedded implementation serves on the shop's origin in a real system's place. */
export type AdapterPage = FastifyPluginAsync<AdapterPageOptions>;
