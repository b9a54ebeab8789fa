import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Counts the statements the app runs, so a loop of one statement per row shows as a number. Not the
 * numbering of posted vouchers, which the server also runs on a timer (voucher-numbering.ts) and
 * would land in whichever count is under way.
 */
export class StatementCounter implements KyselyPlugin {
  count = 0;
  readonly #numbering = new WeakSet<object>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === "RawNode" && node.sqlFragments.join("?").includes("number_vouchers()")) {
      this.#numbering.add(queryId);
    }
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!this.#numbering.has(queryId)) this.count++;
    return result;
  }

  /** The statements `work` runs. */
  async statementsOf(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}
