/**
 * Named prepared statements for the hot paths. A statement registered here by its text
 * is sent by every pooled PostgreSQL connection as a named prepared statement: node-postgres
 * prepares it the first time a connection sees the name and only executes it after that, so it is
 * parsed and planned once per connection instead of once per request. Everything else (the ORM's
 * own queries) passes through unchanged.
 */

/** Every hot statement's name by its text. */
const namesByText = new Map<string, string>();
const texts = new Map<string, string>();

/** Registers a statement; a name or a text used twice for different statements is a bug. */
export function registerStatement(name: string, text: string): void {
  const known = texts.get(name);
  if (known !== undefined && known !== text) throw new Error(`two statements are named ${name}`);
  const other = namesByText.get(text);
  if (other !== undefined && other !== name)
    throw new Error(`statements ${name} and ${other} are the same text`);
  texts.set(name, text);
  namesByText.set(text, name);
}

interface QueryClient {
  query: (...args: unknown[]) => unknown;
}

/** Wraps each new connection of a node-postgres pool (MikroORM's `onPoolCreated`). */
export function prepareHotStatements(pool: {
  on(event: 'connect', fn: (client: QueryClient) => void): unknown;
}): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client);
    client.query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
      const name = typeof config === 'string' && Array.isArray(values) ? namesByText.get(config) : undefined;
      return name === undefined
        ? query(config, values, ...rest)
        : query({ name, text: config, values }, ...rest);
    };
  });
}
