import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { t } from '../../../shared/i18n/order-import.ts';
import { saveImport, submitImport, tryImportCall, type SaveItem } from '../../api/order-import.ts';
import { useNavigate } from '../../router/index.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export type ImportTarget = 'active' | 'new';
export interface ImportMessage {
  text: string;
  error: boolean;
}

/** The quantities typed, valid ones only (1 to 99999): the rest stay on the page and are not sent. */
function itemsOf(quantities: Record<number, string>): SaveItem[] {
  return Object.entries(quantities).flatMap(([rowId, text]) =>
    /^\d{1,5}$/.test(text) && Number(text) > 0 ? [{ id: Number(rowId), quantity: Number(text) }] : [],
  );
}

/**
 * The confirm page's edits: the quantities typed, the cart to send to, and the one message it shows; save keeps
 * the quantities and reloads the rows, submit sends the import to the cart and opens it. One call at a time.
 */
export function useImportEdits(importId: number, dataKey: string) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { submitting, run } = useFormSubmit();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [target, setTarget] = useState<ImportTarget>('active');
  const [message, setMessage] = useState<ImportMessage | null>(null);

  const showError = (text: string) => setMessage({ text, error: true });
  const act = (action: () => Promise<void>) =>
    run(() => {
      setMessage(null);
      return tryImportCall(action, showError);
    });
  const save = () =>
    act(async () => {
      await saveImport(importId, itemsOf(quantities));
      setQuantities({});
      await mutate(dataKey);
      setMessage({ text: t('JS_IMPORT_SAVED'), error: false });
    });
  const submit = () =>
    act(async () => {
      const reply = await submitImport(importId, itemsOf(quantities), target);
      await navigate(reply.url);
    });
  const setQuantity = (rowId: number, text: string) => setQuantities((now) => ({ ...now, [rowId]: text }));

  return { quantities, setQuantity, target, setTarget, message, showError, submitting, save, submit };
}
