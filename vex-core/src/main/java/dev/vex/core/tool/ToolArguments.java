package dev.vex.core.tool;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.internal.json.PlainJson;
import dev.vex.core.model.ChatBackend;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Arguments of one tool call, already checked and coerced against the tool's schema, with typed
 * accessors. Required arguments are present; optional ones may be absent.
 */
public final class ToolArguments {
  private final JsonObject json;
  // Made at the first report: most calls report nothing, and each list is three objects, and a
  // copy of each was taken at every call's end. Written under this object's monitor.
  private volatile List<Artefact> artefacts;
  private volatile List<GroundTruth> groundTruth;
  private final Object turn;
  private final long deadlineNanos;

  /**
   * Wraps checked arguments of a call made outside a turn: its {@link #turn()} is its own and it
   * has no {@link #deadlineNanos() deadline}.
   *
   * @param arguments the arguments as plain Java values (null, String, Number, Boolean, Map or List
   *     of them), usually {@link ArgumentBinding#arguments()}; copied; null for none
   * @throws IllegalArgumentException when a value is of another type
   */
  public ToolArguments(Map<String, ?> arguments) {
    this(arguments, new Object(), ChatBackend.NO_DEADLINE);
  }

  /**
   * Wraps checked arguments of a call made in a turn.
   *
   * @param arguments the arguments as plain Java values, see {@link #ToolArguments(Map)}; copied
   * @param turn the same object for every call of one turn, see {@link #turn()}
   * @param deadlineNanos when the call must end, see {@link #deadlineNanos()}
   * @throws IllegalArgumentException when a value is not a JSON value
   */
  public ToolArguments(Map<String, ?> arguments, Object turn, long deadlineNanos) {
    this.json = PlainJson.treeOf(arguments); // the binder's tree when it made the map; read only
    this.turn = java.util.Objects.requireNonNull(turn, "turn");
    this.deadlineNanos = deadlineNanos;
  }

  /**
   * Returns an opaque object that is the same for every tool call of one turn and differs between
   * turns, for a tool that bounds its work per turn (keep the state in a {@link
   * java.util.WeakHashMap} keyed on it, so it goes with the turn).
   *
   * @return the turn's key
   */
  public Object turn() {
    return turn;
  }

  /**
   * Returns when this call must end, as a {@link System#nanoTime()} value: the tool's timeout or
   * the turn's deadline, whichever comes first. The turn stops waiting for the tool then, so a tool
   * that starts work of its own (a sub-agent, a process) gives it no more time than this.
   *
   * @return the deadline, or {@link ChatBackend#NO_DEADLINE} when there is none
   */
  public long deadlineNanos() {
    return deadlineNanos;
  }

  /**
   * Returns a string argument.
   *
   * @param name the argument name
   * @return its value
   * @throws IllegalArgumentException when it is absent
   */
  public String string(String name) {
    return require(name).getAsString();
  }

  /**
   * Returns a string argument, if present.
   *
   * @param name the argument name
   * @return its value, or empty
   */
  public Optional<String> optionalString(String name) {
    JsonElement e = json.get(name);
    return e == null || e.isJsonNull() ? Optional.empty() : Optional.of(e.getAsString());
  }

  /**
   * Returns an integer argument.
   *
   * @param name the argument name
   * @return its value
   * @throws IllegalArgumentException when it is absent
   */
  public long integer(String name) {
    return require(name).getAsLong();
  }

  /**
   * Returns an integer argument, or a default when absent.
   *
   * @param name the argument name
   * @param otherwise the default
   * @return its value or the default
   */
  public long integer(String name, long otherwise) {
    JsonElement e = json.get(name);
    return e == null || e.isJsonNull() ? otherwise : e.getAsLong();
  }

  /**
   * Returns a number argument.
   *
   * @param name the argument name
   * @return its value
   * @throws IllegalArgumentException when it is absent
   */
  public double number(String name) {
    return require(name).getAsDouble();
  }

  /**
   * Returns a boolean argument, or a default when absent.
   *
   * @param name the argument name
   * @param otherwise the default
   * @return its value or the default
   */
  public boolean bool(String name, boolean otherwise) {
    JsonElement e = json.get(name);
    return e == null || e.isJsonNull() ? otherwise : e.getAsBoolean();
  }

  /**
   * Returns whether the argument is present.
   *
   * @param name the argument name
   * @return true when present and not null
   */
  public boolean has(String name) {
    JsonElement e = json.get(name);
    return e != null && !e.isJsonNull();
  }

  /**
   * Returns all arguments as plain Java values: String, Boolean, Long (whole numbers), Double or
   * BigDecimal, List and Map.
   *
   * @return an unmodifiable map in the order the arguments came
   */
  public Map<String, Object> asMap() {
    return PlainJson.toMap(json);
  }

  /**
   * Reports something this call made, such as a stored PDF. When the call succeeds, the artefact
   * reaches the call's trace, the turn's links and the reply; when the model fails afterwards, the
   * first fallback rung answers with its link.
   *
   * @param artefact what was made
   */
  public void reportArtefact(Artefact artefact) {
    java.util.Objects.requireNonNull(artefact, "artefact");
    List<Artefact> list = artefacts;
    if (list == null) {
      synchronized (this) {
        list = artefacts;
        if (list == null) {
          list = new CopyOnWriteArrayList<>();
          artefacts = list;
        }
      }
    }
    list.add(artefact);
  }

  /**
   * Returns what this call reported with {@link #reportArtefact(Artefact)}.
   *
   * @return the artefacts, in the order reported
   */
  public List<Artefact> artefacts() {
    List<Artefact> list = artefacts;
    return list == null ? List.of() : List.copyOf(list);
  }

  /**
   * Reports that this call's result is ground truth, as a grounded fetcher's is: when the call
   * succeeds, it joins the turn's {@link dev.vex.core.TurnContext#groundTruth() ground truth}, so
   * its key figures count for the digit scan and its source URLs for the URL allowlist, and its
   * card reaches the reply. For tools whose source the host trusts (for example an MCP server the
   * host declared a source of ground truth), never for text the model could have shaped.
   *
   * @param truth the ground truth
   */
  public void reportGroundTruth(GroundTruth truth) {
    java.util.Objects.requireNonNull(truth, "truth");
    List<GroundTruth> list = groundTruth;
    if (list == null) {
      synchronized (this) {
        list = groundTruth;
        if (list == null) {
          list = new CopyOnWriteArrayList<>();
          groundTruth = list;
        }
      }
    }
    list.add(truth);
  }

  /**
   * Returns what this call reported with {@link #reportGroundTruth(GroundTruth)}.
   *
   * @return the ground truth, in the order reported
   */
  public List<GroundTruth> groundTruth() {
    List<GroundTruth> list = groundTruth;
    return list == null ? List.of() : List.copyOf(list);
  }

  /** The arguments without a copy, for building records inside this package. */
  JsonObject jsonView() {
    return json;
  }

  private JsonElement require(String name) {
    JsonElement e = json.get(name);
    if (e == null || e.isJsonNull()) {
      throw new IllegalArgumentException("argument '" + name + "' is absent");
    }
    return e;
  }

  @Override
  public String toString() {
    return json.toString();
  }
}
