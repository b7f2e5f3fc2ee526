import { pictureVersion } from './picture-version.js';
import type { PreviewPicture } from './preview-picture.js';

export interface DrawnPicture {
  png: Buffer;
  /** Of what the picture says and how it is drawn: the same version, the same picture. */
  etag: string;
}

/** The ETag of a picture, known without drawing it. */
export const pictureEtag = (picture: PreviewPicture) => `"${pictureVersion(picture)}"`;

/**
 * The pictures drawn lately, by version. A picture costs about a tenth of a second of CPU; an app fetches it once
 * per shared link, but a link shared in a large group brings many apps at once. Keyed by version, not by question: a
 * vote on an open question changes nothing its picture says (no split until decided), and a resolution or a
 * correction changes the version by itself. A picture asked for while it is being drawn waits for that drawing. The
 * least recently used go first past `maxEntries` (300 pictures of about 60 kB).
 *
 * `draw` may decline (undefined: no room in the drawing budget) or fail; neither is kept, and the next request tries
 * again.
 */
export class DrawnPictures {
  private readonly pictures = new Map<string, Promise<DrawnPicture | undefined>>();

  constructor(
    private readonly draw: (picture: PreviewPicture) => Promise<Buffer | undefined>,
    private readonly maxEntries = 300,
  ) {}

  /** `etag`: the picture's, when the caller has it already (a route compares it before asking). */
  get(picture: PreviewPicture, etag = pictureEtag(picture)): Promise<DrawnPicture | undefined> {
    const kept = this.pictures.get(etag);
    if (kept) {
      // Kept again as the newest: a Map iterates in insertion order.
      this.pictures.delete(etag);
      this.pictures.set(etag, kept);
      return kept;
    }
    const drawing = this.draw(picture).then((png) => (png ? { png, etag } : undefined));
    this.pictures.set(etag, drawing);
    const forget = () => this.pictures.get(etag) === drawing && this.pictures.delete(etag);
    drawing.then((drawn) => drawn ?? forget(), forget);
    if (this.pictures.size > this.maxEntries) this.pictures.delete(this.pictures.keys().next().value!);
    return drawing;
  }
}
