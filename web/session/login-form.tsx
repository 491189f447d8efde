import { useId, type FormEvent } from 'react';
import { login } from '../api/auth.ts';
import { t } from '../../shared/i18n/login.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Input } from '../ui/input.tsx';
import { pagePath } from '../../shared/routes.ts';
import { Spinner } from '../ui/spinner.tsx';
import { useFormSubmit } from '../ui/use-form-submit.ts';

/**
 * The login form: a real form posted to /login (works without JavaScript); with JavaScript it posts JSON
 * and shows the server's message, in the customer's language (400 wrong credentials, 429 too many attempts), inline.
 */
export function LoginForm({ returnTo, autoFocus = false }: { returnTo: string; autoFocus?: boolean }) {
  const id = useId();
  const { submitting, error, setError, run } = useFormSubmit({ leavesPage: true });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) {
      setError(t('JS_LOGIN_MISSING_FIELDS'));
      return;
    }
    await run(async () => window.location.assign(await login({ username, password, returnTo })));
  }

  return (
    <form method="post" action="/login" onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={submitting}>
      <Input type="hidden" name="returnTo" value={returnTo} />
      <Field label={t('JS_USERNAME')} id={`${id}-username`}>
        <Input name="username" autoComplete="username" required autoFocus={autoFocus} />
      </Field>
      <Field label={t('JS_PASSWORD')} id={`${id}-password`}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <FormAlert message={error} />
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? (
          <span aria-hidden="true">
            <Spinner size="sm" label={t('JS_LOGIN_SUBMITTING')} />
          </span>
        ) : null}
        {submitting ? t('JS_LOGIN_SUBMITTING') : t('JS_LOGIN_SUBMIT')}
      </Button>
      {/* A full page load: it leaves the login dialog as well as the page. */}
      <a href={pagePath('passwordForgotten')} className="self-center text-sm text-slate-700 underline hover:text-slate-900">
        {t('JS_LOGIN_FORGOTTEN')}
      </a>
    </form>
  );
}
