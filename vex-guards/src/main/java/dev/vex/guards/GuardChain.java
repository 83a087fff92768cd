package dev.vex.guards;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardedStream;
import dev.vex.core.trace.GuardTrace;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Runs guards on a reply the host got from a model itself, as an agent turn runs them ({@link
 * Guard#checkAll}): in order, each on the text the one before left, a guard that throws or returns
 * null logged (naming its class) and skipped. For frameworks that call the model themselves
 * (LangChain4j, Spring AI):
 *
 * <pre>{@code
 * GuardChain chain = GuardChain.defaults();
 * TurnContext context = grounding.ground(userMessage, Duration.ofSeconds(5)).toTurnContext(locale);
 * GuardedReply reply = chain.check(modelReply, context);       // a whole reply
 *
 * GuardChain.Stream stream = chain.stream(context, output);     // a streamed one
 * deltas.forEach(stream::accept);                                // released sentence by sentence
 * GuardedReply whole = stream.finish();
 * }</pre>
 *
 * <p>Immutable and thread-safe; a {@link Stream} belongs to one reply.
 */
public final class GuardChain {
  private final List<Guard> guards;

  private GuardChain(List<Guard> guards) {
    this.guards = guards;
  }

  /**
   * A chain of the given guards.
   *
   * @param guards the guards, in the order they run; may be empty
   * @return the chain
   */
  public static GuardChain of(List<? extends Guard> guards) {
    return new GuardChain(List.copyOf(guards));
  }

  /**
   * A chain of {@link Guards#defaults()}: failed fetch, URL allowlist, tool results, digit scan.
   *
   * @return the chain
   */
  public static GuardChain defaults() {
    return of(Guards.defaults());
  }

  /**
   * Returns the guards, in the order they run.
   *
   * @return an unmodifiable list
   */
  public List<Guard> guards() {
    return guards;
  }

  /**
   * Runs every guard on a whole reply.
   *
   * @param draft the model's reply
   * @param context what the guards read: the user's message, its ground truth and links
   * @return the reply the user receives, with each guard's verdict
   */
  public GuardedReply check(String draft, TurnContext context) {
    List<GuardTrace> traces = new ArrayList<>();
    String text = Guard.checkAll(guards, draft, context, traces);
    return new GuardedReply(draft, text, traces);
  }

  /**
   * Starts guarding a streamed reply: the model's text is released to {@code output} sentence by
   * sentence as every guard {@linkplain Guard#releasesNext releases} it, and {@link Stream#finish}
   * checks the whole reply.
   *
   * @param context what the guards read
   * @param output where released text goes
   * @return the stream of one reply
   */
  public Stream stream(TurnContext context, GuardedStream.Output output) {
    return new Stream(context, output);
  }

  /** One streamed reply being guarded. Not thread-safe: feed it from one thread at a time. */
  public final class Stream {
    private final TurnContext context;
    private final GuardedStream release;
    private final StringBuilder draft = new StringBuilder();

    private Stream(TurnContext context, GuardedStream.Output output) {
      this.context = Objects.requireNonNull(context, "context");
      this.release = GuardedStream.start(guards, context, output);
    }

    /**
     * Takes the next piece of the model's text and releases what the guards release.
     *
     * @param delta the model's text as it arrived; null or empty is ignored
     */
    public void accept(String delta) {
      if (delta != null && !delta.isEmpty()) {
        draft.append(delta);
        release.accept(delta);
      }
    }

    /**
     * Ends the reply: runs every guard on the whole of it and releases the rest of what the user
     * receives, or a replacement when the guards' reply does not continue what was released.
     *
     * @return the whole reply as the guards left it
     */
    public GuardedReply finish() {
      GuardedReply reply = check(draft.toString(), context);
      String reason = reply.changed() ? reply.reasons() : "the guards' reply differs";
      release.finish(reply.text(), reason);
      return reply;
    }

    /**
     * Returns what the user has been shown so far.
     *
     * @return the released text
     */
    public String shown() {
      return release.shown();
    }
  }
}
