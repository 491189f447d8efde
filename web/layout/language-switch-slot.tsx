import { Suspense, use } from 'react';
import { useViewPreferences } from '../shop-settings.tsx';
import type * as SwitchModuleNs from './language-switch.tsx';

type SwitchModule = typeof SwitchModuleNs;
type Tracked = Promise<SwitchModule> & { status?: 'fulfilled'; value?: SwitchModule };
let loading: Tracked | undefined;

/**
 * The switch's code, in a chunk of its own (the homepage's first bundle is at its JS budget). The server waits for
 * it before rendering; the browser does not: React keeps the server's HTML of the switch and hydrates it when the
 * chunk arrives (a Suspense boundary). Marked fulfilled once loaded, so `use` renders it at once from then on.
 */
export function preloadLanguageSwitch(): Promise<SwitchModule> {
  if (!loading) {
    const promise: Tracked = import('./language-switch.tsx');
    void promise.then((module) => {
      promise.status = 'fulfilled';
      promise.value = module;
    });
    loading = promise;
  }
  return loading;
}

function Deferred() {
  const { LanguageSwitch } = use(preloadLanguageSwitch());
  return <LanguageSwitch />;
}

/** SPEC §5: the header's language switch, when the configuration offers it. */
export function LanguageSwitchSlot() {
  if (!useViewPreferences().preferences.languageSwitch) return null;
  return (
    <Suspense fallback={null}>
      <Deferred />
    </Suspense>
  );
}
