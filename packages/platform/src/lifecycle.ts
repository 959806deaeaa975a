/**
 * Lifecycles as declared state machines: each named move lists the states it starts from and
 * the state it leads to. A family declares its table of moves once and asks it, so that what a
 * command accepts and what a read offers come from the same declaration; a move that does not
 * start from the current state is refused with the family's own problem.
 */

/** One move: the states it may start from and where it leads. */
export interface StateMove<State extends string> {
  readonly from: readonly State[];
  readonly to: State;
}

/** Builds the refusal of `move` from `state` (`from`: the states the move starts from). */
export type MoveRefusal<State extends string, MoveName extends string> = (
  state: State,
  move: MoveName,
  from: readonly State[],
) => Error;

export interface StateMachine<State extends string, MoveName extends string> {
  readonly moves: Readonly<Record<MoveName, StateMove<State>>>;
  /** True when `move` may start from `state`. */
  allows(move: MoveName, state: State): boolean;
  /** The state `move` leads to from `state`; throws `refuse(...)` when it may not start there. */
  next(state: State, move: MoveName, refuse: MoveRefusal<State, MoveName>): State;
  /** The moves that may start from `state`, in declaration order. */
  movesFrom(state: State): MoveName[];
}

export function stateMachine<State extends string, MoveName extends string>(
  moves: Record<MoveName, StateMove<State>>,
): StateMachine<State, MoveName> {
  const allows = (move: MoveName, state: State) => moves[move].from.includes(state);
  return {
    moves,
    allows,
    next(state, move, refuse) {
      if (!allows(move, state)) throw refuse(state, move, moves[move].from);
      return moves[move].to;
    },
    movesFrom: (state) => (Object.keys(moves) as MoveName[]).filter((move) => allows(move, state)),
  };
}

/** The lifecycle of a catalog record: retired from ACTIVE, reactivated from RETIRED. */
export const CATALOG_LIFECYCLE = stateMachine<'ACTIVE' | 'RETIRED', 'retire' | 'reactivate'>({
  retire: { from: ['ACTIVE'], to: 'RETIRED' },
  reactivate: { from: ['RETIRED'], to: 'ACTIVE' },
});
