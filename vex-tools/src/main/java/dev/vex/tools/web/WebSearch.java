package dev.vex.tools.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.tools.internal.Texts;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code web_search}: SearXNG's JSON API, directly or through a named n8n workflow. Immutable and
 * thread-safe.
 */
final class WebSearch {
  private final SafeHttp http;
  private final String searxngUrl;
  private final String searchWorkflow;
  private final Map<String, URI> workflows;
  private final int maxResults;
  private final int maxChars;

  WebSearch(
      SafeHttp http,
      String searxngUrl,
      String searchWorkflow,
      Map<String, URI> workflows,
      int maxResults,
      int maxChars) {
    this.http = http;
    this.searxngUrl = searxngUrl;
    this.searchWorkflow = searchWorkflow;
    this.workflows = workflows;
    this.maxResults = maxResults;
    this.maxChars = maxChars;
  }

  String search(String query) throws InterruptedException {
    String q = query.strip();
    if (q.isEmpty()) {
      throw new IllegalArgumentException("the query is empty; send search terms");
    }
    String encoded = URLEncoder.encode(q, StandardCharsets.UTF_8);
    SafeHttp.Response r;
    if (!searchWorkflow.isEmpty()) {
      URI hook = workflows.get(searchWorkflow);
      String sep = hook.toString().contains("?") ? "&" : "?";
      r = http.get("n8n workflow " + searchWorkflow, URI.create(hook + sep + "q=" + encoded));
    } else {
      r = http.get("SearXNG", URI.create(searxngUrl + "/search?q=" + encoded + "&format=json"));
    }
    WebAnswers.failOnStatus(r);
    JsonObject json = WebAnswers.json(r);
    JsonElement results = json.get("results");
    if (results == null || !results.isJsonArray()) {
      throw new SourceException(
          r.source(),
          r.url().toString(),
          r.status(),
          "no results array",
          Reason.BAD_RESPONSE,
          null);
    }
    List<String> lines = new ArrayList<>();
    for (JsonElement e : (JsonArray) results) {
      if (lines.size() >= maxResults) {
        break;
      }
      if (!e.isJsonObject()) {
        continue;
      }
      JsonObject o = e.getAsJsonObject();
      String link = WebAnswers.str(o, "url");
      if (!link.startsWith("http://") && !link.startsWith("https://")) {
        continue;
      }
      String line =
          (lines.size() + 1)
              + ". "
              + Texts.oneLine(WebAnswers.str(o, "title"), 200)
              + "\n   "
              + link;
      String content = Texts.oneLine(WebAnswers.str(o, "content"), 300);
      if (!content.isEmpty()) {
        line += "\n   " + content;
      }
      lines.add(line);
    }
    if (lines.isEmpty()) {
      return "No results for \"" + Texts.oneLine(q, 200) + "\".";
    }
    return Texts.cut(String.join("\n", lines), maxChars);
  }
}
