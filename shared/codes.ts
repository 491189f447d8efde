/** Article and OE codes are compared without spaces, dots, dashes or slashes, in upper case. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s./\\-]+/g, '').toUpperCase();
}
