import { useState } from 'react';
import { CONSENT_COOKIE, CONSENT_DAYS, NECESSARY, PREFERENCES } from '../../shared/consent-choice.ts';
import { t } from '../../shared/i18n/consent.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '../../shared/i18n/language.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../shared/device-cookie.ts';
import { SESSION_COOKIE } from '../../shared/session-cookie.ts';
import { VEHICLE_COOKIE_DAYS, VEHICLE_COOKIES } from '../../shared/vehicle-cookies.ts';
import { FILTERS_COOKIE, LAYOUT_COOKIE, PREFERENCE_COOKIE_DAYS, PRICES_COOKIE } from '../../shared/view-preferences.ts';
import { ownRoot } from '../hydrate.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/check.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Table } from '../ui/table.tsx';

/**
 * The cookie choices (the footer's "Cookie" link, the notice's "Scegli"): each category with its cookies, their
 * purpose and duration, and a switch for the preferences. Fetched when first asked for, drawn in a root of its own.
 */
const days = (count: number) => t.plural('JS_CONSENT_DAYS', count);

function categories() {
  return [
    {
      id: NECESSARY,
      title: t('JS_CONSENT_NECESSARY'),
      text: t('JS_CONSENT_NECESSARY_TEXT'),
      rows: [
        [SESSION_COOKIE, t('JS_CONSENT_SESSION_PURPOSE'), t('JS_CONSENT_SESSION_DURATION')],
        [DEVICE_COOKIE, t('JS_CONSENT_DEVICE_PURPOSE'), days(DEVICE_COOKIE_DAYS)],
        [VEHICLE_COOKIES.join(', '), t('JS_CONSENT_VEHICLE_PURPOSE'), days(VEHICLE_COOKIE_DAYS)],
        [CONSENT_COOKIE, t('JS_CONSENT_CHOICE_PURPOSE'), days(CONSENT_DAYS)],
      ],
    },
    {
      id: PREFERENCES,
      title: t('JS_CONSENT_PREFERENCES'),
      text: t('JS_CONSENT_PREFERENCES_TEXT'),
      rows: [
        [LAYOUT_COOKIE, t('JS_CONSENT_LAYOUT_PURPOSE'), days(PREFERENCE_COOKIE_DAYS)],
        [FILTERS_COOKIE, t('JS_CONSENT_FILTERS_PURPOSE'), days(PREFERENCE_COOKIE_DAYS)],
        [PRICES_COOKIE, t('JS_CONSENT_PRICES_PURPOSE'), days(PREFERENCE_COOKIE_DAYS)],
        [LANGUAGE_COOKIE, t('JS_CONSENT_LANGUAGE_PURPOSE'), days(LANGUAGE_COOKIE_DAYS)],
      ],
    },
  ] as const;
}

type CookieRow = readonly [string, string, string];

/** Made when drawn: the texts in the language of the moment. */
const columns = () => [
  { key: 'name', header: t('JS_CONSENT_COL_NAME'), cell: (row: CookieRow) => <span className="font-mono break-all">{row[0]}</span> },
  { key: 'purpose', header: t('JS_CONSENT_COL_PURPOSE'), cell: (row: CookieRow) => row[1] },
  { key: 'duration', header: t('JS_CONSENT_COL_DURATION'), cell: (row: CookieRow) => row[2], secondary: true },
];

function ConsentChoices({ allowed, save }: { allowed: boolean; save: (preferences: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const [preferences, setPreferences] = useState(allowed);
  const choose = (value: boolean) => {
    save(value);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t('JS_CONSENT_CLOSE')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('JS_CONSENT_PREFERENCES_TITLE')}</DialogTitle>
        </DialogHeader>
        {categories().map((category) => (
          <section key={category.id} className="mb-4">
            <Checkbox
              label={category.title}
              className="font-semibold"
              checked={category.id === NECESSARY || preferences}
              disabled={category.id === NECESSARY}
              onCheckedChange={setPreferences}
            />
            <p className="mt-1 mb-2 text-sm text-slate-700">{category.text}</p>
            <Table
              label={category.title}
              columns={columns()}
              rows={category.rows}
              rowKey={(row) => row[0]}
              empty={null}
              className="text-xs"
            />
          </section>
        ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => choose(preferences)}>
            {t('JS_CONSENT_SAVE')}
          </Button>
          <Button onClick={() => choose(false)}>{t('JS_CONSENT_NECESSARY_ONLY')}</Button>
          <Button onClick={() => choose(true)}>{t('JS_CONSENT_ACCEPT_ALL')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

let root: ReturnType<typeof ownRoot> | undefined;
let opened = 0;

/** Opens the choices, starting from what is allowed now; `save` stores the customer's answer. */
export function openConsentChoices(allowed: boolean, save: (preferences: boolean) => void): void {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = ownRoot(container);
  }
  // A new key: each opening starts from the stored choice, not from switches left unsaved.
  root.render(<ConsentChoices key={++opened} allowed={allowed} save={save} />);
}
