package dev.vex.simulator;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A model the simulator pretends to have pulled. It appears in {@code /api/tags} and {@code
 * /api/show}, and its capabilities drive the server-side checks of {@code /api/chat} (tools,
 * thinking). Immutable and thread-safe.
 *
 * @param name the full name with tag, for example {@code qwen2.5:3b}; a name without a tag gets
 *     {@code :latest}
 * @param capabilities Ollama capabilities: {@code completion, tools, insert, vision, embedding,
 *     thinking}
 * @param toolTag how the model marks tool calls in raw output (see {@link Reply#raw(String)})
 * @param family the GGUF family shown in {@code details.family}, for example {@code qwen2}
 * @param parameterSize for example {@code 3.1B}
 * @param quantizationLevel for example {@code Q4_K_M}
 * @param size the model's size in bytes, as shown by {@code /api/tags}
 * @param contextLength the model's trained context length, shown by {@code /api/show}
 */
public record SimModel(
    String name,
    List<String> capabilities,
    ToolTag toolTag,
    String family,
    String parameterSize,
    String quantizationLevel,
    long size,
    int contextLength) {

  /**
   * Validates the components and normalises the name to {@code name:tag}.
   *
   * @param name the full name; {@code :latest} is added when there is no tag
   * @param capabilities the Ollama capabilities
   * @param toolTag the raw tool-call tag
   * @param family the GGUF family
   * @param parameterSize the parameter size label
   * @param quantizationLevel the quantization label
   * @param size the size in bytes, positive
   * @param contextLength the trained context length, positive
   */
  public SimModel {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("model name is blank");
    }
    name = withTag(name.strip());
    capabilities = List.copyOf(capabilities);
    Objects.requireNonNull(toolTag, "toolTag");
    Objects.requireNonNull(family, "family");
    Objects.requireNonNull(parameterSize, "parameterSize");
    Objects.requireNonNull(quantizationLevel, "quantizationLevel");
    if (size <= 0 || contextLength <= 0) {
      throw new IllegalArgumentException("size and contextLength must be positive");
    }
  }

  /**
   * Creates a model whose other details are derived from its name: the tool tag is {@link
   * ToolTag#LLAMA} for names containing {@code llama}, {@link ToolTag#MISTRAL} for {@code mistral}
   * and {@link ToolTag#QWEN} otherwise; the parameter size comes from a tag such as {@code 3b}.
   *
   * @param name the model name, for example {@code qwen2.5:3b}
   * @param capabilities for example {@code "completion", "tools"}
   * @return the model
   */
  public static SimModel of(String name, String... capabilities) {
    if (Objects.requireNonNull(name, "name").isBlank()) {
      throw new IllegalArgumentException("model name is blank");
    }
    String full = withTag(name.strip());
    String base = baseName(full);
    String tag = full.substring(full.lastIndexOf(':') + 1).toLowerCase(Locale.ROOT);
    double billions = billions(tag);
    return new SimModel(
        full,
        List.of(capabilities),
        toolTagFor(base),
        familyFor(base),
        formatBillions(billions),
        "Q4_K_M",
        (long) (billions * 0.62e9),
        contextFor(base));
  }

  /**
   * The models the simulator has when the builder names none: {@code qwen2.5:3b} [completion,
   * tools], {@code llama3.2:3b} [completion, tools], {@code llava:7b} [completion, vision], {@code
   * qwen3:4b} [completion, tools, thinking] and {@code gemma3:4b} [completion, vision].
   *
   * @return the default models
   */
  public static List<SimModel> defaults() {
    return List.of(
        of("qwen2.5:3b", "completion", "tools"),
        of("llama3.2:3b", "completion", "tools"),
        of("llava:7b", "completion", "vision"),
        of("qwen3:4b", "completion", "tools", "thinking"),
        of("gemma3:4b", "completion", "vision"));
  }

  /**
   * Returns a copy with another tool tag.
   *
   * @param tag the tag
   * @return the copy
   */
  public SimModel withToolTag(ToolTag tag) {
    return new SimModel(
        name, capabilities, tag, family, parameterSize, quantizationLevel, size, contextLength);
  }

  /**
   * Returns whether the model has a capability.
   *
   * @param capability for example {@code tools}
   * @return true if listed
   */
  public boolean supports(String capability) {
    return capabilities.contains(capability);
  }

  static String withTag(String name) {
    int slash = name.lastIndexOf('/');
    return name.indexOf(':', slash + 1) >= 0 ? name : name + ":latest";
  }

  static String baseName(String full) {
    String noTag = full.substring(0, full.lastIndexOf(':'));
    return noTag.substring(noTag.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
  }

  private static ToolTag toolTagFor(String base) {
    if (base.contains("mistral")) {
      return ToolTag.MISTRAL;
    }
    return base.contains("llama") ? ToolTag.LLAMA : ToolTag.QWEN;
  }

  private static String familyFor(String base) {
    if (base.startsWith("gpt-oss")) {
      return "gptoss"; // as /api/show reports gpt-oss:20b; the family Ollama gives harmony
    }
    if (base.startsWith("qwen2")) {
      return "qwen2";
    }
    if (base.startsWith("llama") || base.startsWith("llava") || base.startsWith("mistral")) {
      return "llama";
    }
    String family = base.replaceAll("[.\\-_].*$", "");
    return family.isEmpty() ? base : family;
  }

  private static int contextFor(String base) {
    if (base.startsWith("llama3") || base.startsWith("gemma3")) {
      return 131072;
    }
    return base.startsWith("qwen3") ? 40960 : 32768;
  }

  private static double billions(String tag) {
    if (tag.matches("\\d+(\\.\\d+)?b")) {
      return Double.parseDouble(tag.substring(0, tag.length() - 1));
    }
    return 7.0;
  }

  private static String formatBillions(double billions) {
    return (billions == Math.rint(billions)
            ? Long.toString((long) billions)
            : Double.toString(billions))
        + "B";
  }
}
