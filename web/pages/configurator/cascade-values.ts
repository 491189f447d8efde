import type { ConfiguratorDefinition } from '../../../shared/configurators.ts';
import { splitDelimited, type ConfiguratorValues } from '../../../shared/urls/configurator-urls.ts';

/** Only the form's own parameters, each a text (empty when not chosen). */
export function currentOf(definition: ConfiguratorDefinition, values: ConfiguratorValues): Record<string, string> {
  return Object.fromEntries(definition.levels.map(({ param }) => [param, values[param] ?? '']));
}

/**
 * The form's values after level `index` changes to `value` (SPEC §4). A cascade keeps the levels above, sets this
 * one and clears every level below (their lists then load anew, the next one only if a value was chosen); the
 * delimited last level of roof bars, snow chains and trunk liners (SPEC §3) sets every level from its parts. Oils
 * and roof boxes (refilter) only set the field: the other fields' lists reload with it as a filter.
 */
export function nextValues(
  definition: ConfiguratorDefinition,
  values: ConfiguratorValues,
  index: number,
  value: string,
): Record<string, string> {
  const levels = definition.levels;
  const level = levels[index];
  if (!level) throw new RangeError(`no level ${index}`);
  const next = currentOf(definition, values);
  if (definition.kind === 'refilter') return { ...next, [level.param]: value };
  levels.forEach(({ param }, i) => {
    if (i >= index) next[param] = '';
  });
  next[level.param] = value;
  if (value && definition.delimiter && index === levels.length - 1) {
    splitDelimited(value, definition.delimiter, levels.length).forEach((part, i) => {
      const param = levels[i]?.param;
      if (param) next[param] = part;
    });
  }
  return next;
}
