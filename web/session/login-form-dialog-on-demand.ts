import { onDemand } from '../ui/on-demand.tsx';

/** The login form dialog, its code (Radix dialog, the form) fetched when it first opens. */
export const LoginFormDialogOnDemand = onDemand(() => import('./login-form-dialog.tsx').then((m) => m.LoginFormDialog));
