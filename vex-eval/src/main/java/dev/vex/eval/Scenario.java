package dev.vex.eval;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One eval case, read from a JSON file: a question, the recorded source responses to serve while it
 * runs, the replies a scripted small model gives (used only on the simulator), and what a reply
 * must and must not contain.
 *
 * @param id a unique name, the file's name without {@code .json}
 * @param kind the grounded kind it exercises: {@code crypto}, {@code weather}, …
 * @param language {@code en} or {@code no}
 * @param question what the user asks
 * @param sources the recorded responses to serve
 * @param tools the tools the agent has in this scenario, each answering with a fixed result
 * @param scripted what the simulated small model says; ignored with a real model
 * @param expect what the answer must and must not contain
 * @param previous the user's message before the question, when the question is a follow-up ("How
 *     long to chill the pastry?" after "How do I make Bakewell tart?"); empty when there is none.
 *     The runner puts it in the conversation's history, as a host that keeps its own history does,
 *     and the agent reads the question against it
 */
public record Scenario(
    String id,
    String kind,
    String language,
    String question,
    List<Source> sources,
    List<ToolResult> tools,
    Scripted scripted,
    Expect expect,
    String previous) {

  /** Validates and copies. */
  public Scenario {
    previous = previous == null ? "" : previous;
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(question, "question");
    kind = kind == null ? "" : kind;
    language = language == null ? "en" : language;
    sources = List.copyOf(sources);
    tools = tools == null ? List.of() : List.copyOf(tools);
    Objects.requireNonNull(scripted, "scripted");
    Objects.requireNonNull(expect, "expect");
  }

  /**
   * A scenario without a previous message.
   *
   * @param id a unique name
   * @param kind the grounded kind it exercises
   * @param language {@code en} or {@code no}
   * @param question what the user asks
   * @param sources the recorded responses to serve
   * @param tools the tools the agent has
   * @param scripted what the simulated small model says
   * @param expect what the answer must and must not contain
   */
  public Scenario(
      String id,
      String kind,
      String language,
      String question,
      List<Source> sources,
      List<ToolResult> tools,
      Scripted scripted,
      Expect expect) {
    this(id, kind, language, question, sources, tools, scripted, expect, "");
  }

  /**
   * One recorded response: requests to {@code /{source}{path}} get it.
   *
   * @param source the source's name, the first path segment its fetcher is pointed at: {@code
   *     coingecko}, {@code wttr}, {@code yahoo}, {@code hn}, {@code mealdb}, {@code searxng}
   * @param path the request path under the source, or {@code *} for any
   * @param file a recording under {@code recorded/} on the classpath or in the scenario folder, or
   *     null when {@code body} is given
   * @param body an inline body (an error page, a body made adversarial from a recording)
   * @param status the HTTP status
   * @param delayMillis how long to wait before answering, to make a source time out
   */
  public record Source(
      String source, String path, String file, String body, int status, long delayMillis) {}

  /**
   * A tool the agent gets in this scenario: whatever the model asks it, it answers with its result
   * (a file's text, the time, a disk's use), so that a reply can be judged against that result.
   *
   * @param name the tool's name
   * @param description what the model is told it does
   * @param result what it returns
   */
  public record ToolResult(String name, String description, String result) {
    /** Validates. */
    public ToolResult {
      Objects.requireNonNull(name, "name");
      description = description == null ? "" : description;
      Objects.requireNonNull(result, "result");
    }
  }

  /**
   * What the scripted small model says.
   *
   * @param alone its answer with no grounding, as a small model gives it
   * @param steps its replies inside a Vex turn, one per model request: a text, or a failure
   */
  public record Scripted(String alone, List<Step> steps) {
    /** Copies. */
    public Scripted {
      alone = alone == null ? "" : alone;
      steps = List.copyOf(steps);
    }
  }

  /**
   * One scripted model reply.
   *
   * @param kind {@code text}, {@code error} (HTTP status and message), {@code drop} (the connection
   *     closes after the text), {@code raw} (raw model output, tool-call markup and all), or {@code
   *     tool} (a native tool call: {@code text} is the tool's name, {@code arguments} its
   *     arguments)
   * @param text the text, message, or tool name
   * @param status the HTTP status of an {@code error}
   * @param arguments a tool call's arguments as a JSON object
   */
  public record Step(String kind, String text, int status, String arguments) {}

  /**
   * What the answer is judged on.
   *
   * @param truth every figure the sources give (a reply's figure that is none of these, nor in the
   *     question, counts as invented)
   * @param mustContain figures the answer through Vex must state, unless the source failed
   * @param mustNotContain text that must never reach the user (a scripted invented figure, an
   *     injected instruction)
   * @param hosts the hosts a link may point at besides the sources'
   * @param facts figures of this scenario's own, as {@code subject|alias: value unit} lines (see
   *     {@code Fact}), added to those written beside each recording it serves
   * @param honest whether the scripted answer is honest (Vex must not override it)
   * @param failure whether the scenario breaks the model or a source (Vex must still recover)
   * @param sourceDown whether the source fails, so that no real figure can be stated
   * @param unchanged whether the scripted answer must reach the user exactly as written: an honest
   *     answer to a question that only mentions a subject (kind {@code offtopic})
   */
  public record Expect(
      List<String> truth,
      List<String> mustContain,
      List<String> mustNotContain,
      List<String> hosts,
      List<String> facts,
      boolean honest,
      boolean failure,
      boolean sourceDown,
      boolean unchanged) {
    /** Copies. */
    public Expect {
      truth = List.copyOf(truth);
      mustContain = List.copyOf(mustContain);
      mustNotContain = List.copyOf(mustNotContain);
      hosts = List.copyOf(hosts);
      facts = facts == null ? List.of() : List.copyOf(facts);
    }
  }

  /**
   * Reads a scenario from its JSON text.
   *
   * @param id the scenario's id
   * @param json the file's text
   * @return the scenario
   * @throws IllegalArgumentException when the text is not a valid scenario
   */
  public static Scenario parse(String id, String json) {
    try {
      JsonObject o = JsonParser.parseString(json).getAsJsonObject();
      List<Source> sources = new ArrayList<>();
      for (JsonElement e : array(o, "sources")) {
        JsonObject s = e.getAsJsonObject();
        sources.add(
            new Source(
                str(s, "source", null),
                str(s, "path", "*"),
                str(s, "file", null),
                str(s, "body", null),
                s.has("status") ? s.get("status").getAsInt() : 200,
                s.has("delayMillis") ? s.get("delayMillis").getAsLong() : 0));
      }
      List<ToolResult> tools = new ArrayList<>();
      for (JsonElement e : array(o, "tools")) {
        JsonObject t = e.getAsJsonObject();
        tools.add(
            new ToolResult(
                str(t, "name", null), str(t, "description", ""), str(t, "result", null)));
      }
      JsonObject sc = o.has("scripted") ? o.getAsJsonObject("scripted") : new JsonObject();
      List<Step> steps = new ArrayList<>();
      for (JsonElement e : array(sc, "steps")) {
        JsonObject s = e.getAsJsonObject();
        steps.add(
            new Step(
                str(s, "kind", "text"),
                str(s, "text", ""),
                s.has("status") ? s.get("status").getAsInt() : 0,
                s.has("arguments") ? s.get("arguments").toString() : "{}"));
      }
      JsonObject ex = o.getAsJsonObject("expect");
      return new Scenario(
          id,
          str(o, "kind", ""),
          str(o, "language", "en"),
          str(o, "question", null),
          sources,
          tools,
          new Scripted(str(sc, "alone", ""), steps),
          new Expect(
              strings(ex, "truth"),
              strings(ex, "mustContain"),
              strings(ex, "mustNotContain"),
              strings(ex, "hosts"),
              strings(ex, "facts"),
              ex.has("honest") && ex.get("honest").getAsBoolean(),
              ex.has("failure") && ex.get("failure").getAsBoolean(),
              ex.has("sourceDown") && ex.get("sourceDown").getAsBoolean(),
              ex.has("unchanged") && ex.get("unchanged").getAsBoolean()),
          str(o, "previous", ""));
    } catch (JsonParseException | IllegalStateException | NullPointerException e) {
      throw new IllegalArgumentException("scenario " + id + " is not valid: " + e.getMessage(), e);
    }
  }

  private static JsonArray array(JsonObject o, String key) {
    return o.get(key) instanceof JsonArray a ? a : new JsonArray();
  }

  private static String str(JsonObject o, String key, String fallback) {
    JsonElement e = o.get(key);
    return e == null || e.isJsonNull() ? fallback : e.getAsString();
  }

  private static List<String> strings(JsonObject o, String key) {
    List<String> out = new ArrayList<>();
    for (JsonElement e : array(o, key)) {
      out.add(e.getAsString());
    }
    return out;
  }
}
