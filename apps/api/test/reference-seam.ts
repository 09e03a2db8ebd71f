import type { ValueNode } from 'kysely';
import {
  OperationNodeTransformer,
  PrimitiveValueListNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** A reference as new orders draw them (order.repository.ts), wherever it sits in a parameter (JSON included). */
const DRAWN_REFERENCE = /USH-[0-9A-HJKMNP-TV-Z]{10}/g;

/** Puts `taken` in place of every other drawn reference of a statement, and says whether it did. */
class SwapReferences extends OperationNodeTransformer {
  swapped = false;

  constructor(private readonly taken: string) {
    super();
  }

  #swap(value: unknown): unknown {
    if (typeof value !== 'string') return value;
    return value.replace(DRAWN_REFERENCE, (reference) => {
      if (reference !== this.taken) this.swapped = true;
      return this.taken;
    });
  }

  protected override transformValue(node: ValueNode): ValueNode {
    const value = this.#swap(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(node.values.map((value) => this.#swap(value)));
  }
}

/**
 * Test-only seam: the next `times` statements that store a newly drawn order reference store `taken` instead,
 * as if the draw had hit an order's reference, so a test can force the collision that 50 random bits make too
 * rare to meet. Production code has no switch for it: a test starts an app with the plugin.
 */
export class CollidingReferences implements KyselyPlugin {
  #taken = '';
  #times = 0;

  /** The next `times` statements with a drawn reference draw `taken`. */
  collideNext(taken: string, times: number): void {
    this.#taken = taken;
    this.#times = times;
  }

  /** How many of the collisions asked for are still to come. */
  get pending(): number {
    return this.#times;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#times === 0) return node;
    const swap = new SwapReferences(this.#taken);
    const swapped = swap.transformNode(node);
    if (!swap.swapped) return node;
    this.#times -= 1;
    return swapped;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
