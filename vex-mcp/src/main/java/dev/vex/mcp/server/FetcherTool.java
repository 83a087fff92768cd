package dev.vex.mcp.server;

import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** One grounded fetcher as an MCP tool {@code get_<kind>}. */
final class FetcherTool {
  private static final Map<String, String> SUBJECTS =
      Map.of(
          "weather", "City or place, e.g. Oslo",
          "crypto", "Coin name or symbol, e.g. bitcoin or BTC",
          "stocks", "Ticker or company, e.g. AAPL",
          "currency", "Currency pair, e.g. USD/NOK",
          "news", "Topic",
          "recipes", "Dish, e.g. lasagne",
          "sports", "Team, e.g. Liverpool",
          "translate", "Text to translate",
          "search", "Search query");
  private static final Map<String, Map<String, String>> PARAMETERS =
      Map.of(
          "weather", Map.of("day", "Forecast day: 0 today, 1 tomorrow, 2 the day after"),
          "currency", Map.of("amount", "Amount to convert, e.g. 100"),
          "sports", Map.of("when", "Which events: last, next or live"),
          "translate",
              Map.of(
                  "target", "Target language code, e.g. nb",
                  "source", "Source language code; auto when absent"));

  private FetcherTool() {}

  static McpServerFeatures.SyncToolSpecification spec(
      String kind, GroundedFetcher fetcher, Duration timeout, VexRuntime rt, McpJsonMapper json) {
    Map<String, Object> props = new LinkedHashMap<>();
    props.put(
        "subject",
        Map.of("type", "string", "description", SUBJECTS.getOrDefault(kind, "What to look up")));
    PARAMETERS
        .getOrDefault(kind, Map.of())
        .forEach((name, d) -> props.put(name, Map.of("type", "string", "description", d)));
    Map<String, Object> input =
        Map.of("type", "object", "properties", props, "required", List.of("subject"));
    McpSchema.Tool tool =
        McpSchema.Tool.builder("get_" + kind, input)
            .title("Live " + kind + " with its source")
            .description(
                "Fetches live "
                    + kind
                    + " data. The result's structured content has the key figures, the fetch"
                    + " time and the source URLs.")
            .annotations(
                McpSchema.ToolAnnotations.builder()
                    .readOnlyHint(true)
                    .destructiveHint(false)
                    .openWorldHint(true)
                    .build())
            .build();
    return McpServerFeatures.SyncToolSpecification.builder()
        .tool(tool)
        .callHandler((exchange, request) -> call(kind, fetcher, timeout, rt, json, request))
        .build();
  }

  private static McpSchema.CallToolResult call(
      String kind,
      GroundedFetcher fetcher,
      Duration timeout,
      VexRuntime rt,
      McpJsonMapper json,
      McpSchema.CallToolRequest request) {
    Map<String, Object> args = request.arguments() == null ? Map.of() : request.arguments();
    Object subject = args.get("subject");
    if (!(subject instanceof String s) || s.isBlank()) {
      return error("argument 'subject' is required: " + SUBJECTS.getOrDefault(kind, "a subject"));
    }
    Map<String, String> parameters = new LinkedHashMap<>();
    for (String name : PARAMETERS.getOrDefault(kind, Map.of()).keySet()) {
      Object v = args.get(name);
      if (v != null) {
        parameters.put(name, String.valueOf(v));
      }
    }
    Intent intent = new Intent(kind, s.strip(), parameters);
    CompletableFuture<GroundTruth> f =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return fetcher.fetch(intent);
              } catch (RuntimeException e) {
                throw e;
              } catch (Exception e) {
                throw new IllegalStateException(e.getMessage(), e);
              }
            },
            rt.executor());
    GroundTruth truth;
    try {
      truth = f.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      return error("the " + kind + " source did not answer within " + timeout.toMillis() + " ms");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return error("interrupted");
    } catch (ExecutionException e) {
      Throwable c =
          e.getCause() instanceof IllegalStateException ise && ise.getCause() != null
              ? ise.getCause()
              : e.getCause();
      return error("the " + kind + " source failed: " + c.getMessage());
    }
    if (truth == null) {
      return error("the " + kind + " source had nothing for '" + s.strip() + "'");
    }
    Map<String, Object> structured = structured(truth);
    String text;
    try {
      text = json.writeValueAsString(structured);
    } catch (java.io.IOException e) {
      text = truth.summary(Locale.ENGLISH);
    }
    return McpSchema.CallToolResult.builder()
        .addTextContent(text)
        .structuredContent(structured)
        .isError(false)
        .build();
  }

  static Map<String, Object> structured(GroundTruth truth) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", truth.kind());
    m.put("source", truth.sourceName());
    if (!truth.sourceUrls().isEmpty()) {
      m.put("sourceUrl", truth.sourceUrls().get(0));
    }
    m.put("sourceUrls", truth.sourceUrls());
    m.put("fetchedAt", truth.fetchedAt().toString());
    m.put("summary", truth.summary(Locale.ENGLISH));
    List<Map<String, Object>> figures = new ArrayList<>();
    for (KeyFigure f : truth.keyFigures()) {
      Map<String, Object> fig = new LinkedHashMap<>();
      fig.put("label", f.label());
      fig.put("value", f.value());
      fig.put("unit", f.unit());
      figures.add(fig);
    }
    m.put("figures", figures);
    Map<String, Object> facts = new LinkedHashMap<>();
    truth.facts().forEach((k, v) -> facts.put(k, String.valueOf(v)));
    m.put("facts", facts);
    return m;
  }

  static McpSchema.CallToolResult error(String message) {
    return McpSchema.CallToolResult.builder().addTextContent(message).isError(true).build();
  }
}
