import type { FormEvent, ReactNode } from 'react';
import { resultsPath } from '../../../shared/urls/configurator-urls.ts';

/** The filled fields of a form searched by a POST, trimmed; an empty field is not sent. */
export function postedFields(values: Readonly<Record<string, string>>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim()) form.set(name, value.trim());
  return form;
}

/**
 * The form of a configurator searched inside its page by a POST (batteries, tyres): without JavaScript a GET to the
 * results page, with it `onSubmit` runs the search.
 */
export function PostedSearchForm({
  slug,
  onSubmit,
  children,
}: {
  slug: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={resultsPath(slug)}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="cfg-form"
    >
      {children}
    </form>
  );
}
