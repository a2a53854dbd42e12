/**
 * Sermon upload throughput on a real S3 server (a throwaway Ceph radosgw): the same 300 MB MP3
 * sent as one presigned PUT and as the admin page sends it, in 16 MB parts with four in flight
 * through presigned part URLs. Usage: node tools/bench/s3-upload.ts [megabytes]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARTS_IN_FLIGHT, planParts } from '../../src/features/podcast/shared/upload-parts.ts';
import { S3Storage } from '../../src/platform/server/storage/s3.ts';
import { mp3Stream } from '../../tests/helpers/podcast-fixtures.ts';
import { s3Bucket } from '../../tests/helpers/s3-bucket.ts';
import { startCeph } from '../../tests/helpers/s3.ts';

const MB = 1024 * 1024;
const size = Number(process.argv[2] ?? 300) * MB;

if (spawnSync('sh', ['-c', 'command -v radosgw']).status !== 0) {
  console.log('skipped: radosgw is not installed (apt-get install radosgw ceph-mon ceph-osd)');
  process.exit(0);
}
const dir = mkdtempSync(join(tmpdir(), 'dcc-bench-ceph-'));
// on free ports, started again on new ones if another process takes one meanwhile (s3.ts)
const endpoint = await startCeph(dir);
try {
  const server = {
    endpoint,
    accessKeyId: 'testkey',
    secretAccessKey: 'testsecret',
    region: 'us-east-1',
  };
  const storage = new S3Storage(await s3Bucket(server, 'bench-upload'));
  const body = Buffer.concat([...mp3Stream(size)]);
  const rate = (ms: number) => `${((size / MB / ms) * 1000).toFixed(1)} MB/s`;

  let t = performance.now();
  const single = await storage.presignUpload('media/bench/single.mp3', 'audio/mpeg', 3600);
  const put = await fetch(single.url, { method: 'PUT', headers: single.headers, body });
  if (!put.ok) throw new Error(`single PUT answered ${put.status}`);
  const singleMs = performance.now() - t;

  t = performance.now();
  const uploads = storage.partUploads();
  const key = 'media/bench/parts.mp3';
  const uploadId = await uploads.create(key, 'audio/mpeg');
  const queue = planParts(size);
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const url = await uploads.signPart(key, uploadId, part.partNumber, 'audio/mpeg', 900);
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'audio/mpeg' },
        body: body.subarray(part.start, part.end),
      });
      if (!response.ok) throw new Error(`part ${part.partNumber} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: PARTS_IN_FLIGHT }, worker));
  await uploads.complete(key, uploadId, await uploads.listParts(key, uploadId));
  const partsMs = performance.now() - t;
  const stored = await storage.head(key);
  if (stored?.size !== size) throw new Error(`the joined object has ${stored?.size} bytes`);

  const line = (label: string, ms: number) =>
    console.log(`  ${label.padEnd(28)} ${(ms / 1000).toFixed(1).padStart(5)} s  ${rate(ms)}`);
  console.log(`${size / MB} MB to Ceph radosgw on this machine:`);
  line('one presigned PUT', singleMs);
  line(`${planParts(size).length} parts, ${PARTS_IN_FLIGHT} in flight`, partsMs);
  console.log('  (a dropped connection costs one 16 MB part instead of the whole file)');
} finally {
  spawnSync('bash', ['tools/ceph-s3.sh', 'stop', dir], { stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
}
