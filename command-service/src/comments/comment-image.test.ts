import { COMMENT_IMAGE_MAX_BYTES } from '@iec-bets/contracts';
import { HttpError } from '@iec-bets/platform';
import { describe, expect, it } from 'vitest';
import { dataUrl, sampleGif, sampleJpeg, samplePng, sampleWebp } from '../test-support/sample-images.js';
import { decodeCommentImage } from './comment-image.js';

async function refusal(url: string): Promise<HttpError> {
  const error = await decodeCommentImage(url).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('a comment image', () => {
  it.each([
    ['PNG', samplePng(), 'image/png'],
    ['JPEG', sampleJpeg(), 'image/jpeg'],
    ['GIF', sampleGif(), 'image/gif'],
    ['WebP', sampleWebp(), 'image/webp'],
  ])('is accepted as a %s, its type read from its bytes', async (_, bytes, type) => {
    // Declared as something else on purpose: only the content counts.
    const image = await decodeCommentImage(dataUrl('image/x-anything', bytes));
    expect(image).toEqual({ bytes, mimeType: type });
  });

  it('is refused when the bytes are no image, whatever the data URL declares', async () => {
    const text = Buffer.from('Just some notes, renamed to look like a picture.\n');
    expect(await refusal(dataUrl('image/png', text))).toMatchObject({
      statusCode: 400,
      message: 'Unsupported image: Please choose a PNG, JPEG, GIF or WebP image',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await refusal(dataUrl('image/svg+xml', svg))).statusCode).toBe(400);
  });

  it('may be exactly 5MB, not a byte more', async () => {
    const png = samplePng();
    const exactly = Buffer.concat([png, Buffer.alloc(COMMENT_IMAGE_MAX_BYTES - png.length)]);
    expect((await decodeCommentImage(dataUrl('image/png', exactly))).bytes.length).toBe(COMMENT_IMAGE_MAX_BYTES);
    const oneMore = Buffer.concat([exactly, Buffer.from([0])]);
    expect(await refusal(dataUrl('image/png', oneMore))).toMatchObject({
      statusCode: 413,
      message: 'Image too large: Please select an image smaller than 5MB',
    });
  });

  it.each([
    ['a web address', 'https://example.org/cat.png'],
    ['a data URL of another kind', `data:text/plain;base64,${Buffer.from('hi').toString('base64')}`],
    ['a data URL without base64', 'data:image/png,rawbytes'],
  ])('is refused as %s: it must be a base64 data URL', async (_, url) => {
    expect(await refusal(url)).toMatchObject({
      statusCode: 400,
      message: 'The image must be sent as a data URL (data:image/...;base64,...)',
    });
  });

  it('is refused when empty or not valid base64', async () => {
    expect((await refusal('data:image/png;base64,')).message).toBe('The image is empty: Please select an image');
    expect((await refusal('data:image/png;base64,iVBO!!!=')).message).toBe('The image data is not valid base64');
    expect((await refusal('data:image/png;base64,iVBOR')).message).toBe('The image data is not valid base64');
  });
});
