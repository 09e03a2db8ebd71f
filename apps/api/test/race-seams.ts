import {
  BinaryOperationNode,
  ColumnNode,
  ColumnUpdateNode,
  OperationNodeTransformer,
  OperatorNode,
  RawNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type UpdateQueryNode,
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

/**
 * The sales core's statements that take its locks: reading the stock (migration 0018) and checking an order
 * that its insert then stores (0019); in both the keys are the third parameter.
 */
const SALE_LOCKS = ['sale_lock_and_read_stock(', 'sale_lock_and_check_order('];
const SALE_LOCK_KEYS = 2;

/**
 * Turns `select pg_advisory_xact_lock(…)` on the keys it picks into a query that takes no lock, and takes those
 * keys out of the sales core's locks, which then only reads the stock.
 */
class DropAdvisoryLocks extends OperationNodeTransformer {
  constructor(private readonly isDropped: (key: string) => boolean) {
    super();
  }

  protected override transformRaw(node: RawNode): RawNode {
    if (SALE_LOCKS.some((call) => sqlOf(node).includes(call))) return this.#withoutSaleLocks(node);
    if (!sqlOf(node).includes('pg_advisory_xact_lock') || !this.isDropped(keyOf(node))) {
      return super.transformRaw(node);
    }
    return RawNode.create(['select ', '::text'], [node.parameters[0]!]);
  }

  #withoutSaleLocks(node: RawNode): RawNode {
    const keys = node.parameters[SALE_LOCK_KEYS];
    if (!keys || !ValueNode.is(keys)) throw new Error('the sales core lock keys moved: update this seam');
    const kept = (keys.value as string[]).filter((key) => !this.isDropped(key));
    const parameters = node.parameters.map((parameter, index) =>
      index === SALE_LOCK_KEYS ? ValueNode.create(kept) : parameter,
    );
    return RawNode.create(node.sqlFragments, parameters);
  }
}

const isColumn = (node: OperationNode, name: string) =>
  node.kind === 'ReferenceNode' &&
  (node as unknown as { column: { column?: { name: string } } }).column.column?.name === name;

const CHECK_IN_GUARD = 'tickets.checked_in_at is null';

/**
 * Turns `checked_in_at is null` into `1 = 1`, in a built update or in the door's one-statement SQL: a
 * check-in that overwrites instead of winning once.
 */
class DropCheckInGuard extends OperationNodeTransformer {
  protected override transformRaw(node: RawNode): RawNode {
    if (!sqlOf(node).includes(CHECK_IN_GUARD)) return super.transformRaw(node);
    return RawNode.create(
      node.sqlFragments.map((fragment) => fragment.replaceAll(CHECK_IN_GUARD, '1 = 1')),
      node.parameters,
    );
  }

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
    const isCheckIn = args.node.kind === 'UpdateQueryNode' || RawNode.is(args.node);
    return isCheckIn ? super.transformQuery(args) : args.node;
  }
}

const UNDO_GUARD = 'tickets.checked_in_at is not null';

/** Turns the undo's `checked_in_at is not null` into `1 = 1`: an undo that clears and logs whatever it finds. */
class DropUndoGuard extends OperationNodeTransformer {
  protected override transformRaw(node: RawNode): RawNode {
    if (!sqlOf(node).includes(UNDO_GUARD)) return super.transformRaw(node);
    return RawNode.create(
      node.sqlFragments.map((fragment) => fragment.replaceAll(UNDO_GUARD, '1 = 1')),
      node.parameters,
    );
  }
}

export class WithoutUndoGuard extends QueryRewrite {
  protected readonly rewriter = new DropUndoGuard();
}

/** The sign-in counters' locks gone: parallel attempts count and record without waiting for each other. */
export class WithoutLoginLocks extends QueryRewrite {
  protected readonly rewriter = new DropAdvisoryLocks((key) => key.startsWith('login:'));
}

const isStatusSetTo = (node: UpdateQueryNode, status: string) =>
  (node.updates ?? []).some(
    (update) =>
      isColumnNamed(update.column, 'status') && ValueNode.is(update.value) && update.value.value === status,
  );

const isColumnNamed = (node: OperationNode, name: string) => ColumnNode.is(node) && node.column.name === name;

/** An update's `set status = …` turned into `set status = status`: the row keeps the status it had. */
const keepStatus = (node: UpdateQueryNode): UpdateQueryNode => ({
  ...node,
  updates: node.updates!.map((update) =>
    isColumnNamed(update.column, 'status')
      ? ColumnUpdateNode.create(update.column, ColumnNode.create('status'))
      : update,
  ),
});

/**
 * Turns the outbox claim (`set status = 'sending' … where status in ('pending', 'sending')`) into one that
 * takes any row and leaves its status as it was: the delivery step that does not re-check, so a worker that
 * read a row before a cancel committed sends it anyway.
 */
class DropOutboxClaim extends OperationNodeTransformer {
  protected override transformUpdateQuery(node: UpdateQueryNode): UpdateQueryNode {
    if (!isStatusSetTo(node, 'sending')) return super.transformUpdateQuery(node);
    return super.transformUpdateQuery(keepStatus(node));
  }

  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const isGuard =
      isColumn(node.leftOperand, 'status') &&
      OperatorNode.is(node.operator) &&
      node.operator.operator === 'in';
    if (!isGuard) return super.transformBinaryOperation(node);
    return BinaryOperationNode.create(
      ValueNode.createImmediate(1),
      OperatorNode.create('='),
      ValueNode.createImmediate(1),
    );
  }
}

export class WithoutOutboxClaim extends QueryRewrite {
  protected readonly rewriter = new DropOutboxClaim();

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const isClaim = args.node.kind === 'UpdateQueryNode' && isStatusSetTo(args.node, 'sending');
    return isClaim ? super.transformQuery(args) : args.node;
  }
}

/**
 * Not a rewrite but a pause: the update that marks outbox rows 'cancelled' waits, its transaction open and the
 * rows locked, until the test releases it, as the cancel of a send of 50,000 stays open while it writes.
 */
export class HeldCancel implements KyselyPlugin {
  private readonly held = new WeakSet<QueryId>();
  private reach!: () => void;
  private free!: () => void;
  /** Resolves once the cancel's update has run and is waiting. */
  readonly reached = new Promise<void>((resolve) => (this.reach = resolve));
  private readonly freed = new Promise<void>((resolve) => (this.free = resolve));

  release(): void {
    this.free();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'UpdateQueryNode' && isStatusSetTo(node, 'cancelled')) this.held.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.held.has(queryId)) {
      this.reach();
      await this.freed;
    }
    return result;
  }
}

/**
 * Turns the mark of a refund under way (`set status = 'refund_pending'`) into `set status = status`: a refund
 * that asks the provider with the order still 'paid', so a cancel meanwhile goes through (issue 28 §2).
 */
class DropRefundPending extends OperationNodeTransformer {
  protected override transformUpdateQuery(node: UpdateQueryNode): UpdateQueryNode {
    if (!isStatusSetTo(node, 'refund_pending')) return super.transformUpdateQuery(node);
    return super.transformUpdateQuery(keepStatus(node));
  }
}

export class WithoutRefundPending extends QueryRewrite {
  protected readonly rewriter = new DropRefundPending();

  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const isMark = args.node.kind === 'UpdateQueryNode' && isStatusSetTo(args.node, 'refund_pending');
    return isMark ? super.transformQuery(args) : args.node;
  }
}

/**
 * Not a rewrite but a pause, armed per run: the next statement `matches` picks waits once it ran, its
 * transaction open (and the date's lock with it), until the test releases it — as a payment being confirmed
 * while an offer runs out, or a sale's offers not yet committed while other sales serve the list (issue 31 §5).
 */
export class HeldStatement implements KyselyPlugin {
  private readonly held = new WeakSet<QueryId>();
  private gate: { reach: () => void; freed: Promise<void> } | null = null;

  constructor(private readonly matches: (node: RootOperationNode) => boolean) {}

  /** Holds the next such statement: `reached` resolves once it ran and waits, `release` lets it go on. */
  arm(): { reached: Promise<void>; release: () => void } {
    let reach!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (reach = resolve));
    const freed = new Promise<void>((resolve) => (release = resolve));
    this.gate = { reach, freed };
    return { reached, release };
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.gate && this.matches(node)) this.held.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const gate = this.gate;
    if (gate && this.held.has(queryId)) {
      this.gate = null;
      gate.reach();
      await gate.freed;
    }
    return result;
  }
}

/** Holds the next update that sets `status` to this value (an order marked paid, say). */
export const heldStatusUpdate = (status: string) =>
  new HeldStatement((node) => node.kind === 'UpdateQueryNode' && isStatusSetTo(node, status));

/** Holds the next statement that makes waiting list offers (`insertOffers`: holds inserted with their ids). */
export const heldOffers = () =>
  new HeldStatement((node) => RawNode.is(node) && sqlOf(node).includes('insert into holds (id,'));
