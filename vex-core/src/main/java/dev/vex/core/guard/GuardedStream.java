package dev.vex.core.guard;

import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.internal.guard.StreamRelease;
import java.util.List;
import java.util.Objects;

/**
 * Vex's guarded release of a streamed reply, for a host that runs the model call itself (a
 * framework's streaming chat model, say): the model's text is held back and released sentence by
 * sentence once every guard {@linkplain Guard#releasesNext releases} the next sentence, exactly as
 * an {@code Agent} turn releases its stream. Text with an open bracket, code span or HTML tag is
 * held until it closes; tool-call markup and JSON ends the release for the call.
 *
 * <pre>{@code
 * GuardedStream stream = GuardedStream.start(guards, context, output);
 * model.stream(prompt, stream::accept);          // each delta as it arrives
 * stream.finish(guardedWholeReply, "corrected"); // the reply after Guard#check
 * }</pre>
 *
 * <p>{@link #finish} does not run the guards' {@link Guard#check}: the caller checks the whole
 * reply and passes the result, which is released as the rest of the text when it continues what was
 * released, and as a {@linkplain Output#replaced replacement} when it does not. Work is linear in
 * the reply. Not thread-safe: feed one stream from one thread at a time (a Reactor {@code Flux}'s
 * signals are).
 */
public final class GuardedStream {

  /** Receives what the user may see. */
  public interface Output {
    /**
     * Text released to the user: append it to what was shown.
     *
     * @param text the next piece, not empty
     */
    void released(String text);

    /**
     * What was shown must be replaced by this text, because the reply the guards made of the whole
     * draft does not continue it.
     *
     * @param fullText the whole reply the user receives
     * @param reason why, for the host
     */
    void replaced(String fullText, String reason);
  }

  private final StreamRelease release;

  private GuardedStream(StreamRelease release) {
    this.release = release;
  }

  /**
   * Starts the guarded release of one model call's streamed reply.
   *
   * @param guards the guards, in order; none releases every sentence end
   * @param context what the guards read: the user's message, its ground truth and links
   * @param output where released text goes; called on the thread that calls {@link #accept} and
   *     {@link #finish}
   * @return the stream
   */
  public static GuardedStream start(
      List<? extends Guard> guards, TurnContext context, Output output) {
    Objects.requireNonNull(context, "context");
    Objects.requireNonNull(output, "output");
    List<Guard> copy = List.copyOf(guards);
    AgentListener out =
        new AgentListener() {
          @Override
          public void contentDelta(String text) {
            output.released(text);
          }

          @Override
          public void contentReplaced(String fullText, String reason) {
            output.replaced(fullText, reason);
          }
        };
    return new GuardedStream(new StreamRelease(out, copy, () -> context));
  }

  /**
   * Takes the next piece of the model's text; releases what the guards release of it.
   *
   * @param delta the model's text as it arrived; empty is ignored
   */
  public void accept(String delta) {
    if (delta != null && !delta.isEmpty()) {
      release.contentDelta(delta);
    }
  }

  /**
   * Ends the stream with the reply the user receives: the rest of it is released when it continues
   * what was shown, else it {@linkplain Output#replaced replaces} what was shown.
   *
   * @param finalText the whole reply, as the guards left it
   * @param reason why a replacement is needed, for the host
   */
  public void finish(String finalText, String reason) {
    release.finish(Objects.requireNonNull(finalText, "finalText"), reason);
  }

  /**
   * Returns what the user has been shown so far.
   *
   * @return the released (or replaced) text
   */
  public String shown() {
    return release.shown();
  }
}
