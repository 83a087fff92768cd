package dev.vex.core.redeploy;

import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import java.util.function.Function;

/**
 * What a deployed web application does with Vex, run inside the class loader {@link
 * ClassLoaderLeakTest} throws away: one turn on an agent over the given Ollama URL, then the
 * shutdown a host performs on undeploy. It references only vex-core (and so gson and slf4j-api),
 * and hands back nothing but a {@code String}, so no object of the loader escapes.
 */
public final class RedeployProbe implements Function<String, String> {
  /** Which runtime the turn runs on. */
  private final boolean defaultRuntime;

  /**
   * Creates a probe; the test instantiates it reflectively inside the throw-away loader.
   *
   * @param defaultRuntime true for {@link VexRuntime#defaultRuntime()}, false for a host-built one
   */
  public RedeployProbe(boolean defaultRuntime) {
    this.defaultRuntime = defaultRuntime;
  }

  @Override
  public String apply(String baseUrl) {
    if (defaultRuntime) {
      try {
        return Agent.builder()
            .baseUrl(baseUrl)
            .model("qwen2.5:3b")
            .build()
            .chat("What is the capital of Norway?")
            .text();
      } finally {
        VexRuntime.defaultRuntime().close(); // the host's undeploy hook
      }
    }
    try (VexRuntime runtime = VexRuntime.builder().build()) {
      return Agent.builder()
          .runtime(runtime)
          .baseUrl(baseUrl)
          .model("qwen2.5:3b")
          .build()
          .newTurn(dev.vex.core.Conversation.create(), "What is the capital of Norway?")
          .executeAsync()
          .join()
          .text();
    }
  }
}
