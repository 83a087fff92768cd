package dev.vex.simulator;

/**
 * How a model marks a tool call in its raw output, which decides how Ollama's generic server-side
 * parser treats that output (see {@link Reply#raw(String)}).
 */
public enum ToolTag {
  /** Qwen 2.5 style: {@code <tool_call>{"name":..,"arguments":..}</tool_call>}; a text tag. */
  QWEN("<tool_call>"),
  /**
   * Llama 3.x style: bare {@code {"name":..,"parameters":..}}. The tag is <code>&#123;</code>, so a
   * call is recognised only when the JSON is the first non-whitespace output.
   */
  LLAMA("{"),
  /** Mistral style: {@code [TOOL_CALLS] [{"name":..,"arguments":..}]}; a text tag. */
  MISTRAL("[TOOL_CALLS]");

  private final String tag;

  ToolTag(String tag) {
    this.tag = tag;
  }

  /**
   * Returns the literal tag text the parser looks for.
   *
   * @return the tag, for example {@code <tool_call>}
   */
  public String tag() {
    return tag;
  }
}
