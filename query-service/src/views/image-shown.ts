import { ReadModel, type CommentDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/** Whether a live comment shows the image: only then is it served, and only then is it kept. */
export async function isImageShown(readStore: ReadStore, hash: string): Promise<boolean> {
  const showing = await readStore.find<CommentDocument>(ReadModel.comments, { where: { 'image.hash': hash }, limit: 1 });
  return showing.length > 0;
}
