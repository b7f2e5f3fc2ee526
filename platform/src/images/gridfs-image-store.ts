import { GridFSBucket, MongoClient, MongoServerError, type Db } from 'mongodb';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { imageHashOf, isImageHash, type ImageStore } from './image-store.js';

const DUPLICATE_KEY = 11000;

/**
 * Images in MongoDB GridFS (distributed setup: every command- and query-service replica sees the same images),
 * one GridFS file per image, its filename the hash. A unique index on the filename keeps one copy when two
 * replicas store the same image at once.
 */
export async function openGridFsImageStore(options: {
  url: string;
  database: string;
  /** Shown in the server's logs and currentOp, to tell the processes apart. */
  appName?: string;
  bucketName?: string;
}): Promise<ImageStore> {
  const client = new MongoClient(options.url, options.appName ? { appName: options.appName } : {});
  await client.connect();
  try {
    const store = await gridFsImageStore(client.db(options.database), options.bucketName ?? 'images');
    return { ...store, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function gridFsImageStore(db: Db, bucketName: string): Promise<ImageStore> {
  const bucket = new GridFSBucket(db, { bucketName });
  const files = db.collection(`${bucketName}.files`);
  const chunks = db.collection(`${bucketName}.chunks`);
  await files.createIndex({ filename: 1 }, { unique: true, name: 'filename_unique' });

  const findFile = (hash: string) => bucket.find({ filename: hash }).limit(1).next();

  return {
    async put(bytes) {
      const hash = imageHashOf(bytes);
      // Marked stored now if it is there; if not (never stored, or deleted a moment ago), stored anew below.
      const refreshed = await files.updateOne({ filename: hash }, { $set: { 'metadata.storedAt': new Date() } });
      if (refreshed.matchedCount > 0) return hash;
      const upload = bucket.openUploadStream(hash, { metadata: { sha256: hash, storedAt: new Date() } });
      try {
        await pipeline(Readable.from([Buffer.from(bytes)]), upload);
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
        // Another writer stored the same image first: drop the chunks this upload wrote, keep theirs.
        await chunks.deleteMany({ files_id: upload.id });
      }
      return hash;
    },

    async get(hash) {
      if (!isImageHash(hash)) return null;
      const file = await findFile(hash);
      if (!file) return null;
      const parts: Buffer[] = await bucket.openDownloadStream(file._id).toArray();
      return Buffer.concat(parts);
    },

    async storedBefore(time) {
      const found = files.find(storedBeforeFilter(time), { projection: { filename: 1 } });
      return (await found.toArray()).map((file) => String(file.filename)).filter(isImageHash);
    },

    async deleteIfStoredBefore(hash, time) {
      if (!isImageHash(hash)) return false;
      // The file's document goes in one step with the look at its time, so a put that marks it stored either comes
      // first (and it stays) or finds it gone and stores the bytes anew, under a file of their own.
      const file = await files.findOneAndDelete({ filename: hash, ...storedBeforeFilter(time) }, { projection: { _id: 1 } });
      if (!file) return false;
      await chunks.deleteMany({ files_id: file._id });
      return true;
    },

    async close() {},
  };
}

/** Images last stored before `time`: by the time a put last marked, or for one stored before puts marked it, its upload. */
function storedBeforeFilter(time: Date) {
  return { $or: [{ 'metadata.storedAt': { $lt: time } }, { 'metadata.storedAt': { $exists: false }, uploadDate: { $lt: time } }] };
}
