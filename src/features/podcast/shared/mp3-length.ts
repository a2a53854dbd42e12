/**
 * An MP3's length as its frames hold it, every frame counted (docs/security.md, "Where each rule
 * is enforced"): what a player or Amazon Transcribe decodes, whatever the file's Xing/Info header
 * or first frames claim. Bytes come chunk by chunk and none is held past the next header, so a
 * file of hundreds of megabytes is counted in a stream. As a decoder does, the walk goes from
 * frame to frame by each header's length and, past bytes that start no frame, looks again one
 * byte on; a leading ID3v2 tag is skipped whole, so no picture in it passes for sound. Pure.
 *
 * Written here rather than taken from a library: music-metadata stops at the declared length
 * (even with its `duration` option, once a Xing header or four equal bitrates are seen), and
 * codec-parser, which does count every frame, builds an object per frame: 50 times slower, and a
 * 300 MB upload's memory past its bar (docs/operations.md, "Measuring").
 */
import { id3Length, mp3Frame } from './filetype.ts';

/** ID3v2's header: enough bytes to read a tag's length. */
const ID3_HEADER = 10;
/** A frame header's bytes. */
const HEADER = 4;

/** Counts the seconds of MPEG Layer III sound in bytes handed in order with `add`. */
export class Mp3Length {
  /** Seconds of the frames counted so far. */
  seconds = 0;
  /** Bytes still to pass over: the rest of a frame or tag begun in an earlier chunk. */
  private skip = 0;
  /** Up to a header's bytes at a chunk's end, read again with the next chunk. */
  private rest = new Uint8Array(0);
  private begun = false;

  /** Counts the frames in the next bytes of the file. */
  add(chunk: Uint8Array): void {
    const bytes = this.rest.length ? joined(this.rest, chunk) : chunk;
    let at = Math.min(this.skip, bytes.length);
    this.skip -= at;
    if (!this.begun) {
      if (bytes.length < ID3_HEADER) return void (this.rest = bytes.slice());
      this.begun = true;
      at = id3Length(bytes);
    }
    while (at + HEADER <= bytes.length) {
      const frame = mp3Frame(bytes, at);
      if (!frame) {
        at++;
        continue;
      }
      this.seconds += frame.seconds;
      at += frame.length;
    }
    this.skip += Math.max(0, at - bytes.length);
    this.rest = bytes.slice(Math.min(at, bytes.length));
  }
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}
