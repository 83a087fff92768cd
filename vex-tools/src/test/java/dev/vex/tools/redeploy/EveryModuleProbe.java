package dev.vex.tools.redeploy;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.VexRuntime;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.links.LinkCheckGuard;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.openai.OpenAiClient;
import dev.vex.tools.calendar.CalendarSource;
import dev.vex.tools.calendar.CalendarTools;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.WebTools;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * What a deployed web application does with every Vex library, run inside the class loader {@link
 * EveryModuleLeakTest} throws away: one agent over a server pool of an OpenAI-compatible server
 * (vex-openai) and an Ollama server, a weather fetcher (vex-grounding), the link-check guard
 * (vex-guards), the fetch_url and calendar tools (vex-tools) and a SQLite memory store
 * (vex-memory). One turn uses all of them; then the host closes the runtime, and nothing else: the
 * clients, the guard and the tools are dropped unclosed, as a host that trusts {@code close()} to
 * end what Vex started would drop them. It hands back nothing but a {@code String}.
 */
public final class EveryModuleProbe implements Function<String, String> {
  private final boolean defaultRuntime;

  /**
   * Creates a probe; the test instantiates it reflectively inside the throw-away loader.
   *
   * @param defaultRuntime true for {@link VexRuntime#defaultRuntime()}, false for a host-built one
   */
  public EveryModuleProbe(boolean defaultRuntime) {
    this.defaultRuntime = defaultRuntime;
  }

  /**
   * Runs the turn and closes the runtime.
   *
   * @param args the OpenAI-compatible simulator's URL, the Ollama simulator's URL, the page
   *     server's URL and the memory database file, separated by spaces
   * @return the reply, the tool results, the grounding outcome and the guard verdicts, one per line
   */
  @Override
  public String apply(String args) {
    String[] a = args.split(" ");
    VexRuntime runtime =
        defaultRuntime ? VexRuntime.defaultRuntime() : VexRuntime.builder().build();
    try {
      JdbcMemoryStore memory = JdbcMemoryStore.builder().sqlite(Path.of(a[3])).build();
      runtime.closeWithRuntime(memory);
      OpenAiClient openAi =
          OpenAiClient.builder().baseUrl(a[0] + "/v1").model("qwen2.5:3b", "tools").build();
      OllamaClient.Builder ollama = OllamaClient.builder().baseUrl(a[1]);
      if (!defaultRuntime) {
        ollama.runtime(runtime);
      }
      OllamaClient ollamaClient = ollama.build();
      ServerPool pool =
          ServerPool.builder()
              .server("openai", openAi, openAi)
              .server("ollama", ollamaClient, ollamaClient)
              .strategy(ServerPool.Strategy.ROUND_ROBIN)
              .build();
      NetworkPolicy loopback = NetworkPolicy.builder().allowLoopback(true).build();
      Agent.Builder agent =
          Agent.builder()
              .backend(pool)
              .catalog(pool)
              .model("qwen2.5:3b")
              .callTimeout(Duration.ofMinutes(2))
              .classifier(m -> List.of(Intent.of("weather", "Heideck")))
              .fetcher("weather", WeatherFetcher.builder().baseUrl(a[2]).build())
              .tool(WebTools.builder().networkPolicy(loopback).build().fetchUrl())
              .tool(
                  CalendarTools.builder()
                      .networkPolicy(loopback)
                      .source(CalendarSource.url("work", a[2] + "/work.ics"))
                      .build()
                      .calendarEvents())
              .guard(LinkCheckGuard.builder().allowPrivateHosts(true).build())
              .memory(memory);
      if (!defaultRuntime) {
        agent.runtime(runtime);
      }
      AgentReply reply =
          agent
              .build()
              .newTurn(Conversation.create(), "What is the weather in Heideck, and my day?")
              .memoryId("host-user")
              .executeAsync()
              .join();
      return describe(reply);
    } finally {
      runtime.close(); // the host's undeploy hook: the only thing it closes
    }
  }

  private static String describe(AgentReply reply) {
    StringBuilder s = new StringBuilder(reply.text());
    reply
        .trace()
        .toolCalls()
        .forEach(
            t ->
                s.append('\n')
                    .append(t.name())
                    .append(' ')
                    .append(t.ok() ? "true" : "false: " + t.result()));
    reply.trace().grounding().forEach(g -> s.append('\n').append(g.outcome()));
    reply
        .trace()
        .guards()
        .forEach(g -> s.append('\n').append(g.guard()).append(": ").append(g.verdict().reason()));
    return s.toString();
  }
}
