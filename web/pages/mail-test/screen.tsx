import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { usePageData } from '../../api/page-data.ts';
import { sendTestMail } from '../../api/staff-mail.ts';
import { t, templateLabels, type TemplateName } from '../../../shared/i18n/staff-mail.ts';
import { pagePath } from '../../../shared/routes.ts';
import { Button } from '../../ui/button.tsx';
import type { pageReply } from './contract.ts';
import { LabelledPageData } from '../../blocks/page-screen/labelled-page-data.tsx';

type Reply = z.output<typeof pageReply>;
const templateText = (name: string) => (name in templateLabels ? t(templateLabels[name as TemplateName]) : name);

/** /staff/posta/prova (SPEC §2): one button per template, each sending a sample to the staff member's own address. */
export default function MailTestPage() {
  const page = usePageData('mailTest');
  return (
    <LabelledPageData name="mailTest" testId="mail-test-page" forbiddenTestId="mail-test-forbidden" page={page}>
      {(data) => <MailTest data={data} />}
    </LabelledPageData>
  );
}

function MailTest({ data }: { data: Reply }) {
  const [sending, setSending] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[]>([]);

  async function send(template: string) {
    setSending(template);
    try {
      const to = await sendTestMail(template);
      setNotices((list) => [t('JS_MAIL_TEST_SENT', { template: templateText(template), email: to }), ...list]);
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) {
        setNotices((list) => [isApiError(failure) ? failure.message : t('JS_GENERIC_ERROR'), ...list]);
      }
    } finally {
      setSending(null);
    }
  }

  if (!data.email) return <p className="text-slate-700">{t('JS_MAIL_TEST_NO_EMAIL')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{t('JS_MAIL_TEST_INTRO', { email: data.email })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {data.templates.map((template) => (
          <Button
            key={template}
            variant="secondary"
            disabled={sending !== null}
            onClick={() => void send(template)}
            data-template={template}
          >
            {templateText(template)}
          </Button>
        ))}
      </div>
      <div role="status" className="flex flex-col gap-1 text-sm text-slate-800" data-testid="mail-test-notices">
        {notices.map((notice, i) => (
          <p key={notices.length - i}>{notice}</p>
        ))}
      </div>
      <Link to={pagePath('mailOutbox')} className="self-start text-sm text-blue-800 underline">
        {t('JS_MAIL_GO_TO_OUTBOX')}
      </Link>
    </div>
  );
}
