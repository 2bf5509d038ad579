import SparkMD5 from 'spark-md5';

let worker: Worker | null = null;
let seq = 0;
const pending = new Map<number, { resolve: (v: string) => void; reject: (e: Error) => void }>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; md5?: string; error?: string }>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      if (e.data.md5) p.resolve(e.data.md5);
      else p.reject(new Error(e.data.error ?? 'md5 failed'));
    };
  }
  return worker;
}

function readAsArrayBuffer(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as ArrayBuffer);
    r.onerror = () => reject(r.error);
    r.readAsArrayBuffer(blob);
  });
}

/** Main-thread hashing, used only where `Worker` does not exist (jsdom, old runtimes). */
export async function md5OnMainThread(blob: Blob): Promise<string> {
  return SparkMD5.ArrayBuffer.hash(await readAsArrayBuffer(blob));
}

/** MD5 hex of a file, computed in a Web Worker so hashing a large file never blocks the page. */
export function fileMd5(blob: Blob): Promise<string> {
  if (typeof Worker === 'undefined') return md5OnMainThread(blob);
  const id = ++seq;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, file: blob });
  });
}
