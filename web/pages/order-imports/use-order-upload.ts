import { useRef, useState } from 'react';
import { tryImportCall, uploadFailureText, uploadOrderFile, type PickedColumns, type UploadReply } from '../../api/order-import.ts';
import { useNavigate } from '../../router/index.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

export type Preview = Extract<UploadReply, { status: 'COLUMNS' }>['preview'];

/**
 * The order-file form's state: the file chosen, and once a file came back without a recognisable header its first
 * rows (`preview`) and the columns picked for it. `upload` sends the file (with the columns once asked for them) and
 * opens the confirm page it answers, naming the workbook's other sheets; `clear` empties the form.
 */
export function useOrderUpload() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { submitting, run } = useFormSubmit();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [columns, setColumns] = useState<PickedColumns>({ code: 0, quantity: 1, reference: null, firstRowIsHeader: false });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setError('');
  };
  const clear = () => {
    form.current?.reset();
    choose(null);
  };
  const send = async (chosen: File) => {
    const reply = await uploadOrderFile(chosen, preview ? columns : undefined);
    if (reply.status === 'OK') {
      const others = reply.otherSheets.length > 0 ? `?fogli=${encodeURIComponent(reply.otherSheets.join(', '))}` : '';
      await navigate(reply.url + others);
    } else setPreview(reply.preview);
  };
  const upload = () =>
    run(async () => {
      if (!file) return;
      setError('');
      await tryImportCall(() => send(file), setError, uploadFailureText);
    });

  return { form, file, choose, clear, upload, busy: submitting, error, preview, columns, setColumns };
}
