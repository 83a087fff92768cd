package dev.vex.core.recovery;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * The built-in recovery steps. The default list, in order: {@link #nextModel()}, {@link
 * #dropThinking()}, {@link #dropTools()}, {@link #reducedTools(String...)} and {@link
 * #waitAndRetry(int, Duration, int...)} on 503 and 500.
 */
public final class RecoverySteps {
  private RecoverySteps() {}

  /**
   * The default steps: the next model (on a missing model or a 500), no thinking or no tools when
   * the model lacks them, one reduced-tools retry (keeping the agent's critical tools), and one
   * more try after 1 second when the server is busy (503, after the client's own busy retries) or
   * the model failed on the server (500: Ollama restarts a runner that stopped).
   *
   * @return the steps, in order
   */
  public static List<RecoveryStep> defaults() {
    return List.of(
        nextModel(),
        dropThinking(),
        dropTools(),
        reducedTools(),
        waitAndRetry(1, Duration.ofSeconds(1), 503, 500));
  }

  /**
   * Switches to the next configured model that the server has, when the model is missing (404) or
   * failed (500). Passes when there is no other model.
   *
   * @return the step, named {@code next-model}
   */
  public static RecoveryStep nextModel() {
    return new NextModel();
  }

  /**
   * Retries without thinking when the model does not support it.
   *
   * @return the step, named {@code drop-thinking}
   */
  public static RecoveryStep dropThinking() {
    return new DropThinking();
  }

  /**
   * Retries without tools when the model does not support them.
   *
   * @return the step, named {@code drop-tools}
   */
  public static RecoveryStep dropTools() {
    return new DropTools();
  }

  /**
   * Retries once with fewer tools when the model broke (500, 400 or a broken stream), which small
   * models do on tool JSON: only the tools that already worked this turn plus the critical ones;
   * when that would be every tool offered, only the critical ones (none when there are none). The
   * retry never offers fewer than the critical tools that were offered: these, and the agent's own
   * ({@code Agent.Builder#criticalTools}).
   *
   * @param criticalTools tools the retry always keeps besides the agent's, for example {@code
   *     send_email}
   * @return the step, named {@code reduced-tools}
   */
  public static RecoveryStep reducedTools(String... criticalTools) {
    return new ReducedTools(Set.of(criticalTools));
  }

  /**
   * Waits and sends the same request again when the server answered one of these statuses.
   *
   * @param times how often per turn, 1 to 10
   * @param pause the first pause, doubled on each later try; up to 1 minute
   * @param statuses the HTTP statuses, for example 503 (queue full) and 500
   * @return the step, named {@code wait-and-retry}
   */
  public static RecoveryStep waitAndRetry(int times, Duration pause, int... statuses) {
    return new WaitAndRetry(times, pause, statuses);
  }
}
