package dev.vex.grounding.search;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Truths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads a SearXNG-shaped JSON answer ({@code results[].title/url/content}). */
final class SearchReport {
  private SearchReport() {}

  static GroundTruth parse(
      JsonElement json, String source, String query, int max, String url, Instant at) {
    JsonArray results =
        Json.array(json, "results")
            .orElseThrow(() -> Truths.badShape(source, url, "no results array"));
    List<Map<String, Object>> kept = new ArrayList<>();
    for (JsonElement r : results) {
      if (kept.size() == max) {
        break;
      }
      if (!r.isJsonObject()) {
        continue;
      }
      JsonObject o = r.getAsJsonObject();
      String link = Json.str(o, "url");
      if (!link.startsWith("http://") && !link.startsWith("https://")) {
        continue;
      }
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("title", Json.str(o, "title"));
      m.put("url", link);
      m.put("content", Json.str(o, "content"));
      m.put("engine", Json.str(o, "engine"));
      kept.add(m);
    }
    if (kept.isEmpty()) {
      List<String> down = new ArrayList<>();
      for (JsonElement e : Json.array(json, "unresponsive_engines").orElse(new JsonArray())) {
        if (e.isJsonArray() && e.getAsJsonArray().size() > 0) {
          down.add(e.getAsJsonArray().get(0).getAsString());
        }
      }
      throw Truths.notFound(
          source,
          url,
          "no results for '"
              + query
              + "'"
              + (down.isEmpty() ? "" : " (unresponsive engines: " + String.join(", ", down) + ")"));
    }
    List<String> urls = new ArrayList<>();
    urls.add(url);
    Map<String, String> fields = new LinkedHashMap<>();
    StringBuilder en =
        new StringBuilder("Web search results for \"" + query + "\" (" + source + "):");
    StringBuilder nb = new StringBuilder("Søkeresultater for «" + query + "» (" + source + "):");
    int i = 1;
    for (Map<String, Object> m : kept) {
      String line = m.get("title") + " — " + m.get("url");
      String content = (String) m.get("content");
      urls.add((String) m.get("url"));
      fields.put(String.valueOf(i), line);
      en.append('\n').append(i).append(". ").append(line);
      nb.append('\n').append(i).append(". ").append(line);
      if (!content.isEmpty()) {
        en.append("\n   ").append(content);
        nb.append("\n   ").append(content);
      }
      i++;
    }
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("query", query);
    facts.put("results", kept);
    FactCard card =
        new FactCard("Search: " + query, fields, source, (String) kept.get(0).get("url"), at);
    return new GroundTruth(
        SearchFetcher.KIND,
        source,
        urls,
        at,
        facts,
        List.of(),
        Map.of("en", en.toString(), "nb", nb.toString()),
        card);
  }
}
