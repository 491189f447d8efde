import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** What a control inside a Field needs to be wired to its label, hint and error for screen readers. */
export interface FieldWiring {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /** The controls' size: 'sm' in a dense row (a table line, a compact form). */
  size?: ControlSize | undefined;
}

/** A control's size: the usual one, or compact ('sm') for a dense row. */
export type ControlSize = 'sm' | 'md';

const FieldContext = createContext<FieldWiring | null>(null);

/** The wiring of the Field around a control, or null outside one (the control then names itself). */
export function useFieldWiring(): FieldWiring | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  label: ReactNode;
  /** A short help text under the control, read with it. */
  hint?: ReactNode;
  /** What is wrong with the value, in the user's words; the control is then marked invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Shown on the label's line but not part of it (a progress indicator): the control's name stays the label. */
  labelAside?: ReactNode;
  /** The control's id, when a page must know it (otherwise one is made). */
  id?: string;
  /** 'sm': a smaller label and compact controls, for a dense row. */
  size?: ControlSize;
  className?: string;
  /** Classes of the label: `sr-only` where the place already says what the field is. */
  labelClassName?: string;
  children: ReactNode;
}

/**
 * A labelled form field: the label (with a required marker), the control (an Input, NumberField, Select or
 * Textarea of the kit, which read their ids from here), a hint and an error, wired with `aria-describedby` and
 * `aria-invalid`.
 */
export function Field({ label, hint, error, required = false, labelAside, id, size, className, labelClassName, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? `field${made}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelled = (
    <label htmlFor={controlId} className={cn('ui-field-label', labelClassName)}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
  return (
    <div className={cn('ui-field', size === 'sm' && 'ui-field-sm', className)}>
      {labelAside ? (
        <div className="ui-field-label-row">
          {labelled}
          {labelAside}
        </div>
      ) : (
        labelled
      )}
      <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required, size }}>
        {children}
      </FieldContext.Provider>
      {hint ? (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The asterisk of a required field; the control's own `required` tells screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 text-red-700">
      *
    </span>
  );
}

/** The attributes a kit control takes from its Field (explicit props win). */
export function wiredProps(wiring: FieldWiring | null, own: { id?: string | undefined; required?: boolean | undefined }) {
  return {
    id: own.id ?? wiring?.id,
    required: own.required ?? wiring?.required,
    'aria-describedby': wiring?.describedBy,
    'aria-invalid': wiring?.invalid ? true : undefined,
  };
}
