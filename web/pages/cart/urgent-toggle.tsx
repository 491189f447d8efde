import { useEffect, useState } from 'react';
import { t } from '../../../shared/i18n/cart.ts';
import { Checkbox } from '../../ui/check.tsx';

/**
 * The cart's urgent flag (SPEC §3): ticks at once, stays ticked while the change is saved, and goes
 * back when it could not be.
 */
export function UrgentToggle({
  urgent,
  disabled,
  onChange,
}: {
  urgent: boolean;
  disabled: boolean;
  onChange: (urgent: boolean) => Promise<boolean>;
}) {
  const [shown, setShown] = useState(urgent);
  useEffect(() => setShown(urgent), [urgent]);

  async function toggle(next: boolean) {
    setShown(next);
    if (!(await onChange(next))) setShown(!next);
  }

  return (
    // onChange, not onCheckedChange: the flag is saved when the user ticks it, never on its own at hydration.
    <Checkbox
      name="fgurgente"
      checked={shown}
      disabled={disabled}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-describedby="cart-urgent-hint"
      className="font-medium text-slate-700"
      data-testid="cart-urgent"
      label={
        <>
          {t('JS_CART_URGENT')}
          <span id="cart-urgent-hint" className="sr-only">
            {t('JS_CART_URGENT_HINT')}
          </span>
        </>
      }
    />
  );
}
