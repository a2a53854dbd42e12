/**
 * The presigned URLs of a part upload's parts, as the browser holds them. Each lives 15
 * minutes, so a long upload cannot be signed up front: a part without a URL fit to use (none
 * yet, near its expiry, or refused as expired) gets one from the server, together with the next
 * few parts of the queue, one ask at a time.
 */
import type { PartsAnswer } from '../../../shared/types.ts';
import { PART_BATCH, partsToSign, URL_MARGIN_MS } from '../../../shared/upload-parts.ts';

/** Asks the server for fresh URLs for these parts (POST /api/podcast-uploads `{ sign }`). */
export type PartSigner = (partNumbers: number[]) => Promise<PartsAnswer>;

/** The server will not sign, or S3 refused a part outright (a bucket rule, a wrong type): retrying cannot help. */
export class PartRefused extends Error {
  override name = 'PartRefused';
  readonly status: number;
  constructor(status: number) {
    super(`S3 refused a part (HTTP ${status})`);
    this.status = status;
  }
}

export class PartUrls {
  readonly #urls = new Map<number, { url: string; expiresAt: number }>();
  readonly #sign: PartSigner;
  readonly #queue: () => readonly number[];
  #asking: Promise<void> | null = null;

  /** `queue`: the parts still to send, in order (the next ones are signed along). */
  constructor(sign: PartSigner, queue: () => readonly number[], first?: PartsAnswer) {
    this.#sign = sign;
    this.#queue = queue;
    if (first) this.#add(first);
  }

  #add(answer: PartsAnswer): void {
    const expiresAt = Date.now() + answer.urlSeconds * 1000;
    for (const { partNumber, url } of answer.parts) this.#urls.set(partNumber, { url, expiresAt });
  }

  #fresh = (partNumber: number): boolean =>
    (this.#urls.get(partNumber)?.expiresAt ?? 0) - URL_MARGIN_MS > Date.now();

  /** A URL for the part good for a while yet; throws what the signer throws. */
  async urlFor(partNumber: number): Promise<string> {
    for (let asks = 0; asks < 3; asks++) {
      if (this.#fresh(partNumber)) return this.#urls.get(partNumber)!.url;
      if (this.#asking) {
        await this.#asking; // another part's ask may bring this one's URL too
        continue;
      }
      const wanted = partsToSign(partNumber, this.#queue(), this.#fresh, PART_BATCH);
      this.#asking = this.#sign(wanted)
        .then((answer) => this.#add(answer))
        .finally(() => (this.#asking = null));
      await this.#asking;
    }
    if (this.#fresh(partNumber)) return this.#urls.get(partNumber)!.url;
    throw new Error(`No URL came for part ${partNumber}`);
  }

  /** S3 refused the part's URL (it expired while the computer slept): sign it again. */
  forget(partNumber: number): void {
    this.#urls.delete(partNumber);
  }
}
