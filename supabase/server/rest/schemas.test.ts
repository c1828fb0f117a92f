import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectConfig } from '../db/project-config.js';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';

// Exposed schemas come from configuration, as hosted's `[api] schemas` (PostgREST's db-schemas).

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES, schemas: ['public', 'graphql_public', 'personal'] });
  await stack.pool.query(`
    create schema personal;
    create table personal.users (id int primary key, name text not null);
    insert into personal.users values (1, 'Ana');
    grant usage on schema personal to anon, authenticated, service_role;
    grant select, insert on personal.users to anon;
    notify pgrst;`);
});
afterAll(async () => stack?.stop());

describe('exposed schemas', () => {
  it("reads and writes a schema the server's options expose (Accept-Profile / Content-Profile)", async () => {
    const sb = client(stack).schema('personal');
    let read = await sb.from('users').select('id, name');
    // the schema cache reloads on NOTIFY pgrst, as PostgREST's does
    for (let i = 0; i < 50 && read.error; i++) {
      await new Promise((r) => setTimeout(r, 100));
      read = await sb.from('users').select('id, name');
    }
    expect(read).toMatchObject({ data: [{ id: 1, name: 'Ana' }], error: null, status: 200 });
    const write = await sb.from('users').insert({ id: 2, name: 'Bia' }).select();
    expect(write).toMatchObject({ data: [{ id: 2, name: 'Bia' }], error: null, status: 201 });
  });

  it('still answers 406 PGRST106 for a schema not in the list', async () => {
    const { error, status } = await client(stack).schema('storage').from('objects').select();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'The schema must be one of the following: public, graphql_public, personal' });
  });

  it("takes the list from config.toml's [api] schemas, as the Supabase CLI does", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quadra-config-'));
    const file = path.join(dir, 'config.toml');
    await fs.writeFile(file, 'project_id = "x"\n\n[api]\nschemas = ["public", "personal"]\n');
    expect(await readProjectConfig(file)).toEqual({ api: { schemas: ['public', 'personal'] } });
    await fs.writeFile(file, '[api]\nschemas = "public"\n');
    await expect(readProjectConfig(file)).rejects.toThrow('[api] schemas must be a list of schema names');
    expect(await readProjectConfig(path.join(dir, 'missing.toml'))).toEqual({ api: {} });
    // the project's own file, in the CLI's format
    expect((await readProjectConfig(new URL('../../config.toml', import.meta.url).pathname)).api.schemas).toEqual(['public', 'graphql_public']);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
