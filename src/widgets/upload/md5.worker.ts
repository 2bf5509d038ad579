/// <reference lib="webworker" />
import SparkMD5 from 'spark-md5';

const CHUNK = 2 * 1024 * 1024;

/** Hashes the posted Blob in 2 MB chunks so large files never sit whole in memory twice. */
self.onmessage = async (e: MessageEvent<{ id: number; file: Blob }>) => {
  const { id, file } = e.data;
  try {
    const spark = new SparkMD5.ArrayBuffer();
    for (let off = 0; off < file.size; off += CHUNK) {
      spark.append(await file.slice(off, off + CHUNK).arrayBuffer());
    }
    (self as unknown as Worker).postMessage({ id, md5: spark.end() });
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: String(err) });
  }
};
