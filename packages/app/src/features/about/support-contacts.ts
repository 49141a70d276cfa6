/** The environment's support addresses: a semicolon-separated list (docs/product.md#environment-start-up), blanks dropped. */
export function supportEmails(list: string): string[] {
  return list
    .split(';')
    .map((address) => address.trim())
    .filter((address) => address !== '');
}
