package dev.vex.mcp;

import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads ground truth from the structured content of an MCP tool a host declared a source of it
 * ({@link McpTools.Builder#groundTruth}). The shape is the one {@code VexMcpServer}'s fetcher tools
 * return:
 *
 * <pre>{@code
 * {"kind": "crypto",                         // optional; default "mcp"
 *  "summary": "Bitcoin is 89,369 USD.",      // optional; default: the figures listed
 *  "sourceUrl": "https://api.example/btc",   // or "sourceUrls": [...]; http(s) only
 *  "fetchedAt": "2026-12-04T12:00:00Z",      // optional; default: when the result arrived
 *  "figures": [{"label": "price", "value": 89369, "unit": "USD"}]}
 * }</pre>
 *
 * <p>The source is named {@code mcp:<server>}. Content without figures or of another shape gives no
 * ground truth, and the result still reaches the model as usual.
 */
public final class McpGroundTruth {
  private static final int MAX_FIGURES = 32;

  private McpGroundTruth() {}

  /**
   * Reads ground truth from structured content.
   *
   * @param server the server's name
   * @param tool the tool's name on the server
   * @param structured the structured content as parsed JSON (maps, lists, numbers, strings)
   * @return the ground truth, or null when the content has no figures
   */
  public static GroundTruth read(String server, String tool, Object structured) {
    if (!(structured instanceof Map<?, ?> m) || !(m.get("figures") instanceof List<?> list)) {
      return null;
    }
    List<KeyFigure> figures = new ArrayList<>();
    Map<String, Object> facts = new LinkedHashMap<>();
    for (Object o : list) {
      if (figures.size() >= MAX_FIGURES) {
        break;
      }
      if (o instanceof Map<?, ?> f && f.get("value") instanceof Number n) {
        String label = f.get("label") instanceof String l && !l.isBlank() ? l : "value";
        String unit = f.get("unit") instanceof String u ? u : "";
        BigDecimal value;
        try {
          value = new BigDecimal(n.toString());
        } catch (NumberFormatException e) {
          continue;
        }
        figures.add(new KeyFigure(label, value, unit));
        facts.put(label, value);
      }
    }
    if (figures.isEmpty()) {
      return null;
    }
    List<String> urls = new ArrayList<>();
    if (m.get("sourceUrl") instanceof String u) {
      urls.add(u);
    }
    if (m.get("sourceUrls") instanceof List<?> us) {
      for (Object u : us) {
        if (u instanceof String s) {
          urls.add(s);
        }
      }
    }
    urls.removeIf(u -> !(u.startsWith("https://") || u.startsWith("http://")));
    Instant at = Instant.now();
    if (m.get("fetchedAt") instanceof String t) {
      try {
        at = Instant.parse(t);
      } catch (DateTimeParseException e) {
        // keep the time of arrival
      }
    }
    String kind = m.get("kind") instanceof String k && !k.isBlank() ? k : "mcp";
    String summary =
        m.get("summary") instanceof String s && !s.isBlank() ? s : listed(figures, server);
    Map<String, String> fields = new LinkedHashMap<>();
    for (KeyFigure f : figures) {
      fields.put(f.label(), f.value().toPlainString() + (f.unit().isEmpty() ? "" : " " + f.unit()));
    }
    FactCard card =
        new FactCard(tool, fields, "mcp:" + server, urls.isEmpty() ? null : urls.get(0), at);
    return new GroundTruth(
        kind, "mcp:" + server, urls, at, facts, figures, Map.of("en", summary), card);
  }

  private static String listed(List<KeyFigure> figures, String server) {
    List<String> parts = new ArrayList<>();
    for (KeyFigure f : figures) {
      parts.add(
          f.label()
              + ": "
              + f.value().toPlainString()
              + (f.unit().isEmpty() ? "" : " " + f.unit()));
    }
    return String.join(", ", parts) + " (from " + server + ")";
  }
}
