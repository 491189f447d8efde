import { it } from './it.ts';
import { loginIt } from './login.ts';

/** The texts of the built page shell (web/index.html's %JS_…% placeholders): its own, and its no-script login form. */
export const shellTexts: Readonly<Record<string, string>> = { ...it, ...loginIt };
