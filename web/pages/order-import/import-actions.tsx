import { t } from '../../../shared/i18n/order-import.ts';
import { Button } from '../../ui/button.tsx';
import { Radio } from '../../ui/check.tsx';
import type { ImportTarget } from './use-import-edits.ts';

interface Props {
  target: ImportTarget;
  onTarget: (target: ImportTarget) => void;
  busy: boolean;
  onSave: () => void;
  onSubmit: () => void;
}

/** An open import's actions: the cart to send it to (the active one or a new one), save, and send to the cart. */
export function ImportActions({ target, onTarget, busy, onSave, onSubmit }: Props) {
  return (
    <div className="flex flex-col gap-3" data-testid="import-actions">
      <fieldset className="flex flex-col gap-1">
        <Radio name="target" label={t('JS_IMPORT_TARGET_ACTIVE')} checked={target === 'active'} onChange={() => onTarget('active')} />
        <Radio name="target" label={t('JS_IMPORT_TARGET_NEW')} checked={target === 'new'} onChange={() => onTarget('new')} />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={onSave}>
          {t('JS_IMPORT_SAVE')}
        </Button>
        <Button disabled={busy} onClick={onSubmit} data-testid="import-submit">
          {t('JS_IMPORT_SUBMIT')}
        </Button>
      </div>
    </div>
  );
}
