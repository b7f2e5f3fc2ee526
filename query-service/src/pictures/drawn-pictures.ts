import { createHash } from 'node:crypto';
import type { PreviewPicture } from './preview-picture.js';

export interface DrawnPicture {
  png: Buffer;
  /** Of what the picture says: the same words and figures, the same picture. */
  etag: string;
}

/**
 * The pictures drawn lately, by what they say. A picture costs about a tenth of a second of CPU, in the thread that
 * answers every request; an app fetches it once per shared link, but a link shared in a large group brings many apps
 * at once. Keyed by content, not by question: a vote on an open question changes nothing its picture says (no split
 * until decided), and a resolution or a correction changes the key by itself. A picture asked for while it is being
 * drawn waits for that drawing. The least recently used go first past `maxEntries`.
 */
export class DrawnPictures {
  private readonly pictures = new Map<string, Promise<DrawnPicture>>();

  constructor(
    private readonly draw: (picture: PreviewPicture) => Promise<Buffer>,
    private readonly maxEntries = 200,
  ) {}

  get(picture: PreviewPicture): Promise<DrawnPicture> {
    const key = JSON.stringify(picture);
    const kept = this.pictures.get(key);
    if (kept) {
      // Kept again as the newest: a Map iterates in insertion order.
      this.pictures.delete(key);
      this.pictures.set(key, kept);
      return kept;
    }
    const drawing = this.draw(picture).then((png) => ({ png, etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"` }));
    this.pictures.set(key, drawing);
    // A drawing that failed is not kept: the next request tries again.
    drawing.catch(() => this.pictures.get(key) === drawing && this.pictures.delete(key));
    if (this.pictures.size > this.maxEntries) this.pictures.delete(this.pictures.keys().next().value!);
    return drawing;
  }
}
