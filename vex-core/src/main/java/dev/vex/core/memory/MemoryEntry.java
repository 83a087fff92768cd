package dev.vex.core.memory;

import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One thing worth remembering about a user, such as "I'm vegetarian".
 *
 * @param text the fact, in the user's words; 1 to {@value #MAX_TEXT} characters
 * @param tags labels such as {@code intent:recipe} or {@code turn}; at most {@value #MAX_TAGS},
 *     each 1 to {@value #MAX_TAG} characters without white space; duplicates are dropped
 * @param created when it was said
 */
public record MemoryEntry(String text, List<String> tags, Instant created) {

  /** The longest text an entry holds. */
  public static final int MAX_TEXT = 2_000;

  /** The most tags an entry holds. */
  public static final int MAX_TAGS = 16;

  /** The longest tag. */
  public static final int MAX_TAG = 64;

  /** Validates and copies. */
  public MemoryEntry {
    Objects.requireNonNull(text, "text");
    text = text.strip();
    if (text.isEmpty() || text.length() > MAX_TEXT) {
      throw new IllegalArgumentException(
          "text must have 1.." + MAX_TEXT + " characters, has " + text.length());
    }
    Set<String> unique = new LinkedHashSet<>();
    for (String t : tags) {
      if (t == null || t.isEmpty() || t.length() > MAX_TAG || !t.equals(t.replaceAll("\\s", ""))) {
        throw new IllegalArgumentException(
            "a tag must have 1.." + MAX_TAG + " characters and no white space: " + t);
      }
      unique.add(t);
    }
    if (unique.size() > MAX_TAGS) {
      throw new IllegalArgumentException("at most " + MAX_TAGS + " tags, got " + unique.size());
    }
    tags = List.copyOf(unique);
    Objects.requireNonNull(created, "created");
  }

  /**
   * An entry without tags, created now.
   *
   * @param text the fact
   * @return the entry
   */
  public static MemoryEntry of(String text) {
    return new MemoryEntry(text, List.of(), Instant.now());
  }
}
