import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadApiSpec, toolCatalog, type Operation } from '../../src/index.ts';
import { toolsetSessions } from '../../src/mcp/toolsets.ts';

const OPENAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi');

describe('MCP tools of every contract: the three services and the gateway', () => {
  let operations: Operation[];
  let tools: ReturnType<typeof toolCatalog>['entries'];

  before(async () => {
    operations = (
      await Promise.all(
        ['referential', 'rules', 'siv', 'gateway'].map((m) => loadApiSpec(path.join(OPENAPI, `${m}.yaml`))),
      )
    ).flatMap((spec) => spec.operations);
    tools = toolCatalog(operations).entries;
  });

  // The compile is split in parts (every PARTS-th tool), so that none nears the timeout on a
  // loaded machine: the 600-odd schemas took 6 CPU seconds in one test. Strict mode's checks are
  // made while a validator's code is generated; optimizing that code (removing dead branches),
  // a third of the time, is no part of them and is skipped.
  const PARTS = 8;
  for (let part = 0; part < PARTS; part += 1) {
    it(`has input and output schemas that compile as JSON Schema 2020-12 under strict mode (part ${part + 1} of ${PARTS})`, () => {
      const ajv = new Ajv2020({ strict: true, allErrors: true, code: { optimize: false } });
      addFormats.default(ajv);
      const mine = tools.filter((_, index) => index % PARTS === part);
      let compiled = 0;
      const failures: string[] = [];
      for (const { operation, tool } of mine) {
        for (const [kind, schema] of [
          ['input', tool.inputSchema],
          ['output', tool.outputSchema],
        ] as const) {
          if (!schema) continue;
          try {
            ajv.compile(schema);
            compiled += 1;
          } catch (error) {
            failures.push(`${operation.operationId} ${kind}: ${(error as Error).message}`);
          }
        }
      }
      console.log(`      ${mine.length} tools, ${compiled} schemas compiled`);
      expect(failures).to.deep.equal([]);
      expect(compiled).to.be.greaterThan(mine.length);
    });
  }

  it('gives every tool a closed input schema, and an output schema to every operation answering JSON', () => {
    const withOutput = tools.filter(({ tool }) => tool.outputSchema).length;
    console.log(`      ${tools.length} tools, ${withOutput} output schemas`);
    const answersJson = tools.filter(({ operation }) => operation.response?.schema).length;
    expect(withOutput).to.equal(answersJson).and.to.be.greaterThan(100);
    for (const { tool } of tools)
      expect(tool.inputSchema, tool.name).to.include({ additionalProperties: false });
  });

  it('describes every argument and body field for an agent: none undescribed or generic, each path id naming its record and the tools that give it', () => {
    const names = new Set(tools.map(({ tool }) => tool.name));
    const failures: string[] = [];
    let described = 0;
    for (const { tool } of tools) {
      type Described = { description?: string; properties?: Record<string, Described> };
      const properties = (tool.inputSchema.properties ?? {}) as Record<string, Described>;
      // The fields of a JSON body are described as its arguments are: the body's description lists them.
      const fields = Object.entries(properties.body?.properties ?? {}).map(
        ([name, schema]) => [`body.${name}`, schema] as const,
      );
      for (const [name, schema] of [...Object.entries(properties), ...fields]) {
        const description = schema.description ?? '';
        if (description.trim() === '') failures.push(`${tool.name}.${name}: no description`);
        else if (/The record's id\.|The request body\.|the record the path names/.test(description))
          failures.push(`${tool.name}.${name}: generic "${description}"`);
        else described += 1;
        // A tool named in a description is one the agent can call.
        for (const [, named] of description.matchAll(/`([a-z][A-Za-z]+)` (?:answers|lists)/g))
          if (!names.has(named as string)) failures.push(`${tool.name}.${name}: names no tool ${named}`);
      }
    }
    console.log(`      ${described} arguments and body fields of ${tools.length} tools, each described`);
    expect(failures).to.deep.equal([]);
    const getBay = tools.find(({ tool }) => tool.name === 'getBay')?.tool;
    expect(
      (getBay?.inputSchema.properties as Record<string, { description: string }>).id?.description,
    ).to.equal(
      'The id (a UUID) of the bay this tool acts on, as `createBay` answers it (`id`) or as `searchBays` lists it (`data[].id`).',
    );
  });

  it('tells an agent which sibling tool to use instead: every read tool of a family with several and every correction names one, and every tool it names exists', () => {
    const names = new Set(tools.map(({ tool }) => tool.name));
    // Besides tools, the paragraph names the arguments to pass them (`id`, `stationAreaId`).
    const argumentNames = new Set(
      tools.flatMap(({ tool }) => Object.keys(tool.inputSchema.properties ?? {})),
    );
    const families = new Map<string, string[]>();
    for (const { operation } of tools) {
      const family = operation.permission.split(':')[0]!;
      families.set(family, [...(families.get(family) ?? []), operation.operationId]);
    }
    const failures: string[] = [];
    let guided = 0;
    for (const { operation, tool } of tools) {
      const family = operation.permission.split(':')[0]!;
      const siblings = families.get(family)!.filter((name) => name !== tool.name);
      const reads = tools.filter(
        ({ operation: o }) => o.readOnly && o.permission.split(':')[0] === family,
      ).length;
      const useInstead = /Use instead: ([^]*?)(?:\n\n|$)/.exec(tool.description ?? '')?.[1] ?? '';
      const named = [...useInstead.matchAll(/`([a-z][A-Za-z.]+)`/g)].map(([, name]) => name!);
      for (const name of named)
        if (!names.has(name) && !argumentNames.has(name))
          failures.push(`${tool.name}: "Use instead" names no tool ${name}`);
      // A correction (PATCH, If-Match) says which dated change or other write fits instead.
      if ((operation.readOnly && reads > 1) || operation.method === 'patch') {
        if (!named.some((name) => siblings.includes(name)))
          failures.push(`${tool.name}: no "Use instead:" naming a tool of ${family}`);
        else guided += 1;
      }
    }
    console.log(
      `      ${guided} read tools (in families of several) and corrections name a sibling to use instead`,
    );
    expect(failures).to.deep.equal([]);
    const description = (name: string) => tools.find(({ tool }) => tool.name === name)?.tool.description;
    expect(description('getCarrier')).to.include('`getCarrierByCode` when only the code is known');
    expect(description('resolveRule')).to.include('Use instead: `resolveRuleInContext`');
    expect(description('listStationCalls')).to.include('`getDisplayPointBoard`');
    expect(description('correctCarrier'))
      .to.include('`suspendCarrier`')
      .and.to.include('`correctCarrierPeriod`');
  });

  it('says null where the contract says nullable, and takes an exclusive bound as a number', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    const createBay = tools.find(({ tool }) => tool.name === 'createBay')?.tool;
    const validate = ajv.compile(createBay?.inputSchema as object);
    const area = '00000000-0000-4000-8000-000000000000';
    expect(validate({ body: { stationAreaId: area, code: 'A1', position: 1, lengthM: 0.5 } })).to.equal(true);
    expect(validate({ body: { stationAreaId: area, code: 'A1', position: 1, lengthM: null } })).to.equal(
      false,
    );
    expect(validate({ body: { stationAreaId: area, code: 'A1', position: 1, lengthM: 0 } })).to.equal(false);
    expect(validate({ body: { stationAreaId: area, code: 'A1', position: 1 }, ifMatch: 'x' })).to.equal(
      false,
    );
    const correctBay = tools.find(({ tool }) => tool.name === 'correctBay')?.tool;
    const correction = ajv.compile(correctBay?.inputSchema as object);
    expect(correction({ id: area, 'If-Match': '"t"', body: { lengthM: null } })).to.equal(true);
    expect(correction({ id: area, 'If-Match': '"t"', body: { lengthM: 0 } })).to.equal(false);
    expect(JSON.stringify(tools.map(({ tool }) => tool))).to.not.match(
      /"nullable"|"exclusiveMinimum":true|"x-/,
    );
  });

  it('annotates every tool by what its operation does: reads, additions, overwrites, removals', () => {
    const counts: Record<string, number> = {};
    for (const { operation, tool } of tools) {
      const a = tool.annotations ?? {};
      const kind = operation.readOnly
        ? operation.method === 'get'
          ? 'read'
          : 'read-only POST'
        : operation.method === 'post' && operation.response?.status === 201
          ? 'create'
          : operation.method;
      counts[kind] = (counts[kind] ?? 0) + 1;
      const expected = (
        {
          read: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
          'read-only POST': { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
          create: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
          post: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
          put: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
          patch: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
          delete: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
        } as Record<string, object>
      )[kind];
      expect(a, `${tool.name} (${kind})`).to.deep.include({ ...expected, openWorldHint: false });
    }
    console.log(`      ${JSON.stringify(counts)}`);
    const readOnlyPosts = tools.filter(({ operation }) => operation.readOnly && operation.method === 'post');
    expect(readOnlyPosts.map(({ tool }) => tool.name).sort()).to.deep.equal([
      'checkStationCallVersions',
      'resolveRule',
      'resolveRuleInContext',
      'resolveVehicleIdentifier',
    ]);
    // The put of a GTFS feed's mapping among them.
    expect(counts.put! + counts.patch!).to.equal(20);
    // The withdrawal of a schedule exception, of a calendar exception and of a day-of change;
    // the cancellation of a scheduled change of a carrier, a vehicle, a permit, an identifier,
    // an authorization, a station area, a bay, a checkpoint, a station, a destination and a line;
    // and of a link still to come: a holder, an authorized vehicle, an authorized line, a line's
    // operator and a coordination's member; the clearing of a GTFS feed's mapping and the
    // cancellation of a GTFS import job; the deletion of a webhook subscription, in each of the
    // three services.
    expect(counts.delete).to.equal(24);
  });
});

describe('MCP toolsets and the size of tools/list', () => {
  let operations: Operation[];
  let catalog: ReturnType<typeof toolCatalog>;
  const bytesOf = (tools: unknown[]) => Buffer.byteLength(JSON.stringify({ tools }));

  before(async () => {
    operations = (
      await Promise.all(
        ['referential', 'rules', 'siv', 'gateway'].map((m) => loadApiSpec(path.join(OPENAPI, `${m}.yaml`))),
      )
    ).flatMap((spec) => spec.operations);
    catalog = toolCatalog(operations);
  });

  const everything = () => ({
    subject: 'agent',
    token: '',
    permissions: new Set(operations.map((o) => o.permission)),
  });

  it('lists the core toolset under 64 KB with every permission, and prints the bytes and tokens of each toolset', () => {
    const core = operations.filter((o) => o.mcpCore).map((o) => o.operationId);
    expect(core.length).to.be.within(5, 20);
    expect(core.every((name) => catalog.named(name)?.operation.readOnly)).to.equal(true);
    const rows = catalog.toolsets.map((name) => {
      const tools = catalog.allowed(everything(), { toolsets: [name] });
      return { name, tools: tools.length, bytes: bytesOf(tools) };
    });
    for (const { name, tools, bytes } of rows)
      console.log(
        `      ${name.padEnd(36)} ${String(tools).padStart(4)} tools ${String(bytes).padStart(8)} bytes ~${Math.round(bytes / 4)} tokens`,
      );
    const coreRow = rows.find((r) => r.name === 'core');
    // The three toolset tools are listed beside it: a few KB.
    expect(coreRow?.bytes).to.be.below(56 * 1024);
    expect(rows.find((r) => r.name === 'all')?.tools).to.equal(operations.length);
  });

  it('writes each output schema for an agent: no examples nor bounds, a component met twice written once under $defs', () => {
    let withDefs = 0;
    for (const { tool } of catalog.entries) {
      const text = JSON.stringify(tool.outputSchema ?? {});
      expect(text, tool.name).to.not.match(/"(examples|maxLength|pattern|maxItems)":/);
      const defs = (tool.outputSchema as { $defs?: Record<string, unknown> } | undefined)?.$defs ?? {};
      for (const name of Object.keys(defs)) {
        withDefs += 1;
        const uses = text.split(`"#/$defs/${name}"`).length - 1;
        expect(uses, `${tool.name} $defs/${name}`).to.be.at.least(2);
      }
    }
    console.log(`      ${withDefs} definitions written once and referenced`);
    expect(withDefs).to.be.greaterThan(20);
  });

  it('leaves the parameters’ examples out of the input schemas, their descriptions stating the form', () => {
    const withExamples = operations.flatMap((o) =>
      o.parameters.filter((p) => (p.schema?.examples ?? (p as { example?: unknown }).example) !== undefined),
    );
    // The contract gives every string parameter an example, for Swagger UI and generated clients.
    expect(withExamples.length).to.be.greaterThan(300);
    const listed = catalog.entries.flatMap(({ operation, tool }) =>
      operation.parameters
        .filter(
          (p) => (tool.inputSchema.properties?.[p.name] as { examples?: unknown } | undefined)?.examples,
        )
        .map((p) => `${tool.name} ${p.name}`),
    );
    expect(listed).to.deep.equal([]);
  });

  it('holds a session’s toolsets by its id and subject, and starts a session it does not hold from its URL’s toolsets', () => {
    let now = 0;
    const sessions = toolsetSessions({ max: 2, idleMs: 1000, now: () => now });
    const id = sessions.begin('alice', ['core']);
    sessions.toolsets(id, 'alice', ['core']).push('referential.bays');
    expect(sessions.toolsets(id, 'alice', ['core'])).to.deep.equal(['core', 'referential.bays']);
    // Another subject presenting the id gets a session of its own, from its URL's toolsets.
    expect(sessions.toolsets(id, 'mallory', ['siv'])).to.deep.equal(['siv']);
    expect(sessions.toolsets(id, 'alice', ['core'])).to.deep.equal(['core', 'referential.bays']);
    expect(sessions.toolsets('unknown', 'alice', ['core'])).to.deep.equal(['core']);
    // Unused past idleMs, or beyond max, a session is forgotten.
    const kept = sessions.begin('bob', ['all']);
    now = 2000;
    sessions.toolsets(kept, 'bob', ['core']).push('siv');
    expect(sessions.size).to.be.at.most(2);
    now = 2500;
    expect(sessions.toolsets(kept, 'bob', ['core'])).to.deep.equal(['all', 'siv']);
    now = 4000;
    expect(sessions.toolsets(kept, 'bob', ['core'])).to.deep.equal(['all', 'siv']);
    now = 6000;
    sessions.begin('carol', ['core']);
    expect(sessions.toolsets(kept, 'bob', ['core'])).to.deep.equal(['core']);
  });
});
