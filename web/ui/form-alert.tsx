import { Notice } from './notice.tsx';

/** Why a form was refused, read out when it appears; nothing when there is no message. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert">
      {message}
    </Notice>
  );
}
