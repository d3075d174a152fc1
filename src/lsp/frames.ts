// The language server's input, checked frame by frame before vscode-languageserver reads it (issue 24).
// LSP frames are `Content-Length: N\r\n…\r\n\r\n` and N bytes of JSON. The library's reader went deaf for good
// after one frame with a bad `Content-Length`, and buffered any frame however large (a 34 MB document: 44 s,
// 2.5 GB). Here:
// - a header without a valid Content-Length (or longer than MAX_HEADER_BYTES) cannot be resynchronised —
//   where the next frame starts is unknown — so `onMalformed` is called (the server logs one line and exits
//   with code 1, and the editor restarts it, as the LSP specification lets it);
// - a frame over `maxBody` bytes is skipped as it streams past (never buffered), reported by `onSkipped`, and
//   the stream goes on with the next frame;
// - every other byte is passed through unchanged.
import { Transform, type TransformCallback } from 'node:stream';

export const MAX_HEADER_BYTES = 8 * 1024;
const END = Buffer.from('\r\n\r\n');

export interface FrameGuardOptions {
  maxBody: number;
  onMalformed(reason: string): void;
  onSkipped(bytes: number): void;
}

/** The Content-Length of a header block, or a reason it has none. */
export function contentLength(header: string): number | string {
  let length: number | string = 'Content-Length がありません';
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) return `ヘッダー行が不正です: ${JSON.stringify(line.slice(0, 80))}`;
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,15}$/.test(value)) return `Content-Length が不正です: ${JSON.stringify(value.slice(0, 80))}`;
    length = Number(value);
  }
  return length;
}

export class FrameGuard extends Transform {
  private header = Buffer.alloc(0);
  /** Bytes of the current body still to pass (or to skip). */
  private remaining = 0;
  private skipping = false;
  private broken = false;

  constructor(private readonly options: FrameGuardOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let data = chunk;
    while (data.length > 0 && !this.broken) {
      if (this.remaining > 0) {
        const body = data.subarray(0, this.remaining);
        if (!this.skipping) this.push(body);
        this.remaining -= body.length;
        data = data.subarray(body.length);
        continue;
      }
      data = this.readHeader(data);
    }
    done();
  }

  /** Takes header bytes from `data`; returns what follows the header (or nothing while it is incomplete). */
  private readHeader(data: Buffer): Buffer {
    const joined = Buffer.concat([this.header, data]);
    const end = joined.indexOf(END);
    if (end < 0) {
      if (joined.length > MAX_HEADER_BYTES) this.fail(`ヘッダーが ${MAX_HEADER_BYTES} バイトを超えます`);
      else this.header = joined;
      return Buffer.alloc(0);
    }
    const header = joined.subarray(0, end + END.length);
    this.header = Buffer.alloc(0);
    const length = contentLength(joined.subarray(0, end).toString('ascii'));
    if (typeof length === 'string') {
      this.fail(length);
      return Buffer.alloc(0);
    }
    this.remaining = length;
    this.skipping = length > this.options.maxBody;
    if (this.skipping) this.options.onSkipped(length);
    else this.push(header);
    return joined.subarray(end + END.length);
  }

  private fail(reason: string): void {
    this.broken = true;
    this.options.onMalformed(reason);
  }
}
