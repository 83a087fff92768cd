package dev.vex.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.vex.core.tool.ArgumentBinding;
import dev.vex.core.tool.JsonSchema;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every {@link Tool} must do, as JUnit 5 tests: extend it in your test sources and return your
 * tool from {@link #tool()}.
 *
 * <pre>{@code
 * class WeatherToolContractTest extends ToolContract {
 *   protected Tool tool() { return WeatherTool.create(); }
 *   // a tool that calls a source: let the contract point it at a failing one
 *   protected Optional<Tool> toolAgainst(String baseUrl, Duration timeout) {
 *     return Optional.of(WeatherTool.builder().baseUrl(baseUrl).timeout(timeout).build());
 *   }
 * }
 * }</pre>
 *
 * <p>The contract calls the tool the way the agent does: the model's arguments are bound to the
 * tool's schema first, and the handler runs only when they bind. <strong>It calls your tool with
 * hostile arguments</strong> (path traversal, huge and control-character strings, extreme numbers),
 * so give it a sandbox in {@link #tool()}. It holds when the tool
 *
 * <ul>
 *   <li>is described for a small model: a one-line description of at most {@value
 *       #MAX_DESCRIPTION_CHARS} characters, parameter descriptions of at most {@value
 *       #MAX_PARAMETER_DESCRIPTION_CHARS}, at most {@value #MAX_PARAMETERS} parameters, a schema of
 *       at most {@value #MAX_SCHEMA_CHARS} characters as Ollama receives it;
 *   <li>answers every call, however hostile, with a result (never null, at most {@value
 *       #MAX_RESULT_CHARS} characters) or an {@link Exception} whose message the model can act on;
 *       never an {@link Error};
 *   <li>ends within a generous bound, and when its thread is interrupted while it waits on a
 *       source;
 *   <li>answers a source that fails with a result or a message, within its timeout;
 *   <li>behaves alike when many threads call it at once.
 * </ul>
 */
public abstract class ToolContract {
  private static final Gson GSON = new Gson();

  /** The longest tool description, in characters. */
  public static final int MAX_DESCRIPTION_CHARS = 300;

  /** The longest parameter description, in characters. */
  public static final int MAX_PARAMETER_DESCRIPTION_CHARS = 200;

  /** The most parameters a tool may take. */
  public static final int MAX_PARAMETERS = 10;

  /** The longest tool schema as Ollama receives it, in characters. */
  public static final int MAX_SCHEMA_CHARS = 2_500;

  /** The longest result a tool may return, in characters. */
  public static final int MAX_RESULT_CHARS = 200_000;

  private FaultySource source;

  /** Creates the contract. */
  protected ToolContract() {}

  /**
   * Returns the tool under test, confined to a sandbox: the contract calls it with hostile
   * arguments.
   *
   * @return the tool
   */
  protected abstract Tool tool();

  /**
   * Returns the tool pointed at a source the contract controls, for tools that call a source. The
   * default is empty: the source tests are skipped.
   *
   * @param baseUrl the base URL of the contract's local source
   * @param timeout the timeout the tool must honour
   * @return the tool, or empty
   */
  protected Optional<Tool> toolAgainst(String baseUrl, Duration timeout) {
    return Optional.empty();
  }

  /**
   * Returns arguments the tool accepts, as the model would send them. The default builds one object
   * from the schema: the first enum value or {@code "Oslo"} for strings, 1 for integers, 1.5 for
   * numbers, true for booleans, one item for arrays.
   *
   * @return valid arguments, each a map of plain values (String, Number, Boolean, List, Map)
   */
  protected List<Map<String, Object>> validArguments() {
    return List.of(sample(tool().parameters()));
  }

  @BeforeEach
  void startSource() {
    source = new FaultySource();
  }

  @AfterEach
  void stopSource() {
    source.close();
  }

  // ---- description ------------------------------------------------------------------------

  @Test
  void theToolIsDescribedBrieflyForASmallModel() {
    Tool tool = tool();
    String d = tool.description();
    assertFalse(d.isBlank(), tool.name() + " has no description");
    assertTrue(d.length() <= MAX_DESCRIPTION_CHARS, tool.name() + " description: " + d.length());
    assertFalse(d.contains("\n"), tool.name() + " description spans several lines");
    ObjectSchema p = tool.parameters();
    assertTrue(p.properties().size() <= MAX_PARAMETERS, tool.name() + " takes too many parameters");
    for (Map.Entry<String, JsonSchema> e : p.properties().entrySet()) {
      assertTrue(
          e.getKey().matches("[A-Za-z_][A-Za-z0-9_]{0,63}"),
          "parameter name '" + e.getKey() + "' is not a plain identifier");
      assertFalse(e.getValue().description().isBlank(), "parameter '" + e.getKey() + "' is bare");
      assertTrue(
          e.getValue().description().length() <= MAX_PARAMETER_DESCRIPTION_CHARS,
          "parameter '" + e.getKey() + "' description: " + e.getValue().description().length());
      assertTrue(depth(e.getValue()) <= 2, "parameter '" + e.getKey() + "' is nested too deep");
    }
    int chars = wireChars(tool);
    assertTrue(chars <= MAX_SCHEMA_CHARS, tool.name() + " schema has " + chars + " characters");
  }

  // ---- calls ------------------------------------------------------------------------------

  @Test
  void validArgumentsBindAndGetAnAnswer() {
    Tool tool = tool();
    for (JsonObject args : valid()) {
      ArgumentBinding b = tool.parameters().bind(args.toString());
      assertTrue(b.ok(), "valid arguments " + args + " do not bind: " + b.problems());
      call(tool, args, "valid arguments " + args);
    }
  }

  @Test
  void hostileArgumentsAreAnsweredNeverThrownAtTheUser() {
    Tool tool = tool();
    List<JsonElement> hostile = new ArrayList<>();
    hostile.add(JsonNull.INSTANCE);
    hostile.add(new JsonObject());
    hostile.add(new JsonPrimitive("not an object"));
    hostile.add(new JsonPrimitive("{\"unclosed\": "));
    hostile.add(new JsonArray());
    for (JsonObject valid : valid()) {
      JsonObject extra = valid.deepCopy();
      extra.addProperty("__proto__", "x");
      extra.addProperty("unexpected", 1);
      hostile.add(extra);
      for (String name : tool.parameters().properties().keySet()) {
        for (JsonElement value : hostileValues()) {
          JsonObject a = valid.deepCopy();
          a.add(name, value);
          hostile.add(a);
        }
      }
    }
    for (JsonElement args : hostile) {
      call(tool, args, "arguments " + shorten(String.valueOf(args)));
    }
  }

  @Test
  void manyThreadsAtOnceFareAsOneThreadDoes() {
    Tool tool = tool();
    JsonObject args = valid().get(0);
    boolean failsAlone = call(tool, args, "valid arguments").threw();
    CountDownLatch go = new CountDownLatch(1);
    List<Calls.Running<String>> running = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      running.add(
          Calls.start(
              "tool-" + i,
              () -> {
                go.await();
                ArgumentBinding b = tool.parameters().bind(args.toString());
                return tool.handler().call(new ToolArguments(b.arguments()));
              }));
    }
    go.countDown();
    for (Calls.Running<String> r : running) {
      Calls.Outcome<String> o = r.await(bound(tool), "a concurrent call of " + tool.name());
      assertEquals(
          failsAlone,
          o.threw(),
          "a concurrent call "
              + (o.threw() ? "failed: " + Failures.describe(o.failure()) : "succeeded")
              + " where a lone call did not");
    }
  }

  // ---- sources ----------------------------------------------------------------------------

  @Test
  void aFailingSourceIsAnsweredWithAMessage() {
    for (SourceFault fault :
        List.of(
            SourceFault.SERVER_ERROR,
            SourceFault.HTML,
            SourceFault.GARBAGE,
            SourceFault.TRUNCATED,
            SourceFault.CLOSED,
            SourceFault.UNREACHABLE,
            SourceFault.HANGING,
            SourceFault.ENDLESS)) {
      source.fail(fault);
      Tool tool = sourcedTool(Duration.ofSeconds(1));
      for (JsonObject args : valid()) {
        Calls.Outcome<String> o = call(tool, args, "a call while the source fails (" + fault + ")");
        if (o.threw()) {
          assertFalse(
              String.valueOf(o.failure().getMessage()).isBlank(),
              "a failing source (" + fault + ") gave an exception without a message");
        }
      }
    }
  }

  @Test
  void anInterruptEndsACallThatWaitsOnItsSource() throws InterruptedException {
    source.fail(SourceFault.HANGING);
    Tool tool = sourcedTool(Duration.ofMinutes(10));
    JsonObject args = valid().get(0);
    ArgumentBinding b = tool.parameters().bind(args.toString());
    assertTrue(b.ok(), "valid arguments do not bind: " + b.problems());
    Calls.Running<String> running =
        Calls.start("tool", () -> tool.handler().call(new ToolArguments(b.arguments())));
    assertTrue(source.awaitRequest(Calls.SLACK), "the tool reached its source");
    running.interrupt();
    Calls.Outcome<String> o = running.await(Calls.SLACK, "an interrupted call of " + tool.name());
    assertTrue(
        o.failure() instanceof InterruptedException || o.interruptKept(),
        "an interrupted call either throws InterruptedException or keeps the interrupt; it "
            + (o.threw() ? "threw " + Failures.describe(o.failure()) : "returned " + o.value()));
  }

  // ---- helpers ----------------------------------------------------------------------------

  private Tool sourcedTool(Duration timeout) {
    Optional<Tool> t = toolAgainst(source.baseUrl(), timeout);
    assumeTrue(t.isPresent(), "the tool calls no source");
    return t.get();
  }

  private static Duration bound(Tool tool) {
    return (tool.timeout() == null ? Duration.ofSeconds(10) : tool.timeout()).plus(Calls.SLACK);
  }

  /** Binds and calls as the agent does; checks the answer. */
  private static Calls.Outcome<String> call(Tool tool, JsonElement args, String what) {
    ArgumentBinding binding = tool.parameters().bind(args.toString());
    if (!binding.ok()) {
      assertFalse(binding.problems().isEmpty(), "a failed binding names no problem");
      return new Calls.Outcome<>("(not bound)", null, false);
    }
    Calls.Outcome<String> o =
        Calls.within(
            bound(tool),
            tool.name() + " with " + what,
            () -> tool.handler().call(new ToolArguments(binding.arguments())));
    if (o.threw()) {
      Throwable t = o.failure();
      assertTrue(
          t instanceof Exception,
          tool.name() + " with " + what + " threw an Error: " + Failures.describe(t));
      assertFalse(
          t.getMessage() == null || t.getMessage().isBlank(),
          tool.name()
              + " with "
              + what
              + " threw "
              + t.getClass().getName()
              + " without a message the model can act on");
    } else {
      assertNotNull(o.value(), tool.name() + " with " + what + " returned null");
      assertTrue(
          o.value().length() <= MAX_RESULT_CHARS,
          tool.name() + " with " + what + " returned " + o.value().length() + " characters");
    }
    return o;
  }

  private static List<JsonElement> hostileValues() {
    return List.of(
        JsonNull.INSTANCE,
        new JsonPrimitive(""),
        new JsonPrimitive("../../../../../../etc/passwd"),
        new JsonPrimitive("/etc/shadow"),
        new JsonPrimitive("C:\\Windows\\System32\\config\\SAM"),
        new JsonPrimitive("x\u0000y\r\nInjected: 1"),
        new JsonPrimitive("; rm -rf / #$(reboot)`id`"),
        new JsonPrimitive("${jndi:ldap://127.0.0.1:1/a}"),
        new JsonPrimitive("<script>alert(1)</script>"),
        new JsonPrimitive("\ud800\u202e"),
        new JsonPrimitive("x".repeat(1_000_000)),
        new JsonPrimitive("http://169.254.169.254/latest/meta-data/"),
        new JsonPrimitive(-1),
        new JsonPrimitive(0),
        new JsonPrimitive(Long.MAX_VALUE),
        new JsonPrimitive(new java.math.BigDecimal("1e400")),
        new JsonPrimitive(true),
        new JsonArray(),
        new JsonObject());
  }

  private List<JsonObject> valid() {
    List<JsonObject> out = new ArrayList<>();
    for (Map<String, Object> args : validArguments()) {
      out.add(GSON.toJsonTree(args).getAsJsonObject());
    }
    return out;
  }

  /** The characters of the tool as Ollama's and OpenAI's {@code tools} carry it. */
  private static int wireChars(Tool tool) {
    JsonObject function = new JsonObject();
    function.addProperty("name", tool.name());
    function.addProperty("description", tool.description());
    function.add("parameters", JsonParser.parseString(tool.parameters().toJson()));
    JsonObject o = new JsonObject();
    o.addProperty("type", "function");
    o.add("function", function);
    return o.toString().length();
  }

  private static Map<String, Object> sample(ObjectSchema schema) {
    Map<String, Object> map = new LinkedHashMap<>();
    schema.properties().forEach((name, s) -> map.put(name, sampleOf(s)));
    return map;
  }

  private static Object sampleOf(JsonSchema s) {
    if (s instanceof JsonSchema.StringSchema str) {
      return str.values().isEmpty() ? "Oslo" : str.values().get(0);
    }
    if (s instanceof JsonSchema.IntegerSchema) {
      return 1L;
    }
    if (s instanceof JsonSchema.NumberSchema) {
      return 1.5;
    }
    if (s instanceof JsonSchema.BooleanSchema) {
      return true;
    }
    if (s instanceof JsonSchema.ArraySchema a) {
      return List.of(sampleOf(a.items()));
    }
    return sample((ObjectSchema) s);
  }

  private static int depth(JsonSchema s) {
    if (s instanceof JsonSchema.ArraySchema a) {
      return 1 + depth(a.items());
    }
    if (s instanceof ObjectSchema o) {
      return 1 + o.properties().values().stream().mapToInt(ToolContract::depth).max().orElse(0);
    }
    return 0;
  }

  private static String shorten(String s) {
    String t = s.length() > 80 ? s.substring(0, 80) + "…(" + s.length() + " chars)" : s;
    return t.replace("\r", "\\r").replace("\n", "\\n");
  }
}
