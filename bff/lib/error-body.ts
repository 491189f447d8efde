/** The one error body of the shop (SPEC's cart calls read `second.message`). */
export interface ErrorBody {
  message: string;
  second: { message: string };
  issues?: Array<{ path: string; message: string }>;
}

export function errorBody(message: string, issues?: ErrorBody['issues']): ErrorBody {
  return issues ? { message, second: { message }, issues } : { message, second: { message } };
}
