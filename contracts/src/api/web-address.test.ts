import { describe, expect, it } from 'vitest';
import { optionalSecureWebAddress, optionalWebAddress, webAddress } from './web-address.js';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('web addresses in requests', () => {
  const proof = optionalWebAddress('The proof link');

  it('takes an http(s) address, trimmed, and blank, null or absent as none', () => {
    expect(proof.parse(' https://results.elections.org.za/ ')).toBe('https://results.elections.org.za/');
    for (const blank of ['', '   ', null, undefined]) expect(proof.parse(blank)).toBeNull();
  });

  it('tells a value of the wrong type, or an address of another scheme, what is wanted', () => {
    for (const wrong of [42, true, { href: 'https://x.example' }, 'ftp://files.example/x', 'not an address']) {
      expect(messageOf(proof.safeParse(wrong)), String(wrong)).toBe('The proof link must be a web address starting with http:// or https://');
    }
    expect(messageOf(proof.safeParse(`https://x.example/${'a'.repeat(2000)}`))).toBe('The proof link is too long');
  });

  it('refuses a required address that is blank', () => {
    expect(messageOf(webAddress('The source link').safeParse(''))).toBe('The source link must be a web address starting with http:// or https://');
  });

  it('takes only https for a picture shown from another site, and says so', () => {
    const photo = optionalSecureWebAddress('The photo link');
    expect(photo.parse(' https://upload.example/photo.jpg ')).toBe('https://upload.example/photo.jpg');
    for (const blank of ['', null, undefined]) expect(photo.parse(blank)).toBeNull();
    for (const wrong of ['http://upload.example/photo.jpg', 'javascript:alert(1)', 42]) {
      expect(messageOf(photo.safeParse(wrong)), String(wrong)).toBe('The photo link must be a web address starting with https://');
    }
  });
});
