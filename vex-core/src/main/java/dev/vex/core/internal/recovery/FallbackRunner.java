package dev.vex.core.internal.recovery;

import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.recovery.Fallback;
import dev.vex.core.recovery.Fallbacks;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Climbs the fallback ladder until a rung renders a reply. When every rung passes or throws, the
 * built-in notice answers, so the user always gets a reply.
 */
public final class FallbackRunner {

  private final List<Fallback> ladder;

  /**
   * Creates the step, once per agent.
   *
   * @param ladder the rungs, in order
   */
  public FallbackRunner(List<Fallback> ladder) {
    this.ladder = List.copyOf(ladder);
  }

  /**
   * What the ladder answered.
   *
   * @param name the rung that answered
   * @param text its reply
   */
  public record Outcome(String name, String text) {}

  /**
   * Climbs the ladder.
   *
   * @param context what the failed turn had
   * @param listener the turn's listener
   * @return the first rung's reply, else the built-in notice
   */
  public Outcome run(TurnContext context, AgentListener listener) {
    for (Fallback fallback : ladder) {
      String name = fallback.getClass().getName();
      try {
        name = fallback.name();
        listener.fallbackStarted(name, context.failure());
        Optional<String> text = fallback.render(context);
        if (text == null) {
          throw new IllegalStateException(
              "fallback "
                  + fallback.getClass().getName()
                  + " returned null; return Optional.empty() to pass");
        }
        listener.fallbackEnded(name, text.isPresent());
        if (text.isPresent() && !text.get().isBlank()) {
          return new Outcome(name, text.get());
        }
      } catch (Throwable e) { // NOPMD: a host fallback's failure of any kind is contained
        Contain.check(e);
        log().warn("fallback {} failed and was skipped", fallback.getClass().getName(), e);
        listener.fallbackFailed(name, e);
      }
    }
    Fallback last = Fallbacks.notice();
    return new Outcome(last.name(), last.render(context).orElseThrow());
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(FallbackRunner.class);
  }
}
