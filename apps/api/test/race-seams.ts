import {
  BinaryOperationNode,
  OperationNodeTransformer,
  OperatorNode,
  RawNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Test-only seams for control runs: Kysely plugins that take one safeguard out of the SQL the app sends, so a
 * race test can show that the race it guards against is real. Production code has no switch for them: a test
 * starts an app on a database handle with the plugin (`startTestApp(…, { databasePlugins })`).
 */
abstract class QueryRewrite implements KyselyPlugin {
  protected abstract readonly rewriter: OperationNodeTransformer;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.rewriter.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const sqlOf = (node: RawNode) => node.sqlFragments.join('?');

const keyOf = (node: RawNode) => {
  const parameter = node.parameters[0];
  return parameter && ValueNode.is(parameter) ? String(parameter.value) : '';
};

/** Turns `select pg_advisory_xact_lock(…)` on the keys it picks into a query that takes no lock. */
class DropAdvisoryLocks extends OperationNodeTransformer {
  constructor(private readonly isDropped: (key: string) => boolean) {
    super();
  }

  protected override transformRaw(node: RawNode): RawNode {
    if (!sqlOf(node).includes('pg_advisory_xact_lock') || !this.isDropped(keyOf(node))) {
      return super.transformRaw(node);
    }
    return RawNode.create(['select ', '::text'], [node.parameters[0]!]);
  }
}

const isColumn = (node: OperationNode, name: string) =>
  node.kind === 'ReferenceNode' &&
  (node as unknown as { column: { column?: { name: string } } }).column.column?.name === name;

/** Turns `checked_in_at is null` into `1 = 1`: a check-in that overwrites instead of winning once. */
class DropCheckInGuard extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const isGuard =
      isColumn(node.leftOperand, 'checked_in_at') &&
      OperatorNode.is(node.operator) &&
      node.operator.operator === 'is';
    if (!isGuard) return super.transformBinaryOperation(node);
    return BinaryOperationNode.create(
      ValueNode.createImmediate(1),
      OperatorNode.create('='),
      ValueNode.createImmediate(1),
    );
  }
}

/** Every sales lock gone: the dates' and the promo codes'. */
export class WithoutEventLocks extends QueryRewrite {
  protected readonly rewriter = new DropAdvisoryLocks(() => true);
}

/** Only the promo codes' locks gone: orders of different dates no longer wait for each other's uses of a code. */
export class WithoutPromoCodeLocks extends QueryRewrite {
  protected readonly rewriter = new DropAdvisoryLocks((key) => key.startsWith('promo:'));
}

export class WithoutCheckInGuard extends QueryRewrite {
  protected readonly rewriter = new DropCheckInGuard();

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node.kind === 'UpdateQueryNode' ? super.transformQuery(args) : args.node;
  }
}

/** The sign-in counters' locks gone: parallel attempts count and record without waiting for each other. */
export class WithoutLoginLocks extends QueryRewrite {
  protected readonly rewriter = new DropAdvisoryLocks((key) => key.startsWith('login:'));
}
