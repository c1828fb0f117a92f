import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGENERATE, SCHEMA_FILE, schemaFingerprint, TYPES_FILE } from './fingerprint.ts';

// schema.sql and database.types.ts are generated from the migrations; a migration changed without
// regenerating them leaves the app typed against, and the schema described as, what no longer is.
describe('the files generated from the migrations', () => {
  for (const file of [SCHEMA_FILE, TYPES_FILE]) {
    it(`${path.basename(file)} is regenerated since the last migration change`, () => {
      const firstLine = fs.readFileSync(file, 'utf8').split('\n', 1)[0]!;
      const madeFrom = /^(--|\/\/) Generated from the migrations \((sha256:[0-9a-f]+)\)/.exec(firstLine)?.[2];
      expect(madeFrom, `the migrations changed since ${path.basename(file)} was generated: run ${REGENERATE}`).toBe(schemaFingerprint());
    });
  }
});
