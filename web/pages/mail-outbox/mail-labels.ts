import { stateLabels, t, templateLabels, type StateName, type TemplateName } from '../../../shared/i18n/staff-mail.ts';

/** A mail's template as staff read it; a template the shop has no name for shows as it is stored. */
export const templateText = (name: string) => (name in templateLabels ? t(templateLabels[name as TemplateName]) : name);

/** A mail's state as staff read it; an unknown state shows as it is stored. */
export const stateText = (name: string) => (name in stateLabels ? t(stateLabels[name as StateName]) : name);
