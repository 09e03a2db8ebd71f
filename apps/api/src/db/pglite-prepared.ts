import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** Per PGlite, the statements it has prepared, by name, with their parameters' type OIDs. */
const preparedTypes = new WeakMap<PGlite, Map<string, number[]>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Parses and describes the statement once under its name: its plan is kept by PGlite's session from then on. */
async function prepare(pglite: PGlite, name: string, text: string): Promise<number[]> {
  const { serialize } = protocol;
  const { messages } = await pglite.execProtocol(
    concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(messages);
}

/**
 * Runs a statement as a named prepared statement of PGlite's one session: parsed and planned once, then only
 * bound and executed, in one call into PGlite's WebAssembly instead of PGlite's `query`, which parses,
 * describes, binds and executes an unnamed statement in six. Parameters are serialised and rows parsed
 * with PGlite's own serialisers and parsers, as `query` does, so the values are the same. The caller holds
 * the session (Kysely's connection), so the statement never runs inside another request's transaction.
 */
export async function executePreparedOnPGlite<Row>(
  pglite: PGlite,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<Row[]> {
  return pglite.runExclusive(async () => {
    let statements = preparedTypes.get(pglite);
    if (!statements) preparedTypes.set(pglite, (statements = new Map()));
    let types = statements.get(name);
    if (!types) statements.set(name, (types = await prepare(pglite, name, text)));
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const { messages } = await pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pglite.parsers)[0]!.rows as Row[];
  });
}
