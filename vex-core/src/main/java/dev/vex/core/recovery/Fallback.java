package dev.vex.core.recovery;

import dev.vex.core.TurnContext;
import java.util.Optional;

/**
 * One rung of the fallback ladder: when the model failed, it renders a reply from what the turn
 * already has (ground truth, tool results), or passes to the next rung by returning empty.
 */
@FunctionalInterface
public interface Fallback {

  /**
   * Renders a reply from the turn's context, or passes.
   *
   * @param context the turn, with {@link TurnContext#failure()} set
   * @return the reply, or empty to pass to the next rung
   */
  Optional<String> render(TurnContext context);

  /**
   * Returns the rung's name for the trace. Defaults to the class's simple name.
   *
   * @return the name
   */
  default String name() {
    String n = getClass().getSimpleName();
    return n.isEmpty() || n.contains("$$Lambda") ? "fallback" : n;
  }

  /**
   * Gives a fallback, such as a lambda, a name for the trace.
   *
   * @param name the name
   * @param fallback the fallback
   * @return the named fallback
   */
  static Fallback named(String name, Fallback fallback) {
    return new Fallback() {
      @Override
      public Optional<String> render(TurnContext context) {
        return fallback.render(context);
      }

      @Override
      public String name() {
        return name;
      }
    };
  }
}
