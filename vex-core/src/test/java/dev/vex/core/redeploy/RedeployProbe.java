package dev.vex.core.redeploy;

import dev.vex.core.Agent;
import dev.vex.core.Conversation;
import dev.vex.core.VexRuntime;
import dev.vex.core.intent.Intent;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * What a deployed web application does with Vex, run inside the class loader {@link
 * ClassLoaderLeakTest} throws away: one turn that uses every kind of thread the runtime has (a
 * fetcher on the executor, a tool on the tool pool, a whole-turn deadline on the sweeper, the HTTP
 * client to the model), then the shutdown a host performs on undeploy. It references only vex-core
 * (and so gson and slf4j-api), and hands back nothing but a {@code String}, so no object of the
 * loader escapes.
 */
public final class RedeployProbe implements Function<String, String> {
  private final boolean defaultRuntime;

  /**
   * Creates a probe; the test instantiates it reflectively inside the throw-away loader.
   *
   * @param defaultRuntime true for {@link VexRuntime#defaultRuntime()}, false for a host-built one
   */
  public RedeployProbe(boolean defaultRuntime) {
    this.defaultRuntime = defaultRuntime;
  }

  private static Agent.Builder agent(String baseUrl) {
    return Agent.builder()
        .baseUrl(baseUrl)
        .model("qwen2.5:3b")
        .callTimeout(Duration.ofMinutes(2))
        .classifier(m -> List.of(Intent.of("news", "")))
        .fetcher(
            "news",
            i -> {
              throw new IOException("HTTP 503 from the news source");
            })
        .tool(Tool.of("get_time", "The current time", ObjectSchema.empty(), args -> "12:00"));
  }

  /**
   * Runs the turn and closes the runtime.
   *
   * @param baseUrl the simulator's URL
   * @return the reply text, then the tool results, one per line
   */
  @Override
  public String apply(String baseUrl) {
    String question = "What time is it in Oslo?";
    if (defaultRuntime) {
      try {
        return describe(agent(baseUrl).build().chat(question));
      } finally {
        VexRuntime.defaultRuntime().close(); // the host's undeploy hook
      }
    }
    try (VexRuntime runtime = VexRuntime.builder().build()) {
      return describe(
          agent(baseUrl)
              .runtime(runtime)
              .build()
              .newTurn(Conversation.create(), question)
              .executeAsync()
              .join());
    }
  }

  private static String describe(dev.vex.core.AgentReply reply) {
    StringBuilder s = new StringBuilder(reply.text());
    reply.trace().toolCalls().forEach(t -> s.append('\n').append(t.result()));
    reply.trace().grounding().forEach(g -> s.append('\n').append(g.outcome()));
    return s.toString();
  }
}
