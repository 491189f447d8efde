import type { ConfiguratorDefinition, ConfiguratorLevel } from '../../../shared/configurators.ts';
import type { OptionList } from '../../../shared/contract/configurators.ts';
import { fieldLabel, t } from '../../../shared/i18n/configurators.ts';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { nextValues } from './cascade-values.ts';
import { delimitedLabel, optionListUrl, type ConfiguratorValues } from '../../../shared/urls/configurator-urls.ts';
import { useOptionList } from './use-option-list.ts';

export interface CascadingSelectsProps {
  definition: ConfiguratorDefinition;
  slug: string;
  values: ConfiguratorValues;
  onValuesChange: (values: Record<string, string>) => void;
  /** The lists the page came with, by URL. */
  initialLists: Readonly<Record<string, OptionList>>;
  className?: string;
}

/**
 * The one cascading select of every configurator (SPEC §4): a native select per level, with its label, keyboard
 * usable as every select. Changing a level clears and resets the levels below and loads the next one when a value
 * is chosen; oils and roof boxes reload every other field with all current values as filters. Each load shows a
 * progress indicator by its field.
 */
export function CascadingSelects({ definition, slug, values, onValuesChange, initialLists, className }: CascadingSelectsProps) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {definition.levels.map((level, index) => (
        <LevelSelect
          key={level.param}
          level={level}
          url={optionListUrl(definition, slug, level, values)}
          value={values[level.param] ?? ''}
          required={definition.required.includes(level.param)}
          refilter={definition.kind === 'refilter'}
          delimiter={index === definition.levels.length - 1 ? definition.delimiter : undefined}
          count={definition.levels.length}
          initialLists={initialLists}
          onChange={(value) => onValuesChange(nextValues(definition, values, index, value))}
        />
      ))}
    </div>
  );
}

interface LevelSelectProps {
  level: Pick<ConfiguratorLevel, 'param'>;
  /** The list call, null while a level above has no value. */
  url: string | null;
  value: string;
  required: boolean;
  refilter: boolean;
  /** The last level's delimiter: its options are SPEC §3's delimited values, shown by their last part. */
  delimiter?: string;
  count: number;
  initialLists: Readonly<Record<string, OptionList>>;
  onChange: (value: string) => void;
  label?: string;
}

/** One field of a configurator: its list, a progress indicator while it loads, "Scegli…" (or "Qualsiasi") first. */
export function LevelSelect({ level, url, value, required, refilter, delimiter, count, initialLists, onChange, label }: LevelSelectProps) {
  const { options, loading } = useOptionList(url, initialLists, refilter);
  const shown = delimiter
    ? options.map((option) => ({ value: option, label: delimitedLabel(option, delimiter, count) }))
    : options.map((option) => ({ value: option, label: option }));
  // A delimited level keeps its own part: the option holding it is the one selected.
  const selected = delimiter ? (shown.find((option) => option.label === value)?.value ?? '') : value;
  // A refiltered field keeps its value even when the others' filters leave it out of the list.
  if (selected && !shown.some((option) => option.value === selected)) shown.unshift({ value: selected, label: selected });
  return (
    <Field
      label={label ?? fieldLabel(level.param)}
      required={required}
      labelAside={loading ? <Spinner size="sm" label={t('JS_CFG_LOADING_LIST')} data-testid="cfg-list-loading" /> : null}
    >
      <Select
        name={level.param}
        value={selected}
        disabled={url === null || shown.length === 0}
        aria-busy={loading}
        onValueChange={onChange}
        data-testid={`cfg-${level.param}`}
      >
        <option value="">{required || !refilter ? t('JS_CFG_CHOOSE') : t('JS_CFG_ANY')}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
