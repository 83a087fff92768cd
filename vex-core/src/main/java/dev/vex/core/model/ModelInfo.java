package dev.vex.core.model;

import java.util.Objects;
import java.util.Set;

/**
 * What the server says about one model.
 *
 * @param name the model name, for example {@code qwen2.5:3b}
 * @param family the model family, or empty when unknown
 * @param parameterSize the parameter size, for example {@code 3.1B}, or empty
 * @param sizeBytes the size on disk, or 0 when unknown
 * @param capabilities {@code completion}, {@code tools}, {@code vision}, {@code thinking}, … ;
 *     empty when the server did not say (servers before 0.6.4)
 */
public record ModelInfo(
    String name, String family, String parameterSize, long sizeBytes, Set<String> capabilities) {

  /** Validates and copies. */
  public ModelInfo {
    Objects.requireNonNull(name, "name");
    family = family == null ? "" : family;
    parameterSize = parameterSize == null ? "" : parameterSize;
    capabilities = capabilities == null ? Set.of() : Set.copyOf(capabilities);
  }

  /**
   * Returns whether the server listed this capability.
   *
   * @param capability for example {@code tools}
   * @return true when listed
   */
  public boolean has(String capability) {
    return capabilities.contains(capability);
  }

  /**
   * Returns whether the server said anything about capabilities.
   *
   * @return true when capabilities are known
   */
  public boolean capabilitiesKnown() {
    return !capabilities.isEmpty();
  }

  /**
   * Returns the name with the {@code :latest} tag added when no tag was given, as Ollama does.
   *
   * @param name a model name
   * @return the name with a tag
   */
  public static String normalize(String name) {
    return name.indexOf(':') >= 0 ? name : name + ":latest";
  }

  /**
   * Returns whether two model names refer to the same model ({@code llava} and {@code
   * llava:latest}).
   *
   * @param a a name
   * @param b another name
   * @return true when they are the same model
   */
  public static boolean sameModel(String a, String b) {
    return normalize(a).equals(normalize(b));
  }
}
