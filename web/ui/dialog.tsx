import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from './cn.ts';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('ui-fade-in fixed inset-0 z-50 bg-slate-950/60', className)} {...props} />;
}

const placements = {
  /** A centred box. */
  center:
    'ui-pop-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl',
  /** A side sheet sliding from the left (mobile menus). */
  'sheet-left': 'ui-slide-in-left fixed inset-y-0 left-0 z-50 flex h-dvh w-80 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl',
} as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  placement?: keyof typeof placements;
  /** Accessible name of the corner close button; no button when absent. */
  closeLabel?: string;
};

export function DialogContent({ className, children, placement = 'center', closeLabel, ...props }: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(placements[placement], className)} {...props}>
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
            aria-label={closeLabel}
          >
            <CloseIcon />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-4 flex flex-col gap-1 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('ui-dialog-title', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('ui-dialog-description', className)} {...props} />;
}

export interface DialogActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: both buttons wait, the confirm button shows a spinner. */
  busy?: boolean;
  /** The spinner's name for screen readers while busy. */
  busyLabel?: string;
  className?: string;
  'data-testid'?: string;
}

/** A confirmation dialog's two buttons: cancel (closes the dialog) and confirm. */
export function DialogActions({ cancelLabel, confirmLabel, onConfirm, busy = false, busyLabel, className, ...props }: DialogActionsProps) {
  let spinner: ReactNode = null;
  if (busy && busyLabel) {
    spinner = (
      <span aria-hidden="true">
        <Spinner size="sm" label={busyLabel} />
      </span>
    );
  }
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button onClick={onConfirm} disabled={busy} aria-busy={busy} data-testid={props['data-testid']}>
        {spinner}
        {confirmLabel}
      </Button>
    </div>
  );
}
