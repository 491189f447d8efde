import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import { assistenzaCallNames, assistenzaCallParams, type AssistenzaCallName } from '../../../shared/assistenza-calls.ts';
import { usePageData } from '../../api/page-data.ts';
import { usePrincipal } from '../../api/principal.ts';
import { t, type AssistenzaKey } from '../../../shared/i18n/assistenza.ts';
import { pageLabel } from '../../layout/page-labels.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { PageData } from '../../ui/page-data.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { Select } from '../../ui/select.tsx';
import {
  assistenzaCallOf,
  assistenzaDataKey,
  assistenzaUrl,
  assistenzaValuesOf,
  type AssistenzaValues,
} from '../../../shared/urls/assistenza-url.ts';
import { ExchangeView } from './exchange-view.tsx';

const callTitles: Record<AssistenzaCallName, AssistenzaKey> = {
  'lookup-results': 'JS_ASSISTENZA_LOOKUP_RESULTS',
  'lookup-cross': 'JS_ASSISTENZA_LOOKUP_CROSS',
  'provider-results': 'JS_ASSISTENZA_PROVIDER_RESULTS',
  'provider-cross': 'JS_ASSISTENZA_PROVIDER_CROSS',
};

const paramLabels: Record<string, AssistenzaKey> = {
  artCode: 'JS_ASSISTENZA_ART_CODE',
  artSuppl: 'JS_ASSISTENZA_ART_SUPPL',
  codiceListino: 'JS_ASSISTENZA_CODICE_LISTINO',
  listino: 'JS_ASSISTENZA_LISTINO',
  codiceArticolo: 'JS_ASSISTENZA_CODICE_ARTICOLO',
};

/**
 * /assistenza?call=…&…: the support staff's debug page (SPEC §2 "Web-service debug pages"). One form per debug call
 * of SPEC §7; submitting one loads the page's data for that call, which the server runs live, and shows the
 * exchange. The URL keeps the call, so an exchange can be repeated or shared. Whoever is not staff gets the page
 * data's forbidden state (a 200, never a 403, which would reload the page).
 */
export default function AssistenzaPage() {
  const { principal } = usePrincipal();
  const [params] = useSearchParams();
  const key = assistenzaDataKey(params);
  const page = usePageData('assistenza', key);
  const { mutate } = page;
  // Someone else logged in (dialog, switch back): ask the server again who may see the page. Not on mount: that
  // would run the call the server has just run again.
  const seen = useRef(principal?.username);
  useEffect(() => {
    if (seen.current === principal?.username) return;
    seen.current = principal?.username;
    void mutate();
  }, [principal?.username, mutate]);

  return (
    <PageFrame title={pageLabel('assistenza')} testId="assistenza-page">
      <PageData
        page={page}
        forbiddenTitle={t('JS_ASSISTENZA_FORBIDDEN_TITLE')}
        forbiddenText={t('JS_ASSISTENZA_FORBIDDEN_TEXT')}
        forbiddenTestId="assistenza-forbidden"
      >
        {(data) => (
          <>
            <p className="-mt-2 text-slate-600">{t('JS_ASSISTENZA_INTRO')}</p>
            <CallForms current={key} onSame={() => void page.mutate()} />
            {data.exchange ? <ExchangeView exchange={data.exchange} stale={page.isValidating} /> : null}
          </>
        )}
      </PageData>
    </PageFrame>
  );
}

function CallForms({ current, onSame }: { current: string; onSame: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shown = assistenzaCallOf(params);

  function onSubmit(call: AssistenzaCallName, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: AssistenzaValues = Object.fromEntries(
      assistenzaCallParams[call].map((name) => [name, String(form.get(name) ?? '').trim()]),
    );
    const url = assistenzaUrl(call, values);
    // The same call again: run it again (a live exchange), the URL does not change.
    if (url === current) onSame();
    else void navigate(url);
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {assistenzaCallNames.map((call) => {
        const values = shown === call ? assistenzaValuesOf(call, params) : {};
        const titleId = `assistenza-${call}-title`;
        return (
          <form
            key={call}
            method="get"
            action={pagePath('assistenza')}
            onSubmit={(event) => onSubmit(call, event)}
            aria-labelledby={titleId}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
            data-testid={`assistenza-form-${call}`}
          >
            <h2 id={titleId} className="font-semibold text-slate-900">
              {t(callTitles[call])}
            </h2>
            <Input type="hidden" name="call" value={call} />
            {assistenzaCallParams[call].map((name) => {
              const id = `assistenza-${call}-${name}`;
              const label = paramLabels[name];
              return (
                <Field
                  key={`${name}-${values[name] ?? ''}`}
                  id={id}
                  // Codes are required (the empty one never leaves the page); the price list's name is shown only.
                  required={name !== 'listino' && name !== 'tipo'}
                  label={
                    <>
                      {name === 'tipo' ? t('JS_ASSISTENZA_TIPO') : label ? t(label) : name}{' '}
                      <code className="text-xs text-slate-500">{name}</code>
                    </>
                  }
                >
                  {name === 'tipo' ? (
                    <Select name={name} defaultValue={values[name] || 'A'}>
                      <option value="A">{t('JS_ASSISTENZA_TIPO_A')}</option>
                      <option value="O">{t('JS_ASSISTENZA_TIPO_O')}</option>
                    </Select>
                  ) : (
                    <Input
                      name={name}
                      type="text"
                      defaultValue={values[name] ?? ''}
                      maxLength={100}
                      autoComplete="off"
                      spellCheck={false}
                      className="font-mono"
                    />
                  )}
                </Field>
              );
            })}
            <Button type="submit" className="self-start">
              {t('JS_ASSISTENZA_SUBMIT')}
            </Button>
          </form>
        );
      })}
    </div>
  );
}
