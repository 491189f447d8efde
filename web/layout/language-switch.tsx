import { useId } from 'react';
import { languageNames, languageOf, languages } from '../../shared/i18n/language.ts';
import { t } from '../../shared/i18n/translate.ts';
import { switchLanguage, useLanguage } from '../lib/language.ts';
import { useLanguageSwitch } from '../shop-settings.tsx';
import { Select } from '../ui/select.tsx';

/** SPEC §5 language switch (Italiano, English), in the header when the configuration offers it. */
export function LanguageSwitch() {
  const offered = useLanguageSwitch();
  const language = useLanguage();
  const id = useId();
  if (!offered) return null;
  return (
    <span className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('JS_LANGUAGE')}
      </label>
      <Select
        id={id}
        data-testid="language-switch"
        value={language}
        onValueChange={(value) => void switchLanguage(languageOf(value))}
        className="h-10 w-auto border-white/30 bg-blue-950 px-1 text-sm font-semibold text-white"
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
