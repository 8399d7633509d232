import fs from 'node:fs';
import {afterEach, expect, test, vi} from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The reader, fresh: what it read before is forgotten. */
const freshReader = () => import('./data');

test('a missing data file stops the reading at once, naming the file and the command that writes it', async () => {
  const {referenceVersions} = await freshReader();
  const [version] = referenceVersions().versions.ui;
  vi.resetModules();
  const exists = fs.existsSync;
  vi.spyOn(fs, 'existsSync').mockImplementation((p) => !String(p).endsWith(`ui/${version}/release.json`) && exists(p));
  const {readReferenceData} = await freshReader();
  expect(() => readReferenceData()).toThrow(
    new RegExp(`ui/${version.replace(/\./g, '\\.')}/release\\.json is missing; run npm run reference:data`),
  );
});

test('a damaged data file is named, not reported as a bare JSON error', async () => {
  const read = fs.readFileSync;
  vi.spyOn(fs, 'readFileSync').mockImplementation(((p: fs.PathOrFileDescriptor, o?: unknown) =>
    String(p).endsWith('changes.json') ? '{"truncated": ' : read(p, o as BufferEncoding)) as typeof fs.readFileSync);
  const {readReferenceData} = await freshReader();
  expect(() => readReferenceData()).toThrow(/changes\.json is not valid JSON/);
});

test('every file the site reads is read by the one call the build makes first', async () => {
  const read = fs.readFileSync;
  const seen = new Set<string>();
  vi.spyOn(fs, 'readFileSync').mockImplementation(((p: fs.PathOrFileDescriptor, o?: unknown) => {
    seen.add(String(p));
    return read(p, o as BufferEncoding);
  }) as typeof fs.readFileSync);
  const data = await freshReader();
  data.readReferenceData();
  const before = seen.size;
  // Nothing a page asks for afterwards is read for the first time.
  data.uiReleases();
  data.sdkReleases();
  data.referenceChanges();
  data.upgradePages();
  expect(seen.size).toBe(before);
  expect([...seen].some((f) => f.endsWith('changes.json'))).toBe(true);
});
