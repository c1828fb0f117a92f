// Issue 49, point 2: the list of the database's rules (rules.ts) and of who reads each column
// (privacy.ts) is checked against the live database and against the tests. It fails, naming the rule
// or the column and saying what to add where, when:
// - a test a rule names no longer exists (or a refusal's test no longer checks its message);
// - the database raises a refusal rules.ts does not list, or rules.ts lists one it no longer raises;
// - a column of a public table or view has no privacy decision (or a decision no table has);
// - a column decided private can be read by a visitor or a stranger through REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createTestStack, type Athlete, type TestStack } from '../fixtures.js';
import { publicColumns, raisedMessages, type CatalogueColumn, type RaisedMessage } from './db-catalogue.js';
import { arrangePrivacyWorld } from './privacy-world.js';
import { PRIVACY } from './privacy.js';
import { MONEY_STATES, PEOPLE, RULES, TIME_EDGES, type Rule, type TestRef } from './rules.js';
import { missingTest, parseRef, testSource, variablesHolding } from './test-titles.js';

const RULES_FILE = 'supabase/tests/rules/rules.ts';
const PRIVACY_FILE = 'supabase/tests/rules/privacy.ts';

/** The tests a rule names, each with the edge, state or person it covers. */
function refsOf(rule: Rule): [string, TestRef][] {
  switch (rule.kind) {
    case 'refusal':
      return rule.tests.map((t) => ['refused', t]);
    case 'time':
      return TIME_EDGES.map((edge) => [edge, rule.edges[edge]]);
    case 'money':
      return MONEY_STATES.map((state) => [state, rule.states[state]]);
    case 'policy':
      return PEOPLE.flatMap((person): [string, TestRef][] => {
        const ref = rule.people[person];
        return ref === undefined ? [[person, '']] : ref.startsWith('n/a: ') ? [] : [[person, ref]];
      });
  }
}

/** Whether a test's source checks a message: the text itself, or a variable of its file holding it (a table of refusals). */
function checksMessage(ref: TestRef, message: string): boolean {
  const source = testSource(ref) ?? '';
  if (source.includes(message.split('%')[0]!)) return true;
  return variablesHolding(parseRef(ref).file, message).some((name) => new RegExp(`\\b${name}\\b`).test(source));
}

describe("the database's rules and who reads each column", () => {
  describe('rules.ts', () => {
    it('every test a rule names exists, under its exact title', () => {
      const problems: string[] = [];
      for (const rule of RULES) {
        const refs = refsOf(rule);
        if (refs.length === 0) problems.push(`rule '${rule.id}' names no test`);
        for (const [edge, ref] of refs) {
          const missing = ref ? missingTest(ref) : `no test for '${edge}'`;
          if (missing) problems.push(`rule '${rule.id}' (${edge}): ${missing}. Name an existing test in ${RULES_FILE}, or write it`);
        }
      }
      expect(problems, 'rules whose tests are missing').toEqual([]);
    });

    it("each refusal's tests check its pt-BR message", () => {
      const problems: string[] = [];
      for (const rule of RULES) {
        if (rule.kind !== 'refusal') continue;
        for (const ref of rule.tests) {
          if (!missingTest(ref) && !checksMessage(ref, rule.message)) {
            problems.push(`rule '${rule.id}': the test '${ref}' never mentions '${rule.message}'`);
          }
        }
      }
      expect(problems, 'refusal tests that do not check the refusal').toEqual([]);
    });

    it('rule ids are unique', () => {
      const seen = new Set<string>();
      const twice = RULES.map((r) => r.id).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
      expect(twice).toEqual([]);
    });
  });

  describe('against the live database', () => {
    let stack: TestStack;
    let messages: RaisedMessage[];
    let columns: CatalogueColumn[];
    let owner: Athlete;
    let organiser: Athlete;
    let stranger: Athlete;

    beforeAll(async () => {
      stack = await createTestStack();
      messages = await raisedMessages(stack.pool);
      columns = await publicColumns(stack.pool);
      [owner, organiser, stranger] = await athletes(stack, ['Dona dos Dados', 'Olga Organizadora', 'Sérgio Estranho']);
      await arrangePrivacyWorld(stack, owner.id, organiser.id);
    });
    afterAll(() => stack?.stop());

    it('every refusal the database raises is a rule of rules.ts', () => {
      const listed = new Set(RULES.flatMap((r) => (r.kind === 'refusal' ? [r.message] : [])));
      const unlisted = messages.filter((m) => !listed.has(m.message)).map((m) =>
        `the database raises '${m.message}' (${m.functions.join(', ')}) and ${RULES_FILE} does not list it: add to REFUSALS ` +
        `refusal(${JSON.stringify(m.message)}, '${m.functions.join(', ')}', ['<path of the test> › <title of a test that gets this message>'])`);
      expect(unlisted, 'refusals without a rule').toEqual([]);
    });

    it('every refusal rules.ts lists is still raised by the database', () => {
      const raised = new Set(messages.map((m) => m.message));
      const stale = RULES.filter((r) => r.kind === 'refusal' && !raised.has(r.message))
        .map((r) => `rule '${r.id}' lists '${(r as { message: string }).message}', which no function raises any more: remove it from ${RULES_FILE}`);
      expect(stale).toEqual([]);
    });

    it('every column of every public table and view has a privacy decision', () => {
      const problems: string[] = [];
      const known = new Set<string>();
      for (const c of columns) {
        known.add(`${c.table}.${c.column}`);
        const decision = PRIVACY[c.table]?.[c.column];
        if (!decision) {
          problems.push(`public.${c.table}.${c.column} has no privacy decision: add \`${c.column}: 'anyone' | 'signed-in' | only('who may read it')\` ` +
            `under ${c.table} in PRIVACY of ${PRIVACY_FILE}; if only(...), give it a value in privacy-world.ts`);
        } else if (decision === 'anyone' && !c.anonSelect) {
          problems.push(`public.${c.table}.${c.column} is decided 'anyone' but a visitor may not select it: decide again in ${PRIVACY_FILE}`);
        } else if (decision === 'signed-in' && (c.anonSelect || !c.authSelect)) {
          problems.push(`public.${c.table}.${c.column} is decided 'signed-in' but ${c.anonSelect ? 'a visitor may' : 'an athlete may not'} select it`);
        }
      }
      for (const [table, cols] of Object.entries(PRIVACY)) {
        for (const column of Object.keys(cols)) {
          if (!known.has(`${table}.${column}`)) problems.push(`${PRIVACY_FILE} decides public.${table}.${column}, which does not exist: remove it`);
        }
      }
      expect(problems, 'columns without a privacy decision').toEqual([]);
    });

    it('no column decided private or signed-in is read by a visitor, nor a private one by a stranger, through REST', async () => {
      const visitor = anonClient(stack);
      const problems: string[] = [];
      for (const c of columns) {
        const decision = PRIVACY[c.table]?.[c.column];
        if (!decision || decision === 'anyone') continue;
        const readers = decision === 'signed-in' ? [['a visitor', visitor] as const] : [['a visitor', visitor] as const, ['a stranger', stranger.sb] as const];
        for (const [who, sb] of readers) {
          const role = who === 'a visitor' ? c.anonSelect : c.authSelect;
          if (role) {
            // The role may select the column: row policies must hide every row that holds a value.
            const held = (await stack.pool.query(`select count(*)::int as n from public.${c.table} where ${c.column} is not null`)).rows[0].n;
            if (held === 0) {
              problems.push(`public.${c.table}.${c.column}: the privacy world holds no value to hide from ${who}: add a row in supabase/tests/rules/privacy-world.ts`);
              continue;
            }
          }
          const { data, error } = await sb.from(c.table as never).select(c.column).not(c.column as never, 'is', null).limit(1);
          if (error ? error.code !== '42501' : (data as unknown[]).length > 0) {
            problems.push(`public.${c.table}.${c.column} (${JSON.stringify(decision)}) is read by ${who}: ${error ? `${error.code} ${error.message}` : JSON.stringify(data)}`);
          }
        }
      }
      expect(problems, 'private columns read by a visitor or a stranger').toEqual([]);
    });

    it('the owner of the private world reads his own rows (the check above reads real data)', async () => {
      const { data } = await owner.sb.from('notifications').select('message');
      expect(data).toEqual([{ message: 'Mensagem privada' }]);
      const { data: shares } = await organiser.sb.from('event_payment_shares').select('txid');
      expect(shares).toEqual([{ txid: 'TXIDPRIVADO0000000000000A' }]);
    });
  });
});
