import { useState } from 'react';
import { setWebServiceAvailability, type WebServiceOutcome } from '../../api/web-service.ts';
import { Checkbox } from '../../ui/check.tsx';
import { cn } from '../../ui/cn.ts';
import { Panel } from '../../ui/panel.tsx';
import { t, type AccountAreaKey } from './texts.ts';

/** SPEC §8's text for each outcome of the toggle. */
const outcomeText: Record<WebServiceOutcome, AccountAreaKey> = { ok: 'JS_AREA_WS_OK', no: 'JS_AREA_WS_NO', error: 'JS_AREA_WS_ERROR' };

/**
 * SPEC §2 account area: the web-service availability toggle. Each change is saved at once and its outcome shown
 * with SPEC §8's texts; a change that was not saved (NO, error) puts the box back as the ERP still has it.
 */
export function WebServiceToggle({ enabled }: { enabled: boolean | null }) {
  const [checked, setChecked] = useState(enabled === true);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<WebServiceOutcome | null>(null);

  async function change(next: boolean) {
    setBusy(true);
    setChecked(next);
    const result = await setWebServiceAvailability(next);
    if (result !== 'ok') setChecked(!next);
    setOutcome(result);
    setBusy(false);
  }

  return (
    <Panel title={t('JS_AREA_WEB_SERVICE')} data-testid="web-service-panel">
      <p className="text-sm text-slate-600">{t('JS_AREA_WEB_SERVICE_TEXT')}</p>
      {enabled === null ? <p className="text-sm text-slate-600">{t('JS_AREA_WEB_SERVICE_MISSING')}</p> : null}
      <Checkbox
        className="mt-3"
        label={t('JS_AREA_WEB_SERVICE_LABEL')}
        checked={checked}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <p
        role="status"
        data-testid="web-service-outcome"
        className={cn('min-h-6 text-sm font-medium', outcome === 'ok' ? 'text-green-800' : 'text-red-800')}
      >
        {outcome ? t(outcomeText[outcome]) : ''}
      </p>
    </Panel>
  );
}
