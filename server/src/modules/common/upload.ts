// File uploads (contract §5.16, spec/widgets.md §7):
//   POST /sys/common/upload            multipart file + biz → relative path in `message`, code 0
//   POST /sys/common/uploadbiz         file + biz + sourceTable/sourceId/sourceField/description → {docref, doc}
//   GET  /sys/common/getBizDataByIds   ids=docref ids (or doc ids) → result.records with docurl
// Files are streamed to a temporary file first (the biz field may come after the file part), hashed on the way,
// then moved to DATA_DIR/upload/<biz>/<origName>_<millis>.<ext>. The 10 MB limit is @fastify/multipart's
// (registered in app.ts); exceeding it is answered by the app's error handler with the contract message.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STATEMENTS as BIZ_DOC_DDL } from '../../db/migrations/101_sys_biz_doc.js';
import { error500, ok0, raw } from '../../lib/envelope.js';
import { queryOf, str } from '../../lib/http.js';
import { newId } from '../../lib/ids.js';
import { fmtDateTime } from '../../lib/time.js';
import {
  IMAGE_EXTENSIONS,
  MESSAGES,
  badTypeMessage,
  baseName,
  extensionOf,
  isAllowedFile,
  sanitizeBiz,
  storedFileName,
} from './upload-files.js';

interface Received {
  fields: Record<string, string>;
  file?: { tmp: string; name: string; size: number; md5: string };
  rejected?: string;
}

/** Reads the multipart body: fields + the first `file` part (streamed to a temp file). */
async function receive(req: FastifyRequest, tmpDir: string): Promise<Received> {
  const out: Received = { fields: {} };
  await mkdir(tmpDir, { recursive: true });
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        out.fields[part.fieldname] = str(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || out.file || out.rejected) {
        part.file.resume();
        continue;
      }
      const name = baseName(part.filename ?? '');
      if (!isAllowedFile(name)) {
        out.rejected = badTypeMessage(extensionOf(name));
        part.file.resume();
        continue;
      }
      const tmp = join(tmpDir, randomUUID());
      const hash = createHash('md5');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          size += chunk.length;
          cb(null, chunk);
        },
      });
      out.file = { tmp, name, size: 0, md5: '' };
      await pipeline(part.file, tap, createWriteStream(tmp));
      out.file.size = size;
      out.file.md5 = hash.digest('hex');
    }
  } catch (err) {
    if (out.file) await rm(out.file.tmp, { force: true });
    throw err;
  }
  return out;
}

/** Moves the temp file under uploadDir/<biz>/ and returns the forward-slash relative path. */
async function store(uploadDir: string, biz: string, file: NonNullable<Received['file']>): Promise<string> {
  const dir = resolve(uploadDir, biz);
  const root = resolve(uploadDir);
  if (dir !== root && !dir.startsWith(root + sep)) throw new Error('biz outside the upload folder');
  await mkdir(dir, { recursive: true });
  const target = join(dir, storedFileName(file.name, Date.now()));
  await rename(file.tmp, target);
  return relative(root, target).split(sep).join('/');
}

export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  // Normally created by migration 101; kept idempotent here so the module works whatever the migration list says.
  for (const s of BIZ_DOC_DDL) ctx.db.sqlite.exec(s);
  const tmpDir = join(ctx.uploadDir, '.tmp');

  /** Shared front half of both upload endpoints; returns an error envelope or the stored file. */
  async function accept(req: FastifyRequest, defaultBiz: string) {
    if (!req.isMultipart()) return { error: error500(MESSAGES.noFile) };
    const got = await receive(req, tmpDir);
    if (got.rejected) return { error: error500(got.rejected) };
    if (!got.file) return { error: error500(MESSAGES.noFile) };
    const biz = sanitizeBiz(got.fields.biz || defaultBiz);
    if (biz === null) {
      await rm(got.file.tmp, { force: true });
      return { error: error500(MESSAGES.badBiz) };
    }
    const path = await store(ctx.uploadDir, biz, got.file);
    return { path, biz, file: got.file, fields: got.fields };
  }

  app.post('/sys/common/upload', { config: { login: true } }, async (req) => {
    const r = await accept(req, '');
    if ('error' in r) return r.error;
    // `new Result<>()` + setMessage(path) + setSuccess(true): code 0, result null.
    return raw(true, r.path, 0, null);
  });

  app.post('/sys/common/uploadbiz', { config: { login: true } }, async (req) => {
    const r = await accept(req, 'temp');
    if ('error' in r) return r.error;
    const now = fmtDateTime();
    const by = req.user.username;
    const docId = newId();
    const refId = newId();
    const ext = extensionOf(r.file.name);
    const thumbnail = IMAGE_EXTENSIONS.has(ext) ? r.path : null;
    const sourceField = r.fields.sourceField || 'id';
    ctx.db.sqlite.transaction(() => {
      ctx.sc.run(
        `INSERT INTO sys_biz_doc (id, filename, docurl, thumbnail, md5, file_size, biz, create_by, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [docId, r.file.name, r.path, thumbnail, r.file.md5, r.file.size, r.biz, by, now],
      );
      ctx.sc.run(
        `INSERT INTO sys_biz_doc_ref (id, doc_id, source_table, source_id, source_field, description, create_by, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [refId, docId, r.fields.sourceTable || null, r.fields.sourceId || null, sourceField, r.fields.description || null, by, now],
      );
    })();
    return ok0({
      docref: {
        id: refId,
        docId,
        sourceTable: r.fields.sourceTable || null,
        sourceId: r.fields.sourceId || null,
        sourceField,
        description: r.fields.description || null,
        createBy: by,
        createTime: now,
      },
      doc: { id: docId, filename: r.file.name, docurl: r.path, thumbnail, md5: r.file.md5, fileSize: r.file.size },
    });
  });

  app.get('/sys/common/getBizDataByIds', { config: { login: true } }, async (req) => {
    const ids = str(queryOf(req).ids)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 500);
    if (ids.length === 0) return ok0({ records: [] });
    const marks = ids.map(() => '?').join(',');
    const rows = ctx.sc.all<Record<string, unknown>>(
      `SELECT r.id AS id, d.id AS docId, d.filename, d.docurl, d.thumbnail, d.md5, d.file_size AS fileSize,
              r.source_table AS sourceTable, r.source_id AS sourceId, r.source_field AS sourceField,
              r.description, r.create_by AS createBy, r.create_time AS createTime
         FROM sys_biz_doc_ref r JOIN sys_biz_doc d ON d.id = r.doc_id
        WHERE r.id IN (${marks}) OR d.id IN (${marks})`,
      [...ids, ...ids],
    );
    const order = new Map(ids.map((id, i) => [id, i]));
    const pos = (row: Record<string, unknown>) => order.get(String(row.id)) ?? order.get(String(row.docId)) ?? 0;
    rows.sort((a, b) => pos(a) - pos(b));
    return ok0({ records: rows });
  });
}
