import { deflateSync } from 'node:zlib';

/**
 * Tiny but complete images of each accepted type, built here byte by byte so that the tests need no binary files.
 * Each one is a picture a browser would show, not only a header.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 2x2 RGB PNG: green, white / white, green. */
export function samplePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, RGB, deflate, no filter method, no interlace
  const green = [0x1e, 0x7b, 0x3a];
  const white = [0xff, 0xff, 0xff];
  const rows = Buffer.from([0, ...green, ...white, 0, ...white, ...green]); // each row starts with filter type 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 GIF with a two-colour palette. */
export function sampleGif(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1x1, global palette of 2 colours
    Buffer.from([0x1e, 0x7b, 0x3a, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor: at 0,0, 1x1, no local palette
    Buffer.from([2, 2, 0x44, 0x01, 0]), // LZW minimum code size 2, one block: clear, pixel 0, end
    Buffer.from([0x3b]),
  ]);
}

function jpegSegment(marker: number, data: number[]): Buffer {
  return Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);
}

/** An 8x8 mid-grey baseline JPEG: one block whose DC difference and AC coefficients are all zero. */
export function sampleJpeg(): Buffer {
  const oneCodeOfLengthOne = [1, ...new Array<number>(15).fill(0)];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, [...Buffer.from('JFIF\0', 'ascii'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    jpegSegment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8 bits, 8x8, one component sampled 1x1 with table 0
    jpegSegment(0xc4, [0x00, ...oneCodeOfLengthOne, 0]), // DC table 0: code "0" = category 0
    jpegSegment(0xc4, [0x10, ...oneCodeOfLengthOne, 0]), // AC table 0: code "0" = end of block
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    Buffer.from([0x3f]), // bits 0 (DC) 0 (EOB), padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** Writes bits least significant first, as the WebP lossless format reads them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private used = 0;
  write(value: number, count: number): this {
    for (let i = 0; i < count; i++) {
      if (this.used % 8 === 0) this.bytes.push(0);
      this.bytes[this.bytes.length - 1]! |= ((value >> i) & 1) << this.used % 8;
      this.used++;
    }
    return this;
  }
  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** A 1x1 lossless WebP (VP8L) of one opaque black pixel: five one-symbol prefix codes, no pixel bits at all. */
export function sampleWebp(): Buffer {
  const bits = new BitWriter()
    .write(0, 14) // width - 1
    .write(0, 14) // height - 1
    .write(0, 1) // alpha unused
    .write(0, 3) // version 0
    .write(0, 1) // no transform
    .write(0, 1) // no colour cache
    .write(0, 1); // no meta prefix codes
  // Green, red, blue: the single symbol 0; alpha: the single symbol 255; distance: the single symbol 0.
  for (const symbol of [0, 0, 0, 255, 0]) {
    bits.write(1, 1).write(0, 1); // simple code with one symbol
    if (symbol < 2) bits.write(0, 1).write(symbol, 1);
    else bits.write(1, 1).write(symbol, 8);
  }
  const vp8l = Buffer.concat([Buffer.from([0x2f]), bits.toBuffer()]);
  const padded = vp8l.length % 2 ? Buffer.concat([vp8l, Buffer.from([0])]) : vp8l;
  const chunkHeader = Buffer.concat([Buffer.from('VP8L', 'ascii'), Buffer.alloc(4)]);
  chunkHeader.writeUInt32LE(vp8l.length, 4);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(4 + chunkHeader.length + padded.length);
  return Buffer.concat([Buffer.from('RIFF', 'ascii'), riffSize, Buffer.from('WEBP', 'ascii'), chunkHeader, padded]);
}

export const dataUrl = (declaredType: string, bytes: Buffer) => `data:${declaredType};base64,${bytes.toString('base64')}`;
