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
   * Decides whether a streamed prefix of the reply may be shown before the whole reply is known.
   * The agent calls it at sentence ends with everything the model has written so far this round;
   * the text is shown only when every guard releases it, and the final reply still goes through
   * {@link #check}. Release only text that no later text can make wrong: a guard that releases a
   * figure or a link must keep it in whatever it makes of the whole reply.
   *
   * <p>The default returns false: the guard cannot judge partial text, so a streamed reply is held
   * until the end and then shown as the guards left it. A guard that throws holds it too.
   *
   * @param prefix the reply so far, ending at a sentence end
   * @param context what the turn knows
   * @return true when the prefix may be shown
   * @throws Exception when the guard fails; the prefix is then held
   */
  default boolean releases(Draft prefix, TurnContext context) throws Exception {
    return false;
  }

  /**
   * Decides whether the next piece of a streamed reply may be shown, given what was already shown
   * of the same model call. The agent's guarded release calls this, not {@link #releases}, at each
   * sentence end: {@code released} is exactly the text of this model call that every guard released
   * before (empty at the start of a model call), {@code next} the text after it up to the sentence
   * end. A guard that carries what it judged forward overrides it so that its work per sentence
   * does not grow with the reply; it must decide as {@link #releases} would on the whole prefix, or
   * more strictly.
   *
   * <p>The default judges the whole prefix with {@link #releases}, which copies it: a reply of n
   * sentences then costs time quadratic in its length.
   *
   * @param released the text of this model call released so far; a read-only view, valid only
   *     during the call
   * @param next the text to release now, not empty
   * @param context what the turn knows
   * @return true when {@code next} may be shown
   * @throws Exception when the guard fails; the text is then held
   */
  default boolean releasesNext(CharSequence released, String next, TurnContext context)
      throws Exception {
    return releases(new Draft(released.toString() + next), context);
  }

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
   * Runs guards on a whole reply exactly as an agent turn runs them, for a host that got the reply
   * from a model itself: in order, each on the text the one before left; a guard that throws (any
   * throwable but a {@link VirtualMachineError} other than {@link StackOverflowError}) or returns
   * null is logged, naming its class, and skipped with an error in its trace.
   *
   * @param guards the guards, in order
   * @param draft the model's reply
   * @param context what the guards read
   * @param traces receives one trace per guard, in order
   * @return the reply the user receives
   */
  static String checkAll(
      java.util.List<? extends Guard> guards,
      String draft,
      TurnContext context,
      java.util.List<dev.vex.core.trace.GuardTrace> traces) {
    return dev.vex.core.internal.guard.GuardRunner.run(
        java.util.Objects.requireNonNull(draft, "draft"),
        java.util.List.copyOf(guards),
        java.util.Objects.requireNonNull(context, "context"),
        traces,
        dev.vex.core.event.AgentListener.NONE);
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
      public boolean releases(Draft prefix, TurnContext context) throws Exception {
        return guard.releases(prefix, context);
      }

      @Override
      public boolean releasesNext(CharSequence released, String next, TurnContext context)
          throws Exception {
        return guard.releasesNext(released, next, context);
      }

      @Override
      public String name() {
        return name;
      }
    };
  }
}
