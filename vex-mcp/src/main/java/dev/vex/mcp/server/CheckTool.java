package dev.vex.mcp.server;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.message.Message;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.spec.McpSchema;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The guards as an MCP tool: {@code check_reply} judges a draft against given ground truth. */
final class CheckTool {
  static final int MAX_TEXT = 100_000;
  private static final int MAX_FIGURES = 64;

  private CheckTool() {}

  static McpServerFeatures.SyncToolSpecification spec(List<Guard> guards, McpJsonMapper json) {
    Map<String, Object> figure =
        Map.of(
            "type", "object",
            "properties",
                Map.of(
                    "label", Map.of("type", "string"),
                    "value", Map.of("type", "number"),
                    "unit", Map.of("type", "string", "description", "e.g. USD, °C; may be empty")),
            "required", List.of("value"));
    Map<String, Object> props = new LinkedHashMap<>();
    props.put("text", Map.of("type", "string", "description", "The draft reply to check"));
    props.put(
        "figures",
        Map.of(
            "type", "array",
            "description", "The figures the draft must state correctly",
            "items", figure));
    props.put(
        "sourceUrls",
        Map.of(
            "type", "array",
            "description", "URLs the draft may link to besides the allowlist",
            "items", Map.of("type", "string")));
    props.put(
        "summary",
        Map.of("type", "string", "description", "The ground truth in words, used to override"));
    props.put("locale", Map.of("type", "string", "description", "Language tag, default en"));
    McpSchema.Tool tool =
        McpSchema.Tool.builder(
                "check_reply",
                Map.of("type", "object", "properties", props, "required", List.of("text")))
            .title("Check a draft against ground truth")
            .description(
                "Runs Vex's guards (digit scan, URL allowlist) over a draft against the given"
                    + " figures and sources. Returns the verdict (pass, rewritten, overridden),"
                    + " each guard's reason, and the guarded text.")
            .annotations(
                McpSchema.ToolAnnotations.builder()
                    .readOnlyHint(true)
                    .destructiveHint(false)
                    .openWorldHint(false)
                    .build())
            .build();
    return McpServerFeatures.SyncToolSpecification.builder()
        .tool(tool)
        .callHandler((exchange, request) -> check(guards, json, request.arguments()))
        .build();
  }

  static McpSchema.CallToolResult check(
      List<Guard> guards, McpJsonMapper json, Map<String, Object> args) {
    if (args == null || !(args.get("text") instanceof String text)) {
      return FetcherTool.error("argument 'text' is required");
    }
    if (text.length() > MAX_TEXT) {
      return FetcherTool.error("text is longer than " + MAX_TEXT + " characters");
    }
    List<KeyFigure> figures = new ArrayList<>();
    Map<String, Object> facts = new LinkedHashMap<>();
    if (args.get("figures") instanceof List<?> list) {
      for (Object o : list) {
        if (figures.size() < MAX_FIGURES
            && o instanceof Map<?, ?> f
            && f.get("value") instanceof Number n) {
          String label = f.get("label") instanceof String l && !l.isBlank() ? l : "value";
          String unit = f.get("unit") instanceof String u ? u : "";
          try {
            BigDecimal v = new BigDecimal(n.toString());
            figures.add(new KeyFigure(label, v, unit));
            facts.put(label, v);
          } catch (NumberFormatException e) {
            return FetcherTool.error("figure '" + label + "' is not a number: " + n);
          }
        }
      }
    }
    List<String> urls = new ArrayList<>();
    if (args.get("sourceUrls") instanceof List<?> us) {
      for (Object u : us) {
        if (u instanceof String s) {
          urls.add(s);
        }
      }
    }
    Locale locale =
        args.get("locale") instanceof String l && !l.isBlank()
            ? Locale.forLanguageTag(l)
            : Locale.ENGLISH;
    String summary = args.get("summary") instanceof String s && !s.isBlank() ? s : listed(figures);
    List<GroundTruth> truths =
        figures.isEmpty() && urls.isEmpty()
            ? List.of()
            : List.of(
                new GroundTruth(
                    "mcp",
                    "mcp-client",
                    urls,
                    Instant.now(),
                    facts,
                    figures,
                    Map.of(locale.getLanguage().isEmpty() ? "en" : locale.getLanguage(), summary),
                    null));
    TurnContext context =
        new TurnContext(Message.user(""), locale, List.of(), truths, List.of(), urls, "", null);
    String current = text;
    String verdict = "pass";
    List<Map<String, Object>> reasons = new ArrayList<>();
    for (Guard g : guards) {
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("guard", g.name());
      GuardVerdict v;
      try {
        v = g.check(new Draft(current), context);
      } catch (Exception e) {
        r.put("verdict", "error");
        r.put("reason", String.valueOf(e.getMessage()));
        reasons.add(r);
        continue;
      }
      if (v == null) {
        r.put("verdict", "error");
        r.put("reason", g.getClass().getName() + " returned null");
        reasons.add(r);
        continue;
      }
      r.put("reason", v.reason());
      if (v instanceof GuardVerdict.Rewritten rw) {
        r.put("verdict", "rewritten");
        current = rw.text();
        if (verdict.equals("pass")) {
          verdict = "rewritten";
        }
      } else if (v instanceof GuardVerdict.Overridden ov) {
        r.put("verdict", "overridden");
        current = ov.text();
        verdict = "overridden";
      } else {
        r.put("verdict", "pass");
      }
      reasons.add(r);
    }
    Map<String, Object> structured = new LinkedHashMap<>();
    structured.put("verdict", verdict);
    structured.put("text", current);
    structured.put("reasons", reasons);
    String out;
    try {
      out = json.writeValueAsString(structured);
    } catch (java.io.IOException e) {
      out = verdict + ": " + current;
    }
    return McpSchema.CallToolResult.builder()
        .addTextContent(out)
        .structuredContent(structured)
        .isError(false)
        .build();
  }

  private static String listed(List<KeyFigure> figures) {
    List<String> parts = new ArrayList<>();
    for (KeyFigure f : figures) {
      parts.add(
          f.label()
              + ": "
              + f.value().toPlainString()
              + (f.unit().isEmpty() ? "" : " " + f.unit()));
    }
    return String.join(", ", parts);
  }
}
