import { useId } from 'react';
import { languageNames, languageOf, languages, type Language } from '../../shared/i18n/language.ts';
import { t } from '../../shared/i18n/layout-parts.ts';
import { currentLanguage } from '../../shared/i18n/translate.ts';
import { Select } from '../ui/select.tsx';

// The switching code loads when used.
const switchTo = (language: Language) => import('../lib/switch-language.ts').then((module) => module.switchLanguage(language));

/** SPEC §5 language switch (Italiano, English), in the header (web/layout/header.tsx, when the configuration offers it). */
export function LanguageSwitch() {
  // Read while rendering: a switch draws the app again (web/lib/language.ts).
  const language = currentLanguage();
  const id = useId();
  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('JS_LANGUAGE')}
      </label>
      <Select
        id={id}
        data-testid="language-switch"
        value={language}
        onValueChange={(value) => void switchTo(languageOf(value))}
        className="h-10 w-auto border-white/30 bg-blue-950 py-0 pr-8 pl-2 text-sm font-semibold text-white focus-visible:outline-white"
      >
        {languages.map((each) => (
          <option key={each} value={each} lang={each}>
            {languageNames[each]}
          </option>
        ))}
      </Select>
    </span>
  );
}
