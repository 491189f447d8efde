import type { ErrorReply } from '../../shared/contract/navigation.ts';

/** The one error body of the shop (SPEC's cart calls read `second.message`). */
export type ErrorBody = ErrorReply;

export function errorBody(message: string, issues?: ErrorBody['issues']): ErrorBody {
  return issues ? { message, second: { message }, issues } : { message, second: { message } };
}
