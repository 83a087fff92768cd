package dev.vex.tools.web;

import com.google.gson.JsonObject;
import dev.vex.tools.internal.Texts;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * {@code call_workflow}: a POST to a named n8n webhook from the host's map; other names are
 * refused. Immutable and thread-safe.
 */
final class Workflows {
  private final SafeHttp http;
  private final Map<String, URI> workflows;
  private final int maxChars;

  Workflows(SafeHttp http, Map<String, URI> workflows, int maxChars) {
    this.http = http;
    this.workflows = workflows;
    this.maxChars = maxChars;
  }

  String workflow(String name, String input) throws InterruptedException {
    URI hook = workflows.get(name.strip());
    if (hook == null) {
      throw new IllegalArgumentException(
          "there is no workflow named '"
              + Texts.oneLine(name, 60)
              + "'; the workflows are: "
              + String.join(", ", new java.util.TreeSet<>(workflows.keySet())));
    }
    JsonObject body = new JsonObject();
    body.addProperty("input", input);
    SafeHttp.Response r =
        http.post(
            "n8n workflow " + name,
            hook,
            "application/json",
            body.toString().getBytes(StandardCharsets.UTF_8));
    WebAnswers.failOnStatus(r);
    String text = r.text().strip();
    return Texts.cut(text.isEmpty() ? "The workflow " + name + " ran." : text, maxChars);
  }
}
