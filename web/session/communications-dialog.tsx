import { t } from '../../shared/i18n/communications.ts';
import { acknowledgeCommunication, type PendingCommunication } from '../api/communications.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { useFormSubmit } from '../ui/use-form-submit.ts';
import { notifyWarning } from './notify.ts';

/**
 * One pending communication. A mandatory one closes only with "Accetto" (not by Escape or a click outside); another
 * may be closed, which is acknowledged too. Read-only for staff acting for the customer: they see it and close the
 * dialog for this page, acknowledging nothing.
 */
export function CommunicationsDialog({
  communication,
  readOnly,
  onDone,
}: {
  communication: PendingCommunication | undefined;
  readOnly: boolean;
  onDone: (id: number) => void;
}) {
  const { submitting: busy, run } = useFormSubmit();
  if (!communication) return null;
  const locked = communication.mandatory && !readOnly;

  async function acknowledge(action: 'accept' | 'close') {
    if (!communication) return;
    if (readOnly) return onDone(communication.id);
    const { id } = communication;
    await run(async () => {
      try {
        await acknowledgeCommunication(id, action);
        onDone(id);
      } catch (error) {
        // Told in the snackbar: the dialog stays for another try.
        notifyWarning(error);
      }
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !locked && !busy && void acknowledge('close')}>
      <DialogContent
        data-testid="communication-dialog"
        closeLabel={locked ? undefined : t('JS_COMM_CLOSE')}
        onEscapeKeyDown={(event) => locked && event.preventDefault()}
        onPointerDownOutside={(event) => locked && event.preventDefault()}
        onInteractOutside={(event) => locked && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{communication.title}</DialogTitle>
          <DialogDescription className="whitespace-pre-line">{communication.text}</DialogDescription>
        </DialogHeader>
        {readOnly ? (
          <p className="text-sm text-amber-900" data-testid="communication-staff-view">
            {t('JS_COMM_STAFF_VIEW')}
          </p>
        ) : communication.mandatory ? (
          <p className="text-sm text-slate-700">{t('JS_COMM_MANDATORY')}</p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {readOnly || !communication.mandatory ? (
            <Button variant="outline" disabled={busy} onClick={() => void acknowledge('close')}>
              {t('JS_COMM_CLOSE')}
            </Button>
          ) : null}
          {readOnly ? null : (
            <Button disabled={busy} onClick={() => void acknowledge('accept')}>
              {t('JS_COMM_ACCEPT')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
