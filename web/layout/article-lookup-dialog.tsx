import { useEffect, useRef } from 'react';
import { FragmentAction } from '../../shared/fragments/action-names.ts';
import { onFragmentAction } from '../fragments/actions.ts';
import { t } from '../../shared/i18n/catalogue.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { isPlainClick } from '../ui/plain-click.ts';
import { useReturnFocus } from '../ui/use-return-focus.ts';

export interface ArticleLookupDialogProps {
  open: boolean;
  /** The query as it was looked up. */
  q: string;
  /** The server's fragment of rows (GET /search-ws-{provider}): our own escaped HTML. */
  html: string;
  /** Closed by Escape, the close button, a click outside or a row followed. */
  onClose: () => void;
  /** "Ricerca classica": the normal results of the query. */
  onClassicSearch: () => void;
}

/**
 * The vehicle-data search's dialog (SPEC §2 search form behaviour): the rows of GET /search-ws-{provider}, each a
 * link to /ricerca-avanzata followed inside the SPA by the layout's fragment listener, and a classic search button.
 * Closed without leaving the page, it gives the focus back to the search form; leaving for a page, the focus starts
 * on that page. Its code loads the first time a lookup runs.
 */
export function ArticleLookupDialog({ open, q, html, onClose, onClassicSearch }: ArticleLookupDialogProps) {
  const returnFocus = useReturnFocus(open);
  const leaving = useRef(false);

  useEffect(() => {
    if (!open) return;
    leaving.current = false;
    return onFragmentAction(FragmentAction.navigate, (_element, event) => {
      if (!isPlainClick(event)) return;
      leaving.current = true;
      onClose();
    });
  }, [open, onClose]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('JS_CLOSE')}
        className="max-w-lg"
        data-testid="article-lookup-dialog"
        onOpenAutoFocus={(event) => {
          // One row: it has the focus, so Enter opens it (several: the dialog's own first stop, the user picks).
          const rows = (event.currentTarget as HTMLElement | null)?.querySelectorAll<HTMLElement>('a[data-lookup-row]') ?? [];
          if (rows.length !== 1) return;
          event.preventDefault();
          rows[0]?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (leaving.current) event.preventDefault();
          else returnFocus(event);
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('JS_LOOKUP_TITLE')}</DialogTitle>
          <DialogDescription>{t('JS_LOOKUP_DESCRIPTION', { q })}</DialogDescription>
        </DialogHeader>
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <div className="mt-4 flex justify-end">
          <Button
            variant="outline"
            data-testid="article-lookup-classic"
            onClick={() => {
              leaving.current = true;
              onClassicSearch();
            }}
          >
            {t('JS_LOOKUP_CLASSIC')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
