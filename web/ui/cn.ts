import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Nothing is merged: the primitives' own looks are component classes (web/ui/components.css),
 * which any utility passed in overrides by the cascade; two utilities of one property must not be combined.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
