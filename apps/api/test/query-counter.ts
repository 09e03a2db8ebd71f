import { setTimeout as sleep } from 'node:timers/promises';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the statements an app sends (`startTestApp(…, { databasePlugins: [counter] })`), and can hold each
 * answer back for `delayMs`, so requests that arrive together all find the first read still running.
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  delayMs = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.delayMs > 0) await sleep(this.delayMs);
    return result;
  }
}
