package dev.vex.core.guard;

import dev.vex.core.TurnContext;

/**
 * Checks the model's draft against the turn's real data before the user sees it. Guards run in the
 * configured order; each sees the draft as the guard before it left it.
 *
 * <p>A guard that throws or returns null is logged and skipped: the user never sees its failure.
 */
@FunctionalInterface
public interface Guard {

  /**
   * Checks the draft.
   *
   * @param draft the reply so far
   * @param context what the turn knows: intents, ground truth, tool results, links
   * @return the verdict
   * @throws Exception when the guard fails; it is then skipped
   */
  GuardVerdict check(Draft draft, TurnContext context) throws Exception;

  /**
   * Returns the guard's name for the trace. Defaults to the class's simple name.
   *
   * @return the name
   */
  default String name() {
    String n = getClass().getSimpleName();
    return n.isEmpty() || n.contains("$$Lambda") ? "guard" : n;
  }

  /**
   * Gives a guard, such as a lambda, a name for the trace.
   *
   * @param name the name
   * @param guard the guard
   * @return the named guard
   */
  static Guard named(String name, Guard guard) {
    return new Guard() {
      @Override
      public GuardVerdict check(Draft draft, TurnContext context) throws Exception {
        return guard.check(draft, context);
      }

      @Override
      public String name() {
        return name;
      }
    };
  }
}
