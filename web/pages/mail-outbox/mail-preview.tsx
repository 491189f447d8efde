import type { z } from 'zod';
import { Link } from '../../ui/link.tsx';
import { t } from '../../../shared/i18n/staff-mail.ts';
import { formatCount, t as tCommon } from '../../../shared/i18n/translate.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Panel } from '../../ui/panel.tsx';
import type { pageReply } from './contract.ts';

type Preview = NonNullable<z.output<typeof pageReply>['preview']>;
/** The mail loaded, or while it loads what its row in the list says (no text yet). */
export type PreviewShown = Preview | Pick<Preview, 'id' | 'subject' | 'to'>;

/**
 * The mail previewed: its recipient, plain text and attachments, a link to its HTML, and the way back to the list. The
 * text's box keeps one height, loaded or not, so that the text arriving moves nothing.
 */
export function MailPreview({ preview, closeHref }: { preview: PreviewShown; closeHref: string }) {
  const loaded = 'text' in preview;
  return (
    <Panel title={`${t('JS_MAIL_PREVIEW')}: ${preview.subject}`} data-testid="mail-preview" aria-busy={!loaded}>
      <p className="text-sm text-slate-600 break-all">{preview.to}</p>
      {/* Focusable: a keyboard scrolls a long text too. */}
      <pre
        tabIndex={0}
        className="mt-3 h-72 overflow-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-900 sm:h-96"
      >
        {loaded ? preview.text : tCommon('JS_LOADING')}
      </pre>
      {loaded && preview.attachments.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label={t('JS_MAIL_ATTACHMENTS')} data-testid="mail-attachments">
          {preview.attachments.map((file) => (
            <li key={file.index}>
              <a href={`/staff/posta/${preview.id}/allegati/${file.index}`} download className="text-blue-800 underline break-all">
                {file.filename}
              </a>{' '}
              <span className="text-slate-600">({formatCount(Math.max(1, Math.round(file.bytes / 1024)))} KB)</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={`/staff/posta/${preview.id}/anteprima`} target="_blank" rel="noreferrer" className={buttonClass({ variant: 'secondary' })}>
          {t('JS_MAIL_PREVIEW_HTML')}
        </a>
        <Link to={closeHref} className={buttonClass({ variant: 'ghost' })}>
          {t('JS_MAIL_PREVIEW_CLOSE')}
        </Link>
      </div>
    </Panel>
  );
}
