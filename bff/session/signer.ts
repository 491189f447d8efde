import { LRUCache } from 'lru-cache';
import { createHmac } from 'node:crypto';

/** HMACs with the session secret; the same session asks for the same tokens on every request, so each is computed once. */
export class Signer {
  private readonly signatures = new LRUCache<string, string>({ max: 50_000 });

  constructor(private readonly secret: string) {}

  sign(value: string): string {
    let signature = this.signatures.get(value);
    if (signature === undefined) {
      signature = createHmac('sha256', this.secret).update(value).digest('base64url');
      this.signatures.set(value, signature);
    }
    return signature;
  }
}
