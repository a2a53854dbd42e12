/**
 * Streaming multipart/form-data with busboy (docs/architecture.md section 7): text fields are collected,
 * each file part is handed to a callback as a stream (never buffered here), and a failure
 * anywhere hands every file already handled to `discard`, so the caller can leave no orphans.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { cappedBody } from './body.ts';
import { HttpError } from './errors.ts';

export interface FormFile {
  field: string;
  /** The client's name for the file: for messages only, never a path. */
  filename: string;
  stream: Readable;
}

export interface FormOptions<T> {
  /** File fields accepted; any other file part is a 400. */
  fileFields: readonly string[];
  /** Hard cap on any one file part (the callback may enforce smaller per-field limits). */
  maxFileBytes: number;
  /** Hard cap on the whole body, refused with 413 as it streams in (http/body.ts). */
  maxBodyBytes: number;
  /** The 413's message when the body is over maxBodyBytes. */
  tooLargeMessage?: string;
  maxFieldBytes?: number;
  maxFields?: number;
  onFile: (file: FormFile) => Promise<T>;
  /** Sees each text field as it arrives (fields sent before a file describe it). */
  onField?: (name: string, value: string) => void;
  /** Undo a handled file when the request as a whole fails. */
  discard: (result: T) => Promise<void>;
  signal?: AbortSignal;
}

export interface FormResult<T> {
  fields: Record<string, string>;
  files: Record<string, T>;
}

/** After a failure, keep reading (and dropping) this much of the body so the answer arrives. */
const DRAIN_BYTES = 32 * 1024 * 1024;

function drain(source: Readable): void {
  let seen = 0;
  source.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_BYTES) source.destroy();
  });
  source.on('error', () => {});
  source.resume();
}

/** Busboy with the form's limits; 400 when the content type carries no boundary. */
function formParser<T>(contentType: string, options: FormOptions<T>): busboy.Busboy {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: options.maxFileBytes + 1,
        fieldSize: options.maxFieldBytes ?? 64 * 1024,
        fields: options.maxFields ?? 20,
        files: options.fileFields.length,
        parts: (options.maxFields ?? 20) + options.fileFields.length,
      },
    });
  } catch {
    throw new HttpError(400, 'The multipart form could not be read (its boundary is missing).');
  }
}

/** After a failure: every file already stored is handed to `discard`, whatever else failed. */
async function discardAll<T>(pending: Promise<T>[], discard: (item: T) => Promise<void>) {
  const settled = await Promise.allSettled(pending);
  for (const result of settled) {
    if (result.status === 'fulfilled') await discard(result.value).catch(() => {});
  }
}

/** Parses a multipart/form-data request; resolves once every file callback has finished. */
export async function readForm<T>(req: Request, options: FormOptions<T>): Promise<FormResult<T>> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType) || !req.body) {
    throw new HttpError(415, 'Send the episode as multipart/form-data.');
  }
  const body = cappedBody(req, options.maxBodyBytes, options.tooLargeMessage)!;
  const fields: Record<string, string> = {};
  const files: Record<string, T> = {};
  const pending: Promise<T>[] = [];
  const open = new Set<Readable>();
  const source = Readable.fromWeb(body as NodeReadableStream);
  const parser = formParser(contentType, options);

  const parsed = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(error instanceof Error ? error : new HttpError(400, 'The upload was stopped.'));
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, `The field "${name}" is too long.`));
      else {
        fields[name] = value;
        options.onField?.(name, value);
      }
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => {}); // failures reach us through onFile's promise
      if (!options.fileFields.includes(name) || name in files || pending.length > 8) {
        stream.resume();
        return fail(new HttpError(400, `Unexpected file field "${name}".`));
      }
      if (!info.filename) return void stream.resume(); // an empty file input: nothing chosen
      open.add(stream);
      stream.once('close', () => open.delete(stream));
      stream.on('limit', () =>
        stream.destroy(new HttpError(413, `The ${name} file is too large.`)),
      );
      const task = options.onFile({ field: name, filename: info.filename, stream });
      pending.push(task);
      task.then((result) => (files[name] = result), fail);
    });
    for (const event of ['fieldsLimit', 'filesLimit', 'partsLimit'] as const) {
      parser.on(event, () => fail(new HttpError(413, 'The form has too many parts.')));
    }
    parser.on('error', (error) =>
      fail(
        new HttpError(400, `The upload was cut short or malformed (${(error as Error).message}).`),
      ),
    );
    parser.on('close', resolve);
    source.on('error', fail);
    options.signal?.addEventListener('abort', () => fail(options.signal?.reason), { once: true });
  });

  source.pipe(parser);
  try {
    await parsed;
    await Promise.all(pending);
    return { fields, files };
  } catch (error) {
    source.unpipe(parser);
    for (const stream of open) stream.destroy(error instanceof Error ? error : undefined);
    parser.destroy();
    drain(source);
    await discardAll(pending, options.discard);
    throw error;
  }
}
